import { execFileSync } from 'node:child_process';
import { COMMIT_FIELDS, gitBare, RepositoryHarness } from './support';

let h: RepositoryHarness;
beforeAll(async () => {
  h = await RepositoryHarness.start();
});
afterAll(async () => {
  await h?.stop();
});

const CREATE = `mutation($input: CreateCommitInput!) { createCommit(input: $input) { id ${COMMIT_FIELDS} stats { additions deletions total } } }`;

function input(projectId: number, actions: object[], extra: object = {}) {
  return { input: { projectId: String(projectId), branch: 'main', commitMessage: 'Change files', actions, ...extra } };
}

async function refused(projectId: number, actions: object[], extra: object = {}) {
  return h.error(CREATE, input(projectId, actions, extra));
}

describe('createCommit', () => {
  it('applies create, update, delete, move and chmod in one commit, as git sees it', async () => {
    const { projectId, gitDir } = await h.createRepository();
    await h.ok(CREATE, input(projectId, [
      { action: 'create', filePath: 'a.txt', content: 'one\ntwo\n' },
      { action: 'create', filePath: 'dir/b.txt', content: 'bee\n' },
      { action: 'create', filePath: 'dir/c.txt', content: 'sea\n' },
      { action: 'create', filePath: 'run.sh', content: 'echo hi\n' },
    ]));
    const parent = gitBare(gitDir, 'rev-parse', 'main');
    const { createCommit: commit } = await h.ok(CREATE, input(projectId, [
      { action: 'update', filePath: 'a.txt', content: 'one\nthree\n' },
      { action: 'delete', filePath: 'README.md' },
      { action: 'move', filePath: 'moved/b.txt', previousPath: 'dir/b.txt' },
      { action: 'move', filePath: 'dir/d.txt', previousPath: 'dir/c.txt', content: 'dee\n' },
      { action: 'chmod', filePath: 'run.sh', executeFilemode: true },
    ], { commitMessage: 'Rework\n\nBody line\n' }));
    expect(gitBare(gitDir, 'rev-parse', 'main')).toBe(commit.sha);
    expect(commit).toMatchObject({
      id: `${projectId}:${commit.sha}`, shortId: commit.sha.slice(0, 8), title: 'Rework', message: 'Rework\n\nBody line\n',
      parentIds: [parent], authorName: 'Administrator', committerName: 'Administrator', createdAt: commit.committedDate,
    });
    const raw = execFileSync('git', ['--git-dir', gitDir, 'cat-file', 'commit', commit.sha], { encoding: 'utf8' });
    expect(raw.slice(raw.indexOf('\n\n') + 2)).toBe('Rework\n\nBody line\n');
    expect(gitBare(gitDir, 'ls-tree', '-r', '--format=%(objectmode) %(path)', 'main')).toBe(
      ['100644 a.txt', '100644 dir/d.txt', '100644 moved/b.txt', '100755 run.sh'].join('\n'),
    );
    expect(gitBare(gitDir, 'show', 'main:a.txt')).toBe('one\nthree');
    expect(gitBare(gitDir, 'show', 'main:moved/b.txt')).toBe('bee');
    expect(gitBare(gitDir, 'show', 'main:dir/d.txt')).toBe('dee');
    const numstat = gitBare(gitDir, 'diff', '--numstat', '--no-renames', parent, commit.sha).split('\n').map((l) => l.split('\t'));
    const additions = numstat.reduce((sum, [a]) => sum + Number(a), 0);
    const deletions = numstat.reduce((sum, [, d]) => sum + Number(d), 0);
    expect(commit.stats).toEqual({ additions, deletions, total: additions + deletions });
  });

  it('stores base64 content byte for byte', async () => {
    const { projectId, gitDir } = await h.createRepository();
    const bytes = Buffer.from([0, 255, 1, 254, 10, 13, 0x89, 0x50, 0x4e, 0x47]);
    await h.ok(CREATE, input(projectId, [{ action: 'create', filePath: 'bin/blob.dat', content: bytes.toString('base64'), encoding: 'base64' }]));
    const stored = execFileSync('git', ['--git-dir', gitDir, 'cat-file', 'blob', 'main:bin/blob.dat']);
    expect(Buffer.compare(stored, bytes)).toBe(0);
  });

  it('takes author_name and author_email while the caller stays the committer', async () => {
    const { projectId, gitDir } = await h.createRepository();
    const { createCommit: commit } = await h.ok(CREATE, input(projectId, [{ action: 'create', filePath: 'x', content: 'x' }], { authorName: 'Jane Doe', authorEmail: 'jane@example.com' }));
    expect(gitBare(gitDir, 'log', '-1', '--format=%an <%ae>|%cn', 'main')).toBe(`Jane Doe <jane@example.com>|${commit.committerName}`);
    expect(commit).toMatchObject({ authorName: 'Jane Doe', authorEmail: 'jane@example.com' });
  });

  it('creates a branch from start_branch or start_sha, and force replaces an existing one', async () => {
    const { projectId, gitDir } = await h.createRepository();
    const root = gitBare(gitDir, 'rev-parse', 'main');
    await h.ok(CREATE, input(projectId, [{ action: 'create', filePath: 'f1', content: '1' }]));
    await h.ok(CREATE, input(projectId, [{ action: 'create', filePath: 'f2', content: '2' }], { branch: 'feature', startBranch: 'main' }));
    expect(gitBare(gitDir, 'rev-parse', 'feature~1')).toBe(gitBare(gitDir, 'rev-parse', 'main'));
    await h.ok(CREATE, input(projectId, [{ action: 'create', filePath: 'f3', content: '3' }], { branch: 'from-sha', startSha: root }));
    expect(gitBare(gitDir, 'rev-parse', 'from-sha~1')).toBe(root);
    const exists = await refused(projectId, [{ action: 'create', filePath: 'f4', content: '4' }], { branch: 'feature', startSha: root });
    expect(exists.body).toEqual({ message: "A branch called 'feature' already exists. Switch to that branch in order to make changes" });
    await h.ok(CREATE, input(projectId, [{ action: 'create', filePath: 'f4', content: '4' }], { branch: 'feature', startSha: root, force: true }));
    expect(gitBare(gitDir, 'rev-parse', 'feature~1')).toBe(root);
  });

  it('starts from another project with start_project', async () => {
    const source = await h.createRepository();
    const target = await h.createRepository({ initializeWithReadme: false });
    await h.ok(CREATE, input(source.projectId, [{ action: 'create', filePath: 'shared.txt', content: 'shared' }]));
    const { createCommit: commit } = await h.ok(CREATE, input(target.projectId, [{ action: 'create', filePath: 'own.txt', content: 'own' }], {
      branch: 'imported', startBranch: 'main', startProject: String(source.projectId),
    }));
    expect(commit.parentIds).toEqual([gitBare(source.gitDir, 'rev-parse', 'main')]);
    expect(gitBare(target.gitDir, 'show', 'imported:shared.txt')).toBe('shared');
  });

  it('makes the first branch of an empty repository its default branch', async () => {
    const { projectId, gitDir } = await h.createRepository({ initializeWithReadme: false });
    await h.ok(CREATE, input(projectId, [{ action: 'create', filePath: 'first.txt', content: '1' }], { branch: 'develop' }));
    expect(gitBare(gitDir, 'symbolic-ref', 'HEAD')).toBe('refs/heads/develop');
    const repo = await h.ok(`query($p: ID!) { projectRepository(projectId: $p) { defaultBranch rootRef empty } }`, { p: String(projectId) });
    expect(repo.projectRepository).toEqual({ defaultBranch: 'develop', rootRef: 'develop', empty: false });
  });

  it('serializes concurrent commits to one branch: none is lost', async () => {
    const { projectId, gitDir } = await h.createRepository();
    const results = await Promise.all([1, 2, 3, 4].map((n) => h.gql(CREATE, input(projectId, [{ action: 'create', filePath: `c${n}.txt`, content: String(n) }]))));
    expect(results.every((r) => !r.errors)).toBe(true);
    expect(gitBare(gitDir, 'rev-list', '--count', 'main')).toBe('5');
    expect(gitBare(gitDir, 'ls-tree', '--name-only', 'main').split('\n').sort()).toEqual(['README.md', 'c1.txt', 'c2.txt', 'c3.txt', 'c4.txt']);
  });
});

