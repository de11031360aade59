import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { catFile, closeAllCatFiles } from '../services/git/catfile/catfile-pool';
import { CatFileSession } from '../services/git/catfile/catfile-session';
import { GitCommandError } from '../services/git/git-command';

// A repository's long-lived `git cat-file --batch-command` against the answers of git run directly.
let work: string;
let gitDir: string;
let session: CatFileSession;
const git = (...args: string[]) => execFileSync('git', ['--git-dir', gitDir, ...args], {
  env: { ...process.env, GIT_AUTHOR_NAME: 'Ada', GIT_AUTHOR_EMAIL: 'ada@example.com', GIT_COMMITTER_NAME: 'Ada', GIT_COMMITTER_EMAIL: 'ada@example.com' },
}).toString().trim();
const blob = (content: string | Buffer) => execFileSync('git', ['--git-dir', gitDir, 'hash-object', '-w', '--stdin'], { input: content }).toString().trim();

function commit(branch: string, files: Record<string, string>): string {
  const entries = Object.entries(files).map(([name, content]) => `100644 blob ${blob(content)}\t${name}`).join('\n');
  const tree = execFileSync('git', ['--git-dir', gitDir, 'mktree'], { input: `${entries}\n` }).toString().trim();
  const sha = git('commit-tree', tree, '-m', `on ${branch}`);
  git('update-ref', `refs/heads/${branch}`, sha);
  return sha;
}

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'catfile-'));
  gitDir = path.join(work, 'repo.git');
  execFileSync('git', ['init', '--quiet', '--bare', gitDir]);
  session = new CatFileSession(gitDir);
});
afterEach(() => {
  session.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('a cat-file session', () => {
  it('answers contents and info as git does, binary bytes intact, with null for missing and unusable names', async () => {
    const bytes = Buffer.from([0, 1, 2, 255, 10, 0, 10]);
    const oid = blob(bytes);
    const sha = commit('main', { 'a.txt': 'hello\n' });
    const [object, fromPath, missing, multiLine, empty] = await session.read('contents', [oid, 'main:a.txt', '0'.repeat(40), 'main\nmain', '']);
    expect(object).toEqual({ oid, type: 'blob', size: 7, data: bytes });
    expect(fromPath?.data.toString()).toBe('hello\n');
    expect([missing, multiLine, empty]).toEqual([null, null, null]);
    const [info, tree] = await session.read('info', [sha, 'main^{tree}']);
    expect(info).toEqual({ oid: sha, type: 'commit', size: Number(git('cat-file', '-s', sha)) });
    expect(tree).toEqual({ oid: git('rev-parse', 'main^{tree}'), type: 'tree', size: Number(git('cat-file', '-s', 'main^{tree}')) });
  });

  it('answers concurrent reads each with its own objects', async () => {
    const contents = Array.from({ length: 40 }, (_, i) => `content ${i}\n`.repeat(i * 500 + 1));
    // One git for all the blobs: a process per blob took most of this test's time on a loaded machine.
    const files = contents.map((content, i) => {
      const file = path.join(work, `blob-${i}`);
      fs.writeFileSync(file, content);
      return file;
    });
    const oids = git('hash-object', '-w', '--', ...files).split('\n');
    const answers = await Promise.all(oids.map((oid, i) => session.read(i % 2 ? 'contents' : 'info', [oid, oids[(i + 1) % oids.length]])));
    answers.forEach(([first, second], i) => {
      expect(first?.oid).toBe(oids[i]);
      expect(second?.oid).toBe(oids[(i + 1) % oids.length]);
      if (i % 2) expect([(first as { data: Buffer }).data.toString(), (second as { data: Buffer }).data.toString()]).toEqual([contents[i], contents[(i + 1) % oids.length]]);
    });
    expect(session.running).toBe(true);
  });

  it('starts a new process after its process is killed', async () => {
    const sha = commit('main', { 'a.txt': 'a\n' });
    expect((await session.read('info', [sha]))[0]?.oid).toBe(sha);
    const first = session.pid!;
    process.kill(first, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(session.running).toBe(false);
    expect((await session.read('info', [sha]))[0]?.oid).toBe(sha);
    expect(session.pid).not.toBe(first);
  });

  it('fails only the request whose name makes git stop; the requests queued behind it are answered', async () => {
    const sha = commit('main', { 'a.txt': 'a\n' });
    const [bad, good] = await Promise.allSettled([session.read('contents', ['main:../outside']), session.read('info', [sha])]);
    expect(bad.status === 'rejected' && bad.reason).toBeInstanceOf(GitCommandError);
    expect(good.status === 'fulfilled' && good.value[0]?.oid).toBe(sha);
  });

  it('sees refs and objects written after it started, loose or packed', async () => {
    const first = commit('main', { 'a.txt': 'a\n' });
    expect((await session.read('info', ['main']))[0]?.oid).toBe(first);
    const second = commit('main', { 'a.txt': 'b\n' });
    expect((await session.read('info', ['main', 'feature']))).toEqual([expect.objectContaining({ oid: second }), null]);
    const feature = commit('feature', { 'b.txt': 'b\n' });
    git('pack-refs', '--all');
    git('repack', '-a', '-d', '--quiet');
    const third = commit('main', { 'a.txt': 'c\n' });
    git('pack-refs', '--all');
    const answers = await session.read('contents', ['main', 'feature', 'main:a.txt']);
    expect(answers.map((a) => a?.oid)).toEqual([third, feature, blob('c\n')]);
  });

  it('ends its process on close once the reads already made are answered', async () => {
    const sha = commit('main', { 'a.txt': 'a\n' });
    const pending = session.read('info', [sha]);
    session.close();
    expect((await pending)[0]?.oid).toBe(sha);
    expect(session.running).toBe(false);
  });
});

describe('the cat-file pool', () => {
  afterAll(() => closeAllCatFiles());

  it('keeps one session per repository and closes the least recently used one beyond its bound', () => {
    const first = catFile(gitDir);
    expect(catFile(gitDir)).toBe(first);
    for (let i = 0; i < 16; i++) catFile(path.join(work, `other-${i}.git`));
    expect(catFile(gitDir)).not.toBe(first);
  });
});
