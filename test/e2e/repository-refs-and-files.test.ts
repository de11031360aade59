import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { expectGitlabError } from '../support/expectations';
import { repositoryGitDir } from '../support/repositories';
import { startTestService, type TestService } from '../support/service';
import { settleJobs } from '../../subgraphs/repository/test/support';

let service: TestService;
let project: CreatedProject;
let gitDir: string;
const git = (...args: string[]) => execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8' }).trim();
const base = () => `/projects/${project.id}`;

beforeAll(async () => {
  service = await startTestService();
  project = await createProject(service.api, { visibility: 'public', initialize_with_readme: true });
  gitDir = await repositoryGitDir(service, project.id);
});
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

describe('repository files', () => {
  it('creates, reads, updates and deletes a file', async () => {
    const path = encodeURIComponent('docs/guide.md');
    const created = await service.api.post(`${base()}/repository/files/${path}`, { body: { branch: 'main', commit_message: 'Add guide', content: 'Guide\n' } });
    expect({ status: created.status, body: created.body }).toEqual({ status: 201, body: { file_path: 'docs/guide.md', branch: 'main' } });
    const read = await service.api.get(`${base()}/repository/files/${path}?ref=main`);
    expect(read.body).toEqual({
      file_name: 'guide.md', file_path: 'docs/guide.md', size: 6, encoding: 'base64', content_sha256: createHash('sha256').update('Guide\n').digest('hex'),
      ref: 'main', blob_id: git('rev-parse', 'main:docs/guide.md'), commit_id: git('rev-parse', 'main'), last_commit_id: git('rev-parse', 'main'),
      execute_filemode: false, content: Buffer.from('Guide\n').toString('base64'),
    });
    const updated = await service.api.put(`${base()}/repository/files/${path}`, { body: { branch: 'main', commit_message: 'Edit', content: 'R3VpZGUgMgo=', encoding: 'base64' } });
    expect({ status: updated.status, body: updated.body }).toEqual({ status: 200, body: { file_path: 'docs/guide.md', branch: 'main' } });
    expect(git('show', 'main:docs/guide.md')).toBe('Guide 2');
    const deleted = await service.api.delete(`${base()}/repository/files/${path}`, { body: { branch: 'main', commit_message: 'Remove' } });
    expect(deleted.status).toBe(204);
    expectGitlabError(await service.api.get(`${base()}/repository/files/${path}?ref=main`), 404, { message: '404 File Not Found' });
  });

  it('answers GitLab errors', async () => {
    expectGitlabError(await service.api.get(`${base()}/repository/files/README.md`), 400, { error: 'ref is missing' });
    expectGitlabError(await service.api.get(`${base()}/repository/files/README.md?ref=nope`), 404, { message: '404 Commit Not Found' });
    expectGitlabError(await service.api.get(`${base()}/repository/files/${encodeURIComponent('../secret')}?ref=main`), 400, { error: 'file_path should be a valid file path' });
    const exists = await service.api.post(`${base()}/repository/files/README.md`, { body: { branch: 'main', commit_message: 'x', content: 'x' } });
    expectGitlabError(exists, 400, { message: 'A file with this name already exists' });
    const stale = await service.api.put(`${base()}/repository/files/README.md`, { body: { branch: 'main', commit_message: 'x', content: 'x', last_commit_id: 'f'.repeat(40) } });
    expectGitlabError(stale, 400, { message: 'You are attempting to update a file that has changed since you started editing it.' });
  });
});

