import { settleJobs } from '../../subgraphs/repository/test/support';
import { addMember, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { git, gitUrl, runGit, Scratch } from '../support/git-cli';
import { startTestService, type TestService } from '../support/service';

// Gitlab::Checks::TagCheck#protected_tag_checks, seen by the real git CLI over HTTP.
let service: TestService;
let project: CreatedProject;
const scratch = new Scratch();
const tokens = { developer: '', maintainer: '' };
const GIT_TIMEOUT = 60_000;

beforeAll(async () => {
  service = await startTestService();
  project = await createProject(service.api, { initialize_with_readme: true });
  const [developer, maintainer] = await Promise.all([createUserWithClient(service.api), createUserWithClient(service.api)]);
  tokens.developer = developer.token;
  tokens.maintainer = maintainer.token;
  await addMember(service.api, `projects/${project.id}`, developer.user.id, 30);
  await addMember(service.api, `projects/${project.id}`, maintainer.user.id, 40);
  await service.api.post(`/projects/${project.id}/protected_tags`, { body: { name: 'v*' } });
}, 60_000);
afterAll(async () => {
  scratch.cleanup();
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

async function clone(token: string): Promise<string> {
  const dir = scratch.dir();
  await git(dir, 'clone', '--quiet', gitUrl(service.url, project.path_with_namespace, token), 'repo');
  return `${dir}/repo`;
}

const push = (repo: string, ...refspecs: string[]) => runGit(repo, ['push', 'origin', ...refspecs]);
const tagNames = async () => (await service.api.get(`/projects/${project.id}/repository/tags`)).body.map((t: { name: string }) => t.name).sort();

describe('git pushes of protected tags', () => {
  it('refuses a Developer creating a protected tag with GitLab\'s message, and takes an unprotected one', async () => {
    const repo = await clone(tokens.developer);
    await git(repo, 'tag', 'v1.0');
    await git(repo, 'tag', 'nightly');
    const refused = await push(repo, 'refs/tags/v1.0');
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('remote: GitLab: You are not allowed to create this tag as it is protected.');
    expect(refused.stderr).toContain('[remote rejected] v1.0 -> v1.0 (pre-receive hook declined)');
    expect((await push(repo, 'refs/tags/nightly')).code).toBe(0);
    expect(await tagNames()).toEqual(['nightly']);
  }, GIT_TIMEOUT);

  it('lets a Maintainer create it, then refuses moving it and deleting it by push, whoever pushes', async () => {
    const repo = await clone(tokens.maintainer);
    await git(repo, 'tag', 'v1.0');
    expect((await push(repo, 'refs/tags/v1.0')).code).toBe(0);
    await git(repo, 'commit', '--quiet', '--allow-empty', '-m', 'Later');
    await git(repo, 'tag', '-f', 'v1.0');
    const moved = await push(repo, '--force', 'refs/tags/v1.0');
    expect(moved.stderr).toContain('remote: GitLab: Protected tags cannot be updated.');
    const deleted = await push(repo, ':refs/tags/v1.0');
    expect(deleted.stderr).toContain('remote: GitLab: You can only delete protected tags using the web interface.');
    const developerRepo = await clone(tokens.developer);
    const byDeveloper = await push(developerRepo, ':refs/tags/v1.0');
    expect(byDeveloper.stderr).toContain('remote: GitLab: You are not allowed to delete protected tags from this project. Only a project maintainer or owner can delete a protected tag.');
    expect(await tagNames()).toEqual(['nightly', 'v1.0']);
  }, GIT_TIMEOUT);

  it('leaves unprotected tags to Developers: moved and deleted by push', async () => {
    const repo = await clone(tokens.developer);
    await git(repo, 'commit', '--quiet', '--allow-empty', '-m', 'Moved');
    await git(repo, 'tag', '-f', 'nightly');
    expect((await push(repo, '--force', 'refs/tags/nightly')).code).toBe(0);
    expect((await push(repo, ':refs/tags/nightly')).code).toBe(0);
    expect(await tagNames()).toEqual(['v1.0']);
  }, GIT_TIMEOUT);
});
