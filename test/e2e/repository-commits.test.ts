import { createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { settleJobs } from '../../subgraphs/repository/test/support';
import { expectGitlabError } from '../support/expectations';
import { gitOnDisk, repositoryGitDir } from '../support/repositories';

let service: TestService;
let project: CreatedProject;
let gitDir: string;
const git = (...args: string[]) => gitOnDisk(gitDir, ...args);

beforeAll(async () => {
  service = await startTestService();
  project = await createProject(service.api, { initialize_with_readme: true });
  gitDir = await repositoryGitDir(service, project.id);
});
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

const base = () => `/projects/${project.id}/repository`;

describe('POST /projects/:id/repository/commits', () => {
  it('creates a commit from JSON actions and answers CommitDetail', async () => {
    const res = await service.api.post(`${base()}/commits`, {
      body: { branch: 'main', commit_message: 'Add files', actions: [{ action: 'create', file_path: 'a.txt', content: 'a\n' }, { action: 'delete', file_path: 'README.md' }] },
    });
    expect(res.status).toBe(201);
    const sha = git('rev-parse', 'main');
    expect(res.body).toEqual({
      id: sha, short_id: sha.slice(0, 8), created_at: expect.any(String), parent_ids: [git('rev-parse', 'main~1')], title: 'Add files', message: 'Add files',
      author_name: 'Administrator', author_email: expect.any(String), authored_date: expect.any(String), committer_name: 'Administrator',
      committer_email: expect.any(String), committed_date: res.body.created_at, trailers: {}, extended_trailers: {},
      web_url: `${project.web_url}/-/commit/${sha}`, stats: { additions: 1, deletions: 1, total: 2 }, status: null, project_id: project.id, last_pipeline: null,
    });
  });

  // Rack's nested params: a repeated `actions[][field]` key starts the next action (doc/api/commits.md).
  it('accepts form encoding with repeated actions[][field] keys as several actions', async () => {
    const body = new URLSearchParams([
      ['branch', 'main'], ['commit_message', 'Form commit'], ['stats', 'false'],
      ['actions[][action]', 'create'], ['actions[][file_path]', 'form/one.txt'], ['actions[][content]', 'one'], ['actions[][execute_filemode]', 'true'],
      ['actions[][action]', 'create'], ['actions[][file_path]', 'form/two.txt'], ['actions[][content]', 'two'],
    ]).toString();
    const res = await service.api.post(`${base()}/commits`, { body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(201);
    expect(res.body.stats).toBeUndefined();
    expect(git('show', 'main:form/one.txt')).toBe('one');
    expect(git('ls-tree', 'main', 'form/one.txt')).toMatch(/^100755 /);
    expect(git('show', 'main:form/two.txt')).toBe('two');
    expect(git('ls-tree', 'main', 'form/two.txt')).toMatch(/^100644 /);
    expect(git('diff-tree', '--no-commit-id', '--name-only', '-r', 'main').split('\n')).toEqual(['form/one.txt', 'form/two.txt']);
  });

  it.each([
    [{ commit_message: 'x', actions: [{ action: 'create', file_path: 'x', content: '' }] }, '400 Bad request - branch is required'],
    [{ branch: 'main', commit_message: 'x', actions: [] }, '400 Bad request - actions is required'],
    [{ branch: 'main', commit_message: 'x', actions: [{ action: 'create', file_path: 'a.txt', content: '' }] }, 'A file with this name already exists'],
    [{ branch: 'main', commit_message: 'x', actions: [{ action: 'create', file_path: '../x', content: '' }] }, 'Path cannot include directory traversal'],
  ])('answers 400 with GitLab text for %j', async (body, message) => {
    expectGitlabError(await service.api.post(`${base()}/commits`, { body }), 400, { message });
  });
});

describe('reading commits', () => {
  it('lists commits without X-Total, by numeric id or URL-encoded path', async () => {
    const res = await service.api.get(`/projects/${encodeURIComponent(project.path_with_namespace)}/repository/commits?per_page=1`);
    expect(res.status).toBe(200);
    expect(res.body.map((c: { id: string }) => c.id)).toEqual([git('rev-parse', 'main')]);
    expect(res.headers.get('x-total')).toBeNull();
    expect(res.headers.get('x-next-page')).toBe('2');
    const all = await service.api.get(`${base()}/commits?with_stats=true&trailers=true`);
    expect(all.body.map((c: { id: string }) => c.id)).toEqual(git('log', '--format=%H', 'main').split('\n'));
    expect(all.body[0]).toMatchObject({ stats: expect.any(Object), trailers: {}, extended_trailers: {} });
  });

  it('answers a single commit, its refs, sequence and diff', async () => {
    const sha = git('rev-parse', 'main');
    const single = await service.api.get(`${base()}/commits/main?stats=false`);
    expect(single.body).toMatchObject({ id: sha, status: null, last_pipeline: null, project_id: project.id });
    expect(single.body.stats).toBeUndefined();
    const refs = await service.api.get(`${base()}/commits/${sha}/refs?type=branch`);
    expect(refs.body).toEqual([{ type: 'branch', name: 'main' }]);
    expect((await service.api.get(`${base()}/commits/${sha}/sequence`)).body).toEqual({ count: 3 });
    const diff = await service.api.get(`${base()}/commits/${sha}/diff`);
    expect(diff.body[0]).toMatchObject({ new_path: 'form/one.txt', a_mode: '0', b_mode: '100755', new_file: true });
    expectGitlabError(await service.api.get(`${base()}/commits/${'d'.repeat(40)}`), 404, { message: '404 Commit Not Found' });
  });

  it('answers 404 Project Not Found to a user who may not see the project', async () => {
    const { client } = await createUserWithClient(service.api);
    expectGitlabError(await client.get(`${base()}/commits`), 404, { message: '404 Project Not Found' });
  });
});

describe('POST /projects/:id/repository/commits/:sha/cherry_pick', () => {
  it('picks a commit onto a branch, or explains why not', async () => {
    const created = await service.api.post(`${base()}/commits`, {
      body: { branch: 'topic', start_branch: 'main', commit_message: 'Topic change', actions: [{ action: 'create', file_path: 'topic.txt', content: 't' }] },
    });
    git('branch', 'target', 'main');
    const dry = await service.api.post(`${base()}/commits/${created.body.id}/cherry_pick`, { body: { branch: 'target', dry_run: true } });
    expect({ status: dry.status, body: dry.body }).toEqual({ status: 200, body: { dry_run: 'success' } });
    const picked = await service.api.post(`${base()}/commits/${created.body.id}/cherry_pick`, { body: { branch: 'target' } });
    expect(picked.status).toBe(201);
    expect(picked.body).toMatchObject({ id: git('rev-parse', 'target'), message: `Topic change\n\n(cherry picked from commit ${created.body.id})` });
    const again = await service.api.post(`${base()}/commits/${created.body.id}/cherry_pick`, { body: { branch: 'target' } });
    expectGitlabError(again, 400, {
      message: 'Sorry, we cannot cherry-pick this commit automatically. This commit may already have been cherry-picked, or a more recent commit may have updated some of its content.',
      error_code: 'empty',
    });
    expectGitlabError(await service.api.post(`${base()}/commits/${created.body.id}/cherry_pick`, { body: {} }), 400, { error: 'branch is missing' });
  });
});
