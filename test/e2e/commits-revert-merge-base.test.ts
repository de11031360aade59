import { settleJobs } from '../../subgraphs/repository/test/support';
import { expectGitlabError } from '../support/expectations';
import { createProject, type CreatedProject } from '../support/factories';
import { gitOnDisk, repositoryGitDir } from '../support/repositories';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let project: CreatedProject;
let gitDir: string;
const git = (...args: string[]) => gitOnDisk(gitDir, ...args);

beforeAll(async () => {
  service = await startTestService();
  project = await createProject(service.api, { initialize_with_readme: true });
  gitDir = await repositoryGitDir(service, project.id);
}, 90_000);
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

const commits = () => `/projects/${project.id}/repository/commits`;
async function commitFile(branch: string, path: string, content: string, message: string, action = 'create'): Promise<string> {
  const res = await service.api.post(commits(), { body: { branch, commit_message: message, actions: [{ action, file_path: path, content }] } });
  expect(res.status).toBe(201);
  return res.body.id;
}

describe('POST /projects/:id/repository/commits/:sha/revert', () => {
  let added: string;
  beforeAll(async () => {
    added = await commitFile('main', 'notes.txt', 'one\n', 'Add notes');
  });

  it('answers a dry run with 200 {"dry_run":"success"} and leaves the branch alone', async () => {
    const before = git('rev-parse', 'main');
    const res = await service.api.post(`${commits()}/${added}/revert`, { body: { branch: 'main', dry_run: true } });
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { dry_run: 'success' } });
    expect(git('rev-parse', 'main')).toBe(before);
  });

  it('reverts the change on the branch with GitLab\'s message and answers the new commit with 201', async () => {
    const res = await service.api.post(`${commits()}/${added}/revert`, { body: { branch: 'main' } });
    expect(res.status).toBe(201);
    const sha = git('rev-parse', 'main');
    expect(res.body).toMatchObject({ id: sha, title: 'Revert "Add notes"', message: `Revert "Add notes"\n\nThis reverts commit ${added}`, author_name: 'Administrator' });
    expect(git('ls-tree', '--name-only', 'main')).toBe('README.md');
  });

  it('answers 400 with error_code empty for a change already reverted (dry_run: error on a dry run)', async () => {
    const message = 'Sorry, we cannot revert this commit automatically. This commit may already have been reverted, or a more recent commit may have updated some of its content.';
    expectGitlabError(await service.api.post(`${commits()}/${added}/revert`, { body: { branch: 'main' } }), 400, { message, error_code: 'empty' });
    expectGitlabError(await service.api.post(`${commits()}/${added}/revert`, { body: { branch: 'main', dry_run: true } }), 400, { message, error_code: 'empty', dry_run: 'error' });
  });

  it('answers 400 with error_code conflict when later commits changed the same lines', async () => {
    const first = await commitFile('main', 'conflict.txt', 'a\n', 'Add conflict');
    await commitFile('main', 'conflict.txt', 'b\n', 'Change conflict', 'update');
    const res = await service.api.post(`${commits()}/${first}/revert`, { body: { branch: 'main' } });
    expect({ status: res.status, code: res.body.error_code }).toEqual({ status: 400, code: 'conflict' });
  });

  it('answers 404 for an unknown commit or branch, and 400 without a branch', async () => {
    expectGitlabError(await service.api.post(`${commits()}/${'0'.repeat(40)}/revert`, { body: { branch: 'main' } }), 404, { message: '404 Commit Not Found' });
    expectGitlabError(await service.api.post(`${commits()}/${added}/revert`, { body: { branch: 'nope' } }), 404, { message: '404 Branch Not Found' });
    expectGitlabError(await service.api.post(`${commits()}/${added}/revert`, { body: {} }), 400, { error: 'branch is missing' });
  });
});

describe('GET /projects/:id/repository/merge_base', () => {
  it('answers the common ancestor of two or more refs as Entities::Commit', async () => {
    const base = git('rev-parse', 'main');
    await service.api.post(`/projects/${project.id}/repository/branches`, { body: { branch: 'left', ref: 'main' } });
    await service.api.post(`/projects/${project.id}/repository/branches`, { body: { branch: 'right', ref: 'main' } });
    await commitFile('left', 'l.txt', 'l', 'Left');
    await commitFile('right', 'r.txt', 'r', 'Right');
    const res = await service.api.get(`/projects/${project.id}/repository/merge_base?refs[]=left&refs[]=right`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: base, short_id: base.slice(0, 8), web_url: `${project.web_url}/-/commit/${base}` });
    const three = await service.api.get(`/projects/${project.id}/repository/merge_base?refs[]=left&refs[]=right&refs[]=main`);
    expect(three.body.id).toBe(base);
  });

  it('answers 400 for fewer than two refs or unknown refs, and 404 for unrelated histories', async () => {
    expectGitlabError(await service.api.get(`/projects/${project.id}/repository/merge_base?refs[]=main`), 400, { message: 'Provide at least 2 refs' });
    expectGitlabError(await service.api.get(`/projects/${project.id}/repository/merge_base?refs[]=main&refs[]=nope`), 400, { message: 'Could not find ref: nope' });
    expectGitlabError(await service.api.get(`/projects/${project.id}/repository/merge_base?refs[]=x&refs[]=y`), 400, { message: 'Could not find refs: x, y' });
    expectGitlabError(await service.api.get(`/projects/${project.id}/repository/merge_base`), 400, { error: 'refs is missing' });
    const orphan = git('commit-tree', git('mktree'), '-m', 'Orphan');
    git('update-ref', 'refs/heads/orphan', orphan);
    expectGitlabError(await service.api.get(`/projects/${project.id}/repository/merge_base?refs[]=main&refs[]=orphan`), 404, { message: '404 Merge Base Not Found' });
  });
});

describe('POST /projects/:id/repository/branches in an empty repository', () => {
  it('first commits an empty README.md on the default branch, then branches from it', async () => {
    const empty = await createProject(service.api);
    const res = await service.api.post(`/projects/${empty.id}/repository/branches`, { body: { branch: 'feature', ref: 'main' } });
    expect(res.status).toBe(201);
    const main = (await service.api.get(`/projects/${empty.id}/repository/branches/main`)).body;
    expect(main.commit).toMatchObject({ title: 'Add README.md', author_name: 'Administrator', parent_ids: [] });
    expect(res.body).toMatchObject({ name: 'feature', commit: { id: main.commit.id } });
    const readme = await service.api.get(`/projects/${empty.id}/repository/files/README.md?ref=main`);
    expect({ size: readme.body.size, content: readme.body.content }).toEqual({ size: 0, content: '' });
    expect((await service.api.get(`/projects/${empty.id}`)).body.default_branch).toBe('main');
  });
});
