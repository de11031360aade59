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

const paths = (snippet: Record<string, any>) => snippet.files.map((f: { path: string }) => f.path);

describe('PUT /snippets/:id', () => {
  it('changes title, description and visibility and leaves the files alone', async () => {
    const snippet = await createSnippet(owner.client);
    const res = await owner.client.put(`/snippets/${snippet.id}`, { body: { title: 'Renamed', description: 'Now described', visibility: 'public' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: snippet.id, title: 'Renamed', description: 'Now described', visibility: 'public', file_name: 'hello.rb' });
    expect((await other.client.get(`/snippets/${snippet.id}`)).body.title).toBe('Renamed');
  });

  it('applies create, update, move and delete actions in one commit', async () => {
    const snippet = await createSnippet(owner.client, { files: [{ file_path: 'keep.txt', content: 'k' }, { file_path: 'old.txt', content: 'o' }, { file_path: 'gone.txt', content: 'g' }] });
    const res = await owner.client.put(`/snippets/${snippet.id}`, {
      body: {
        files: [
          { action: 'create', file_path: 'new.txt', content: 'fresh' },
          { action: 'update', file_path: 'keep.txt', content: 'kept and changed' },
          { action: 'move', previous_path: 'old.txt', file_path: 'moved.txt' },
          { action: 'delete', file_path: 'gone.txt' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(paths(res.body).sort()).toEqual(['keep.txt', 'moved.txt', 'new.txt']);
    expect((await owner.client.get(`/snippets/${snippet.id}/files/main/keep.txt/raw`)).text).toBe('kept and changed');
    expect((await owner.client.get(`/snippets/${snippet.id}/files/main/moved.txt/raw`)).text).toBe('o');
    expectGitlabError(await owner.client.get(`/snippets/${snippet.id}/files/main/gone.txt/raw`), 404, { message: '404 File Not Found' });
  });

  it('updates the single file through the legacy content and file_name', async () => {
    const snippet = await createSnippet(owner.client);
    const res = await owner.client.put(`/snippets/${snippet.id}`, { body: { content: 'puts 2\n', file_name: 'renamed.rb' } });
    expect(res.status).toBe(200);
    expect(paths(res.body)).toEqual(['renamed.rb']);
    expect((await owner.client.get(`/snippets/${snippet.id}/raw`)).text).toBe('puts 2\n');
  });

  it('refuses content for a snippet with several files', async () => {
    const snippet = await createSnippet(owner.client, { files: [{ file_path: 'a', content: 'a' }, { file_path: 'b', content: 'b' }] });
    expectGitlabError(await owner.client.put(`/snippets/${snippet.id}`, { body: { content: 'x' } }), 400,
      { error: 'To update Snippets with multiple files, you must use the `files` parameter' });
  });

  it.each([
    [{}, 400, { error: 'content, description, files, file_name, title, visibility are missing, at least one parameter must be provided' }],
    [{ title: '' }, 400, { error: 'title is empty' }],
    [{ files: [{ action: 'create', file_path: 'x', content: 'y' }], content: 'z' }, 400, { error: 'files, content are mutually exclusive' }],
    [{ files: [{ action: 'rename', file_path: 'x' }] }, 400, { error: 'files[0][action] does not have a valid value' }],
    [{ files: [{ action: 'update', file_path: 'missing.rb', content: 'y' }] }, 400, { message: { error: "A file with this name doesn't exist" } }],
    [{ files: [{ action: 'create', file_path: 'hello.rb', content: 'y' }] }, 400, { message: { error: 'A file with this name already exists' } }],
    [{ files: [{ action: 'create', file_path: 'x' }] }, 422, { message: { error: 'Snippet actions have invalid data' } }],
    [{ files: [{ action: 'delete', file_path: 'hello.rb' }] }, 400, { message: { error: 'Snippet must have at least one file' } }],
  ])('answers %j with GitLab status and body and changes nothing', async (body, status, error) => {
    const snippet = await createSnippet(owner.client);
    expectGitlabError(await owner.client.put(`/snippets/${snippet.id}`, { body }), status, error);
    const after = (await owner.client.get(`/snippets/${snippet.id}`)).body;
    expect({ title: after.title, files: paths(after) }).toEqual({ title: 'A snippet', files: ['hello.rb'] });
    expect((await owner.client.get(`/snippets/${snippet.id}/raw`)).text).toBe('puts 1\n');
  });

  it("404s for another user's snippet, even a public one", async () => {
    const snippet = await createSnippet(owner.client, { visibility: 'public' });
    expectGitlabError(await other.client.put(`/snippets/${snippet.id}`, { body: { title: 'mine' } }), 404, { message: '404 Snippet Not Found' });
  });
});

describe('raw content', () => {
  // "First" is git tree order (Gitaly's ListFiles), where `dir/second.txt` sorts before `first.md`.
  it('serves the first file in tree order as text, and any file at a ref', async () => {
    const snippet = await createSnippet(owner.client, { visibility: 'public', files: [{ file_path: 'first.md', content: '# one' }, { file_path: 'dir/second.txt', content: 'two' }] });
    const raw = await other.client.get(`/snippets/${snippet.id}/raw`, { token: null });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(raw.text).toBe('two');
    const file = await owner.client.get(`/snippets/${snippet.id}/files/main/first.md/raw`);
    expect(file.text).toBe('# one');
    expect((await owner.client.get(`/snippets/${snippet.id}/files/main/${encodeURIComponent('dir/second.txt')}/raw`)).text).toBe('two');
    expectGitlabError(await owner.client.get(`/snippets/${snippet.id}/files/nope/first.md/raw`), 404, { message: '404 Reference Not Found' });
    expectGitlabError(await owner.client.get(`/snippets/${snippet.id}/files/main/absent.md/raw`), 404, { message: '404 File Not Found' });
  });

  it('hides the raw content of a private snippet from others', async () => {
    const snippet = await createSnippet(owner.client, { visibility: 'private' });
    expectGitlabError(await other.client.get(`/snippets/${snippet.id}/raw`), 404, { message: '404 Snippet Not Found' });
    expectGitlabError(await other.client.get(`/snippets/${snippet.id}/files/main/hello.rb/raw`), 404, { message: '404 Snippet Not Found' });
  });

  it('refuses content over the snippet_size_limit application setting', async () => {
    await service.api.put('/application/settings', { body: { snippet_size_limit: 10 } });
    try {
      const res = await owner.client.post('/snippets', { body: { title: 'big', file_name: 'big.txt', content: 'x'.repeat(11) } });
      expectGitlabError(res, 400, { message: { error: 'Content is too long (11 Bytes). The maximum size is 10 Bytes.' } });
    } finally {
      await service.api.put('/application/settings', { body: { snippet_size_limit: 52428800 } });
    }
  });
});