describe('tags', () => {
  it('creates, lists, reads and deletes tags; public projects need no token to read', async () => {
    const created = await service.api.post(`${base()}/repository/tags`, { body: { tag_name: 'v1.0.0', ref: 'main', message: 'Release' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'v1.0.0', message: 'Release', target: git('rev-parse', 'refs/tags/v1.0.0'), release: null, protected: false });
    expect(created.body.commit).toMatchObject({ id: git('rev-parse', 'main'), web_url: `${project.web_url}/-/commit/${git('rev-parse', 'main')}` });
    await service.api.post(`${base()}/repository/tags`, { body: { tag_name: 'v0.9', ref: 'main' } });
    const list = await service.api.as(null).get(`${base()}/repository/tags?order_by=name&sort=asc`);
    expect(list.body.map((t: { name: string }) => t.name)).toEqual(['v0.9', 'v1.0.0']);
    expect(list.headers.get('x-total')).toBe('2');
    expect((await service.api.as(null).get(`${base()}/repository/tags/v0.9`)).body).toMatchObject({ name: 'v0.9', message: null });
    expectGitlabError(await service.api.post(`${base()}/repository/tags`, { body: { tag_name: 'v0.9', ref: 'main' } }), 400, { message: 'Tag v0.9 already exists' });
    expectGitlabError(await service.api.get(`${base()}/repository/tags/v0.9/signature`), 404, { message: '404 GPG Signature Not Found' });
    expect((await service.api.delete(`${base()}/repository/tags/v0.9`)).status).toBe(204);
    expectGitlabError(await service.api.get(`${base()}/repository/tags/v0.9`), 404, { message: '404 Tag Not Found' });
  });

  it('requires authentication to create a tag', async () => {
    expectGitlabError(await service.api.as(null).post(`${base()}/repository/tags`, { body: { tag_name: 'x', ref: 'main' } }), 401, { message: '401 Unauthorized' });
  });
});

describe('branches and protected branches', () => {
  it('creates, lists, reads and deletes branches', async () => {
    const created = await service.api.post(`${base()}/repository/branches`, { body: { branch: 'feature/x', ref: 'main' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'feature/x', merged: false, protected: false, default: false, can_push: true, web_url: `${project.web_url}/-/tree/feature/x` });
    const list = await service.api.get(`${base()}/repository/branches?search=^feat`);
    expect(list.body.map((b: { name: string }) => b.name)).toEqual(['feature/x']);
    expect((await service.api.get(`${base()}/repository/branches/${encodeURIComponent('feature/x')}`)).body.commit.id).toBe(git('rev-parse', 'main'));
    expectGitlabError(await service.api.post(`${base()}/repository/branches`, { body: { branch: 'feature/x', ref: 'main' } }), 400, { message: 'Branch already exists' });
    expect((await service.api.delete(`${base()}/repository/branches/${encodeURIComponent('feature/x')}`)).status).toBe(204);
    expectGitlabError(await service.api.get(`${base()}/repository/branches/${encodeURIComponent('feature/x')}`), 404, { message: '404 Branch Not Found' });
  });

  it('protects and unprotects a branch', async () => {
    // The default branch is protected since its README commit (the instance default); a Maintainer may lift that and protect it anew.
    expect((await service.api.get(`${base()}/protected_branches`)).body.map((r: { name: string }) => r.name)).toEqual(['main']);
    expect((await service.api.delete(`${base()}/protected_branches/main`)).status).toBe(204);
    const created = await service.api.post(`${base()}/protected_branches`, { body: { name: 'main', push_access_level: 30 } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number), name: 'main', allow_force_push: false, code_owner_approval_required: false,
      push_access_levels: [{ id: expect.any(Number), access_level: 30, access_level_description: 'Developers + Maintainers', deploy_key_id: null, user_id: null, group_id: null }],
      merge_access_levels: [expect.objectContaining({ access_level: 40, access_level_description: 'Maintainers' })],
      unprotect_access_levels: [expect.objectContaining({ access_level: 40 })],
    });
    expectGitlabError(await service.api.post(`${base()}/protected_branches`, { body: { name: 'main' } }), 409, { message: "Protected branch 'main' already exists" });
    expect((await service.api.get(`${base()}/protected_branches`)).body.map((r: { name: string }) => r.name)).toEqual(['main']);
    expect((await service.api.get(`${base()}/repository/branches/main`)).body).toMatchObject({ protected: true, developers_can_push: true, default: true });
    const { client } = await createUserWithClient(service.api);
    expectGitlabError(await client.get(`${base()}/protected_branches`), 403, { message: '403 Forbidden' });
    expect((await service.api.delete(`${base()}/protected_branches/main`)).status).toBe(204);
    expectGitlabError(await service.api.get(`${base()}/protected_branches/main`), 404, { message: '404 Not found' });
  });
});

describe('tree, blobs and compare', () => {
  it('lists the tree, reads a blob and compares refs', async () => {
    const tree = await service.api.get(`${base()}/repository/tree`);
    expect(tree.body).toEqual([{ id: git('rev-parse', 'main:README.md'), name: 'README.md', type: 'blob', path: 'README.md', mode: '100644' }]);
    expectGitlabError(await service.api.get(`${base()}/repository/tree?ref=nope`), 404, { message: '404 Tree Not Found' });
    const blob = await service.api.get(`${base()}/repository/blobs/${git('rev-parse', 'main:README.md')}`);
    expect(blob.body).toMatchObject({ sha: git('rev-parse', 'main:README.md'), encoding: 'base64', size: expect.any(Number) });
    await service.api.post(`${base()}/repository/commits`, {
      body: { branch: 'compare-me', start_branch: 'main', commit_message: 'Compare', actions: [{ action: 'create', file_path: 'c.txt', content: 'c\n' }] },
    });
    const compare = await service.api.get(`${base()}/repository/compare?from=main&to=compare-me`);
    expect(compare.body).toMatchObject({
      commit: { id: git('rev-parse', 'compare-me') }, commits: [{ title: 'Compare' }], compare_timeout: false, compare_same_ref: false,
      diffs: [{ new_path: 'c.txt', new_file: true, diff: '@@ -0,0 +1 @@\n+c\n' }], web_url: `${project.web_url}/-/compare/main...compare-me`,
    });
    expectGitlabError(await service.api.get(`${base()}/repository/compare?from=main&to=nope`), 404, { message: '404 Ref Not Found' });
  });
});

describe('GET /projects/:id/repository/files/:file_path/blame', () => {
  // The blame's commits are Entities::Commit: CommitDetail without its detail fields.
  const commitOf = ({ stats, status, project_id, last_pipeline, ...commit }: Record<string, unknown>) => commit;

  it('answers a range per commit with its lines, narrowed by range[start] and range[end]', async () => {
    await service.api.post(`${base()}/repository/files/blame.txt`, { body: { branch: 'main', commit_message: 'Add blame', content: 'one\ntwo\n' } });
    const first = (await service.api.get(`${base()}/repository/commits/main`)).body;
    await service.api.put(`${base()}/repository/files/blame.txt`, { body: { branch: 'main', commit_message: 'Edit blame', content: 'one\nTWO\nthree\n' } });
    const second = (await service.api.get(`${base()}/repository/commits/main`)).body;
    const res = await service.api.get(`${base()}/repository/files/blame.txt/blame?ref=main`);
    expect({ status: res.status, body: res.body }).toEqual({
      status: 200,
      body: [{ commit: commitOf(first), lines: ['one'] }, { commit: commitOf(second), lines: ['TWO', 'three'] }],
    });
    const ranged = await service.api.get(`${base()}/repository/files/blame.txt/blame?ref=main&range[start]=2&range[end]=2`);
    expect(ranged.body).toEqual([{ commit: commitOf(second), lines: ['TWO'] }]);
  });
});
