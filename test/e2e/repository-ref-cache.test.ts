import { createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { expectGitlabError } from '../support/expectations';
import { git, gitUrl, Scratch } from '../support/git-cli';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';
import { settleJobs } from '../../subgraphs/repository/test/support';

/*
 * Branch and tag lists, single refs, HEAD and ref-name resolution answer from a per-repository
 * snapshot of the refs (GitLab caches the same facts per repository). Every way refs change must
 * show at once in the very next answer, and misses must never be remembered.
 */

let service: TestService;
let project: CreatedProject;
const scratch = new Scratch();
const base = () => `/projects/${project.id}/repository`;
const branchNames = async (client: HttpClient = service.api) => ((await client.get(`${base()}/branches?per_page=100`)).body as Array<{ name: string }>).map((b) => b.name);
const tagNames = async () => ((await service.api.get(`${base()}/tags?order_by=name&sort=asc`)).body as Array<{ name: string }>).map((t) => t.name);
const tipOf = async (branch: string) => (await service.api.get(`${base()}/branches/${encodeURIComponent(branch)}`)).body.commit.id as string;

beforeAll(async () => {
  service = await startTestService();
  project = await createProject(service.api, { visibility: 'private', initialize_with_readme: true });
});
afterAll(async () => {
  scratch.cleanup();
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500));
});

describe('ref snapshot invalidation', () => {
  it('shows branches created and deleted through the API at once', async () => {
    expect(await branchNames()).toEqual(['main']);
    expect((await service.api.post(`${base()}/branches`, { body: { branch: 'api-branch', ref: 'main' } })).status).toBe(201);
    expect(await branchNames()).toEqual(['api-branch', 'main']);
    expect((await service.api.delete(`${base()}/branches/api-branch`)).status).toBe(204);
    expect(await branchNames()).toEqual(['main']);
    expectGitlabError(await service.api.get(`${base()}/branches/api-branch`), 404, { message: '404 Branch Not Found' });
  });

  it('shows tags created and deleted through the API at once', async () => {
    expect(await tagNames()).toEqual([]);
    expect((await service.api.post(`${base()}/tags`, { body: { tag_name: 'v1', ref: 'main' } })).status).toBe(201);
    expect(await tagNames()).toEqual(['v1']);
    expect((await service.api.get(`${base()}/commits/v1`)).status).toBe(200);
    expect((await service.api.delete(`${base()}/tags/v1`)).status).toBe(204);
    expect(await tagNames()).toEqual([]);
    expectGitlabError(await service.api.get(`${base()}/commits/v1`), 404, { message: '404 Commit Not Found' });
  });

  it('moves a branch tip with an API commit, and the commit list, files and compare follow', async () => {
    const before = await tipOf('main');
    const created = await service.api.post(`${base()}/files/cache.txt`, { body: { branch: 'main', commit_message: 'Cache me', content: 'one\n' } });
    expect(created.status).toBe(201);
    const after = await tipOf('main');
    expect(after).not.toBe(before);
    expect((await service.api.get(`${base()}/commits?ref_name=main`)).body[0].id).toBe(after);
    expect((await service.api.get(`${base()}/files/cache.txt?ref=main`)).body.commit_id).toBe(after);
    expect((await service.api.get(`${base()}/compare?from=${before}&to=main`)).body.commits.map((c: { id: string }) => c.id)).toEqual([after]);
  });

  it('shows branches and tags pushed and deleted over git HTTP at once', async () => {
    await branchNames();
    const work = scratch.dir();
    const url = gitUrl(service.url, project.path_with_namespace, service.rootToken);
    await git(work, 'clone', '--quiet', url, 'repo');
    const repo = `${work}/repo`;
    await git(repo, 'checkout', '--quiet', '-b', 'pushed');
    await git(repo, 'commit', '--quiet', '--allow-empty', '-m', 'Pushed work');
    await git(repo, 'tag', 'pushed-tag');
    await git(repo, 'push', '--quiet', 'origin', 'pushed', 'pushed-tag');
    const pushed = await git(repo, 'rev-parse', 'HEAD');
    expect(await branchNames()).toContain('pushed');
    expect(await tipOf('pushed')).toBe(pushed);
    expect(await tagNames()).toContain('pushed-tag');
    await git(repo, 'push', '--quiet', 'origin', '--delete', 'pushed', 'pushed-tag');
    expect(await branchNames()).not.toContain('pushed');
    expect(await tagNames()).not.toContain('pushed-tag');
  });

  it('remembers no miss: a ref asked for before it exists is found once created', async () => {
    expectGitlabError(await service.api.get(`${base()}/branches/later`), 404, { message: '404 Branch Not Found' });
    expectGitlabError(await service.api.get(`${base()}/files/README.md?ref=later`), 404, { message: '404 Commit Not Found' });
    expect((await service.api.post(`${base()}/branches`, { body: { branch: 'later', ref: 'main' } })).status).toBe(201);
    expect((await service.api.get(`${base()}/branches/later`)).status).toBe(200);
    expect((await service.api.get(`${base()}/files/README.md?ref=later`)).status).toBe(200);
  });

  it('moves the default flag when the default branch changes', async () => {
    expect((await service.api.post(`${base()}/branches`, { body: { branch: 'next-default', ref: 'main' } })).status).toBe(201);
    const flags = async () => Object.fromEntries(((await service.api.get(`${base()}/branches?per_page=100`)).body as Array<{ name: string; default: boolean }>).map((b) => [b.name, b.default]));
    expect((await flags()).main).toBe(true);
    expect((await service.api.put(`/projects/${project.id}`, { body: { default_branch: 'next-default' } })).status).toBe(200);
    expect(await flags()).toMatchObject({ main: false, 'next-default': true });
    expect((await service.api.put(`/projects/${project.id}`, { body: { default_branch: 'main' } })).status).toBe(200);
  });

  it('serves nothing cached to a caller who may not read the project', async () => {
    await branchNames();
    const outsider = await createUserWithClient(service.api);
    expectGitlabError(await outsider.client.get(`${base()}/branches`), 404, { message: '404 Project Not Found' });
    expectGitlabError(await outsider.client.get(`${base()}/branches/main`), 404, { message: '404 Project Not Found' });
  });
});
