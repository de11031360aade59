import fs from 'node:fs';
import path from 'node:path';
import { settleJobs } from '../../subgraphs/repository/test/support';
import { eventually, expectGitlabError } from '../support/expectations';
import { createGroup, createProject, createUserWithClient } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { repositoryGitDir } from '../support/repositories';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: { user: { id: number; username: string }; token: string; client: HttpClient };

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
});
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

describe('a project\'s repository', () => {
  it('is created with the project, empty unless a README is asked for', async () => {
    const empty = await createProject(owner.client);
    expect(empty).toMatchObject({ empty_repo: true, default_branch: 'main' });
    expect(fs.existsSync(await repositoryGitDir(service, empty.id))).toBe(true);
    const withReadme = await createProject(owner.client, { initialize_with_readme: true, default_branch: 'trunk', description: 'About it' });
    expect(withReadme).toMatchObject({ empty_repo: false, default_branch: 'trunk' });
    const commits = await owner.client.get(`/projects/${withReadme.id}/repository/commits`);
    expect(commits.body.map((c: Record<string, string>) => [c.title, c.author_name, c.committer_name])).toEqual([['Initial commit', `User ${owner.user.username}`, `User ${owner.user.username}`]]);
    const readme = await owner.client.get(`/projects/${withReadme.id}/repository/files/README.md/raw?ref=trunk`);
    expect(readme.text).toBe(`# ${withReadme.name}\n\nAbout it\n`);
  });

  it('moves HEAD with PUT default_branch to an existing branch only', async () => {
    const project = await createProject(owner.client, { initialize_with_readme: true });
    await owner.client.post(`/projects/${project.id}/repository/branches`, { body: { branch: 'develop', ref: 'main' } });
    const moved = await owner.client.put(`/projects/${project.id}`, { body: { default_branch: 'develop', description: 'moved' } });
    expect({ status: moved.status, branch: moved.body.default_branch, description: moved.body.description }).toEqual({ status: 200, branch: 'develop', description: 'moved' });
    const branches = await owner.client.get(`/projects/${project.id}/repository/branches`);
    expect(branches.body.filter((b: { default: boolean }) => b.default).map((b: { name: string }) => b.name)).toEqual(['develop']);
    const refused = await owner.client.put(`/projects/${project.id}`, { body: { default_branch: 'nope', description: 'not saved' } });
    expectGitlabError(refused, 400, { message: { base: ["Could not change HEAD: branch 'nope' does not exist"] } });
    expect((await owner.client.get(`/projects/${project.id}`)).body).toMatchObject({ default_branch: 'develop', description: 'moved' });
  });

  it('answers GraphQL Project.defaultBranch and emptyRepo from the repository, defaultBranch only to callers who may read code', async () => {
    const project = await createProject(owner.client, { initialize_with_readme: true, default_branch: 'trunk', visibility: 'private' });
    const empty = await createProject(owner.client);
    const guest = await createUserWithClient(service.api);
    await owner.client.post(`/projects/${project.id}/members`, { body: { user_id: guest.user.id, access_level: 10 } });
    const ask = async (token: string, ref: number) => (await fetch(`${service.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'private-token': token },
      body: JSON.stringify({ query: 'query($p: String!) { project(ref: $p) { defaultBranch emptyRepo } }', variables: { p: String(ref) } }),
    })).json();
    expect((await ask(owner.token, project.id)).data.project).toEqual({ defaultBranch: 'trunk', emptyRepo: false });
    expect((await ask(owner.token, empty.id)).data.project.emptyRepo).toBe(true);
    expect((await ask(guest.token, project.id)).data.project).toEqual({ defaultBranch: null, emptyRepo: false });
  });

  it('reports repository statistics once measured, and the storage to administrators only', async () => {
    const project = await createProject(owner.client, { initialize_with_readme: true });
    const statistics = await eventually(async () => {
      const res = await owner.client.get(`/projects/${project.id}?statistics=true`);
      return res.body.statistics.repository_size > 0 ? res.body.statistics : undefined;
    });
    expect(statistics).toMatchObject({ commit_count: 1, storage_size: statistics.repository_size });
    expect((await owner.client.get(`/projects/${project.id}`)).body).not.toHaveProperty('repository_storage');
    const asAdmin = await service.api.get(`/projects/${project.id}`);
    expect(asAdmin.body.repository_storage).toBe('default');
    expect(Object.keys(asAdmin.body).slice(-4, -1)).toEqual(['autoclose_referenced_issues', 'repository_storage', 'keep_latest_artifact']);
  });

  it('leaves no project behind when its repository cannot be created', async () => {
    const hashed = path.join(service.server.backend.subgraphs.find((s) => s.name === 'repository')!.runtime.config.dataDir, 'repositories/default/@hashed');
    fs.renameSync(hashed, `${hashed}.aside`);
    fs.writeFileSync(hashed, 'not a directory');
    try {
      const res = await owner.client.post('/projects', { body: { name: 'doomed', initialize_with_readme: true } });
      expectGitlabError(res, 400, { message: { base: ['Failed to create repository'] } });
      const owned = await owner.client.get('/projects?owned=true&search=doomed');
      expect(owned.body).toEqual([]);
    } finally {
      fs.rmSync(hashed);
      fs.renameSync(`${hashed}.aside`, hashed);
    }
    expect((await owner.client.post('/projects', { body: { name: 'doomed' } })).status).toBe(201);
  });

  it('is removed with the project', async () => {
    const project = await createProject(owner.client, { initialize_with_readme: true });
    const gitDir = await repositoryGitDir(service, project.id);
    expect((await owner.client.delete(`/projects/${project.id}`)).status).toBe(202);
    await eventually(async () => (fs.existsSync(gitDir) ? undefined : true), 15_000);
  });

  it('is removed with the group the project was in', async () => {
    const group = await createGroup(owner.client);
    const project = await createProject(owner.client, { namespace_id: group.id, initialize_with_readme: true });
    const gitDir = await repositoryGitDir(service, project.id);
    expect((await owner.client.delete(`/groups/${group.id}`)).status).toBe(202);
    await eventually(async () => (fs.existsSync(gitDir) ? undefined : true), 15_000);
    expect((await service.api.get(`/projects/${project.id}`)).status).toBe(404);
  });

  it("is removed with its owner's account, with the personal project (Users::DestroyService)", async () => {
    const doomed = await createUserWithClient(service.api);
    const project = await createProject(doomed.client, { initialize_with_readme: true });
    const gitDir = await repositoryGitDir(service, project.id);
    expect((await service.api.delete(`/users/${doomed.user.id}`)).status).toBe(204);
    await eventually(async () => (fs.existsSync(gitDir) ? undefined : true), 15_000);
    expect((await service.api.get(`/projects/${project.id}`)).status).toBe(404);
  });
});
