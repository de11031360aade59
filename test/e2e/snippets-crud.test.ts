import { expectGitlabError } from '../support/expectations';
import { createUserWithClient } from '../support/factories';
import { createSnippet } from '../support/snippets';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;
let other: Awaited<ReturnType<typeof createUserWithClient>>;

// A whole service boots here; on a loaded machine that can take longer than jest's default 30 s.
beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
  other = await createUserWithClient(service.api);
}, 120_000);
afterAll(async () => {
  await service?.stop();
});

/** The instance's external URL: the service answers on 127.0.0.1 but names itself localhost. */
const base = () => service.url.replace('127.0.0.1', 'localhost');
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const userBasic = (user: { id: number; username: string }) => ({
  id: user.id, username: user.username, name: `User ${user.username}`, state: 'active', locked: false,
  avatar_url: expect.stringContaining('https://www.gravatar.com/avatar/'), web_url: `${base()}/${user.username}`,
});

describe('POST /snippets', () => {
  it("answers 201 with GitLab's snippet entity, each file with its raw URL", async () => {
    const res = await owner.client.post('/snippets', {
      body: { title: 'Two files', description: 'Helpers', visibility: 'public', files: [{ file_path: 'a.rb', content: 'A\n' }, { file_path: 'lib/b.rb', content: 'B\n' }] },
    });
    expect(res.status).toBe(201);
    const id = res.body.id;
    const web = `${base()}/-/snippets/${id}`;
    expect(res.body).toEqual({
      id: expect.any(Number), title: 'Two files', description: 'Helpers', visibility: 'public', author: userBasic(owner.user),
      created_at: expect.stringMatching(TIMESTAMP), updated_at: expect.stringMatching(TIMESTAMP), project_id: null,
      web_url: web, raw_url: `${web}/raw`, ssh_url_to_repo: `git@localhost:snippets/${id}.git`, http_url_to_repo: `${base()}/snippets/${id}.git`,
      file_name: 'a.rb', files: [{ path: 'a.rb', raw_url: `${web}/raw/main/a.rb` }, { path: 'lib/b.rb', raw_url: `${web}/raw/main/lib/b.rb` }],
      imported: false, imported_from: 'none',
    });
    expect(Object.keys(res.body)).toEqual([
      'id', 'title', 'description', 'visibility', 'author', 'created_at', 'updated_at', 'project_id', 'web_url', 'raw_url',
      'ssh_url_to_repo', 'http_url_to_repo', 'file_name', 'files', 'imported', 'imported_from',
    ]);
  });

  it('accepts the legacy file_name and content, internal by default', async () => {
    const res = await owner.client.post('/snippets', { body: { title: 'Legacy', file_name: 'legacy.txt', content: 'old style' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ visibility: 'internal', file_name: 'legacy.txt', files: [{ path: 'legacy.txt' }], description: null });
    const raw = await owner.client.get(`/snippets/${res.body.id}/raw`);
    expect(raw.status).toBe(200);
    expect(raw.text).toBe('old style');
  });

  it('shows repository_storage to administrators only', async () => {
    const snippet = await createSnippet(owner.client, { visibility: 'public' });
    expect('repository_storage' in snippet).toBe(false);
    const asAdmin = await service.api.get(`/snippets/${snippet.id}`);
    expect(asAdmin.body.repository_storage).toBe('default');
  });

  it.each([
    [{}, { error: 'title is missing' }],
    [{ title: '' }, { error: 'title is empty' }],
    [{ title: 'x' }, { error: 'files, content are missing, exactly one parameter must be provided' }],
    [{ title: 'x', content: 'y', file_name: 'a', files: [{ file_path: 'a', content: 'b' }] }, { error: 'files, content are mutually exclusive' }],
    [{ title: 'x', content: '' }, { error: 'content is empty' }],
    [{ title: 'x', content: 'y' }, { error: 'file_name is missing' }],
    [{ title: 'x', visibility: 'secret', content: 'y', file_name: 'a' }, { error: 'visibility does not have a valid value' }],
    [{ title: 'x', files: [{ content: 'b' }] }, { error: 'files[0][file_path] is missing' }],
    [{ title: 'x', files: [{ file_path: 'a', content: ' ' }] }, { error: 'files[0][content] is empty' }],
  ])('answers 400 for %j and creates nothing', async (body, error) => {
    const before = (await other.client.get('/snippets')).body.length;
    expectGitlabError(await other.client.post('/snippets', { body }), 400, error);
    expect((await other.client.get('/snippets')).body.length).toBe(before);
  });

  it('refuses two files with the same path', async () => {
    const res = await other.client.post('/snippets', { body: { title: 'dup', files: [{ file_path: 'a', content: '1' }, { file_path: 'a', content: '2' }] } });
    expectGitlabError(res, 400, { message: { error: 'A file with this name already exists' } });
  });

  it('answers 401 without a token', async () => {
    expectGitlabError(await owner.client.post('/snippets', { token: null, body: { title: 'x', content: 'y', file_name: 'a' } }), 401, { message: '401 Unauthorized' });
  });
});

describe('GET /snippets/:id and DELETE /snippets/:id', () => {
  it('hides a private snippet from others as 404 and shows a public one even without a token', async () => {
    const secret = await createSnippet(owner.client, { visibility: 'private' });
    const open = await createSnippet(owner.client, { visibility: 'public' });
    const internal = await createSnippet(owner.client, { visibility: 'internal' });
    expectGitlabError(await other.client.get(`/snippets/${secret.id}`), 404, { message: '404 Snippet Not Found' });
    expect((await owner.client.get(`/snippets/${secret.id}`)).body.id).toBe(secret.id);
    expect((await other.client.get(`/snippets/${open.id}`, { token: null })).body.id).toBe(open.id);
    expect((await other.client.get(`/snippets/${internal.id}`)).status).toBe(200);
    expectGitlabError(await other.client.get(`/snippets/${internal.id}`, { token: null }), 404, { message: '404 Snippet Not Found' });
    expectGitlabError(await other.client.get('/snippets/999999999'), 404, { message: '404 Snippet Not Found' });
  });

  it("deletes the author's snippet (204) and 404s for anyone else's", async () => {
    const snippet = await createSnippet(owner.client, { visibility: 'public' });
    expectGitlabError(await other.client.delete(`/snippets/${snippet.id}`), 404, { message: '404 Snippet Not Found' });
    const res = await owner.client.delete(`/snippets/${snippet.id}`);
    expect(res.status).toBe(204);
    expectGitlabError(await owner.client.get(`/snippets/${snippet.id}`), 404, { message: '404 Snippet Not Found' });
    expectGitlabError(await owner.client.get(`/snippets/${snippet.id}/raw`), 404, { message: '404 Snippet Not Found' });
  });
});