describe('createCommit refusals (GitLab texts)', () => {
  let projectId: number;
  let lastForReadme: string;
  beforeAll(async () => {
    const repo = await h.createRepository();
    projectId = repo.projectId;
    lastForReadme = gitBare(repo.gitDir, 'rev-parse', 'main');
    await h.ok(CREATE, input(projectId, [{ action: 'create', filePath: 'other.txt', content: 'o' }]));
  });

  it.each([
    ['an empty action list', [], {}, '400 Bad request - actions is required'],
    ['an unknown action', [{ action: 'rename', filePath: 'a' }], {}, '400 Bad request - actions[0][action] must be one of: create, update, move, delete, chmod'],
    ['an unknown encoding', [{ action: 'create', filePath: 'a', content: 'x', encoding: 'hex' }], {}, '400 Bad request - actions[0][encoding] must be text or base64'],
    ['an update without content', [{ action: 'update', filePath: 'README.md' }], {}, '400 Bad request - actions[0][content] is required for update action'],
    ['a move without previous_path', [{ action: 'move', filePath: 'b' }], {}, '400 Bad request - actions[0][previous_path] is required for move action'],
    ['both start_branch and start_sha', [{ action: 'create', filePath: 'n', content: '' }], { startBranch: 'main', startSha: 'a'.repeat(40) }, '400 Bad request - start_branch, start_sha are mutually exclusive'],
    ['creating an existing file', [{ action: 'create', filePath: 'README.md', content: 'x' }], {}, 'A file with this name already exists'],
    ['creating a file where a directory is', [{ action: 'create', filePath: 'd/e', content: '' }, { action: 'create', filePath: 'd', content: '' }], {}, 'A directory with this name already exists'],
    ['updating a missing file', [{ action: 'update', filePath: 'missing.txt', content: 'x' }], {}, "A file with this name doesn't exist"],
    ['deleting a missing file', [{ action: 'delete', filePath: 'missing.txt' }], {}, "A file with this name doesn't exist"],
    ['moving a missing file', [{ action: 'move', filePath: 'to.txt', previousPath: 'missing.txt' }], {}, "A file with this name doesn't exist"],
    ['moving onto an existing file', [{ action: 'move', filePath: 'other.txt', previousPath: 'README.md' }], {}, 'A file with this name already exists'],
    ['a path with ../', [{ action: 'create', filePath: '../escape.txt', content: 'x' }], {}, 'Path cannot include directory traversal'],
    ['a nested path with ..', [{ action: 'create', filePath: 'a/../../b', content: 'x' }], {}, 'Path cannot include directory traversal'],
    ['a start branch that does not exist', [{ action: 'create', filePath: 'n', content: '' }], { branch: 'new', startBranch: 'nope' }, 'You can only create or edit files when you are on a branch'],
    ['a commit on a missing branch', [{ action: 'create', filePath: 'n', content: '' }], { branch: 'nope' }, 'You can only create or edit files when you are on a branch'],
    ['a malformed start_sha', [{ action: 'create', filePath: 'n', content: '' }], { branch: 'new', startSha: 'abc' }, "Invalid start_sha 'abc'"],
    ['an unknown start_sha', [{ action: 'create', filePath: 'n', content: '' }], { branch: 'new', startSha: 'b'.repeat(40) }, `Cannot find start_sha '${'b'.repeat(40)}'`],
  ])('refuses %s', async (_case, actions, extra, message) => {
    const before = gitBare(await gitDirOf(projectId), 'rev-parse', 'main');
    expect(await refused(projectId, actions, extra)).toMatchObject({ code: 'BAD_USER_INPUT', body: { message } });
    expect(gitBare(await gitDirOf(projectId), 'rev-parse', 'main')).toBe(before);
  });

  it('refuses a stale last_commit_id, and accepts the current one', async () => {
    const stale = await refused(projectId, [{ action: 'update', filePath: 'other.txt', content: 'new', lastCommitId: lastForReadme }]);
    expect(stale.body).toEqual({ message: 'The file has changed since you started editing it: other.txt' });
    const gitDir = await gitDirOf(projectId);
    const current = gitBare(gitDir, 'log', '-1', '--format=%H', 'main', '--', 'other.txt');
    await h.ok(CREATE, input(projectId, [{ action: 'update', filePath: 'other.txt', content: 'new', lastCommitId: current }]));
    expect(gitBare(gitDir, 'show', 'main:other.txt')).toBe('new');
  });

  it('refuses a branch name git refuses (git check-ref-format), and the names GitLab adds', async () => {
    for (const name of ['bad..name', 'ends.lock', 'has space', 'a~b', 'x/.hidden', 'ends/', 'a@{b']) {
      expect(() => execFileSync('git', ['check-ref-format', `refs/heads/${name}`], { stdio: 'ignore' })).toThrow();
    }
    for (const name of ['bad..name', 'ends.lock', 'has space', 'a~b', 'x/.hidden', 'ends/', 'a@{b', '-leading', 'HEAD', 'refs/heads/x']) {
      const error = await refused(projectId, [{ action: 'create', filePath: 'n', content: '' }], { branch: name, startBranch: 'main' });
      expect(error.body).toEqual({ message: `Something went wrong when we tried to create '${name}' for you: Branch name is invalid` });
    }
  });

  it('answers 404 Repository for a project without a repository', async () => {
    const error = await h.error(CREATE, input(h.newProjectId(), [{ action: 'create', filePath: 'n', content: '' }]));
    expect(error).toMatchObject({ code: 'NOT_FOUND', body: { message: '404 Repository Not Found' } });
  });
});

async function gitDirOf(projectId: number): Promise<string> {
  const { projectRepository } = await h.ok(`query($p: ID!) { projectRepository(projectId: $p) { storage diskPath } }`, { p: String(projectId) });
  return `${h.dataDir}/repositories/${projectRepository.storage}/${projectRepository.diskPath}.git`;
}
