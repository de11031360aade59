import fs from 'node:fs';
import path from 'node:path';
import { createProject, createUserWithClient } from '../support/factories';
import { git, runGit, Scratch } from '../support/git-cli';
import { createSnippet } from '../support/snippets';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
const scratch = new Scratch();
let owner: Awaited<ReturnType<typeof createUserWithClient>>;
let stranger: Awaited<ReturnType<typeof createUserWithClient>>;

// A whole service boots here; on a loaded machine that can take longer than jest's default 30 s.
beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
  stranger = await createUserWithClient(service.api);
}, 120_000);
afterAll(async () => {
  scratch.cleanup();
  await service?.stop();
});

/** The snippet's http_url_to_repo on this server, with a token as the Basic password. */
function cloneUrl(httpUrlToRepo: string, token?: string): string {
  const url = new URL(httpUrlToRepo.replace('localhost', '127.0.0.1'));
  if (token) {
    url.username = 'oauth2';
    url.password = token;
  }
  return url.toString();
}

describe('git clone of a snippet over HTTP', () => {
  it('clones a personal snippet with the real git CLI: every file, one commit by the author per write', async () => {
    const snippet = await createSnippet(owner.client, { visibility: 'private', files: [{ file_path: 'a.txt', content: 'alpha\n' }, { file_path: 'dir/b.txt', content: 'beta\n' }] });
    await owner.client.put(`/snippets/${snippet.id}`, { body: { files: [{ action: 'update', file_path: 'a.txt', content: 'alpha 2\n' }] } });
    const dir = scratch.dir();
    await git(dir, 'clone', '--quiet', cloneUrl(snippet.http_url_to_repo, owner.token), 'snippet');
    const repo = path.join(dir, 'snippet');
    expect(fs.readFileSync(path.join(repo, 'a.txt'), 'utf8')).toBe('alpha 2\n');
    expect(fs.readFileSync(path.join(repo, 'dir/b.txt'), 'utf8')).toBe('beta\n');
    expect((await git(repo, 'log', '--format=%s|%an')).trim().split('\n')).toEqual([`Update snippet|User ${owner.user.username}`, `Initial commit|User ${owner.user.username}`]);
    expect((await git(repo, 'rev-parse', '--abbrev-ref', 'HEAD')).trim()).toBe('main');
  });

  it('clones a public project snippet anonymously under the project path', async () => {
    const project = await createProject(owner.client, { visibility: 'public' });
    const snippet = await createSnippet(owner.client, { visibility: 'public' }, project.id);
    expect(snippet.http_url_to_repo).toContain(`/${project.path_with_namespace}/snippets/${snippet.id}.git`);
    const dir = scratch.dir();
    await git(dir, 'clone', '--quiet', cloneUrl(snippet.http_url_to_repo), 'snippet');
    expect(fs.readFileSync(path.join(dir, 'snippet', 'hello.rb'), 'utf8')).toBe('puts 1\n');
  });

  it('refuses a private snippet to others (404) and anonymous callers (401), and every push', async () => {
    const snippet = await createSnippet(owner.client, { visibility: 'private' });
    const infoRefs = (token?: string, service_ = 'git-upload-pack') => fetch(`${cloneUrl(snippet.http_url_to_repo)}/info/refs?service=${service_}`, {
      headers: token ? { authorization: `Basic ${Buffer.from(`x:${token}`).toString('base64')}` } : {},
    });
    const asStranger = await infoRefs(stranger.token);
    expect(asStranger.status).toBe(404);
    expect(await asStranger.text()).toBe('The snippet you were looking for could not be found.');
    expect((await infoRefs()).status).toBe(401);
    const push = await infoRefs(owner.token, 'git-receive-pack');
    expect(push.status).toBe(403);
    expect(await push.text()).toBe('You are not allowed to update this snippet.');
    const dir = scratch.dir();
    const clone = await runGit(dir, ['clone', '--quiet', cloneUrl(snippet.http_url_to_repo, stranger.token), 'snippet']);
    expect(clone.code).not.toBe(0);
    expect(fs.existsSync(path.join(dir, 'snippet', 'hello.rb'))).toBe(false);
  });

  it('does not serve a snippet under another project path', async () => {
    const project = await createProject(owner.client, { visibility: 'public' });
    const other = await createProject(owner.client, { visibility: 'public' });
    const snippet = await createSnippet(owner.client, { visibility: 'public' }, project.id);
    const res = await fetch(`${service.url}/${other.path_with_namespace}/snippets/${snippet.id}.git/info/refs?service=git-upload-pack`, {
      headers: { authorization: `Basic ${Buffer.from(`x:${owner.token}`).toString('base64')}` },
    });
    expect(res.status).toBe(404);
  });
});
