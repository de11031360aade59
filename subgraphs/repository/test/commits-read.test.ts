import { COMMIT_FIELDS, gitBare, RepositoryHarness } from './support';

let h: RepositoryHarness;
let projectId: number;
let gitDir: string;
const sha: Record<string, string> = {};

beforeAll(async () => {
  h = await RepositoryHarness.start();
  ({ projectId, gitDir } = await h.createRepository({ initializeWithReadme: false }));
  const work = h.clone(gitDir);
  const as = (name: string) => ({ GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: `${name.toLowerCase()}@example.com` });
  work.write('a.txt', 'a\n');
  sha.c1 = work.commit('Add a', '2021-01-01T10:00:00+00:00', as('Alice'));
  work.write('b.txt', 'b1\nb2\n');
  sha.c2 = work.commit('Add b\n\nSigned-off-by: Alice <alice@example.com>\nCc: John <john@example.com>\nCc: Jane <jane@example.com>', '2021-01-02T10:00:00+02:00', as('Bob'));
  work.run('checkout', '--quiet', '-b', 'feature');
  work.write('feat.txt', 'feature\n');
  sha.f1 = work.commit('Feature work', '2021-01-03T10:00:00+00:00', as('Carol'));
  work.run('checkout', '--quiet', 'main');
  work.write('a.txt', 'a changed\n');
  sha.c3 = work.commit('Change a', '2021-01-04T10:00:00-05:00', as('Alice'));
  work.run('merge', '--quiet', '--no-ff', '--no-commit', 'feature');
  sha.m = work.commit('Merge feature', '2021-01-05T10:00:00+00:00', as('Alice'));
  work.run('tag', 'v1.0', sha.c2);
  work.push('main', 'feature', 'v1.0');
}, 60_000);
afterAll(async () => {
  await h?.stop();
});

const LIST = `query($p: ID!, $ref: String, $since: String, $until: String, $path: String, $author: String, $all: Boolean! = false,
  $firstParent: Boolean! = false, $order: String! = "default", $page: Int! = 1, $perPage: Int! = 20, $stats: Boolean! = false, $trailers: Boolean! = false) {
  projectRepository(projectId: $p) { commits(refName: $ref, since: $since, until: $until, path: $path, author: $author, all: $all,
    firstParent: $firstParent, order: $order, page: $page, perPage: $perPage) {
    nodes { ${COMMIT_FIELDS} stats @include(if: $stats) { additions deletions total } trailers @include(if: $trailers) extendedTrailers @include(if: $trailers) }
    pageInfo { page perPage total }
  } } }`;

async function list(variables: Record<string, unknown> = {}) {
  const data = await h.ok(LIST, { p: String(projectId), ...variables });
  return data.projectRepository.commits;
}

const shas = async (variables: Record<string, unknown> = {}) => (await list(variables)).nodes.map((c: { sha: string }) => c.sha);
const gitLog = (...args: string[]) => gitBare(gitDir, 'log', '--format=%H', ...args).split('\n').filter(Boolean);

describe('listing commits', () => {
  it('lists the default branch as git log does, with the commit record of spec 000 §2.5', async () => {
    const { nodes, pageInfo } = await list();
    expect(nodes.map((c: { sha: string }) => c.sha)).toEqual(gitLog('main'));
    expect(pageInfo).toEqual({ page: 1, perPage: 20, total: 5 });
    const bob = nodes.find((c: { sha: string }) => c.sha === sha.c2);
    expect(bob).toEqual({
      sha: sha.c2, shortId: sha.c2.slice(0, 8), title: 'Add b',
      message: 'Add b\n\nSigned-off-by: Alice <alice@example.com>\nCc: John <john@example.com>\nCc: Jane <jane@example.com>\n',
      parentIds: [sha.c1], authorName: 'Bob', authorEmail: 'bob@example.com', authoredDate: '2021-01-02T10:00:00.000+02:00',
      committerName: 'Test Author', committerEmail: 'author@example.com', committedDate: '2021-01-02T10:00:00.000+02:00',
      createdAt: '2021-01-02T10:00:00.000+02:00',
    });
    expect(nodes.find((c: { sha: string }) => c.sha === sha.m).parentIds).toEqual([sha.c3, sha.f1]);
  });

  it('paginates by offset', async () => {
    const page2 = await list({ page: 2, perPage: 2 });
    expect(page2.nodes.map((c: { sha: string }) => c.sha)).toEqual(gitLog('main').slice(2, 4));
    expect(page2.pageInfo).toEqual({ page: 2, perPage: 2, total: 5 });
  });

  it('takes a branch, a tag or a range as ref_name', async () => {
    expect(await shas({ ref: 'feature' })).toEqual(gitLog('feature'));
    expect(await shas({ ref: 'v1.0' })).toEqual([sha.c2, sha.c1]);
    expect(await shas({ ref: `${sha.c2}..main` })).toEqual(gitLog(`${sha.c2}..main`));
    expect(await shas({ ref: 'feature...main' })).toEqual(gitLog('feature...main'));
  });

  it('filters by since and until (inclusive), path and author', async () => {
    expect(await shas({ since: '2021-01-03T10:00:00Z' })).toEqual(gitLog('--since=2021-01-03T10:00:00Z', 'main'));
    expect(await shas({ until: '2021-01-02T08:00:00Z' })).toEqual([sha.c2, sha.c1]);
    expect(await shas({ since: '2021-01-02T08:00:00Z', until: '2021-01-02T08:00:00Z' })).toEqual([sha.c2]);
    expect(await shas({ path: 'a.txt' })).toEqual([sha.c3, sha.c1]);
    expect(await shas({ author: 'Carol' })).toEqual([sha.f1]);
  });

  it('lists every ref with all, the first-parent line, and topological order', async () => {
    gitBare(gitDir, 'update-ref', 'refs/heads/side', sha.c1);
    expect((await shas({ all: true, ref: 'nope' })).sort()).toEqual(gitLog('--all').sort());
    expect(await shas({ firstParent: true })).toEqual([sha.m, sha.c3, sha.c2, sha.c1]);
    expect(await shas({ order: 'topo' })).toEqual(gitLog('--topo-order', 'main'));
  });

  it('parses trailers only when selected, and stats per commit', async () => {
    const { nodes } = await list({ trailers: true, stats: true, ref: 'v1.0' });
    expect(nodes[0].trailers).toEqual({ 'Signed-off-by': 'Alice <alice@example.com>', Cc: 'Jane <jane@example.com>' });
    expect(nodes[0].extendedTrailers).toEqual({ 'Signed-off-by': ['Alice <alice@example.com>'], Cc: ['John <john@example.com>', 'Jane <jane@example.com>'] });
    expect(nodes[1].trailers).toEqual({});
    expect(nodes.map((c: { stats: object }) => c.stats)).toEqual([{ additions: 2, deletions: 0, total: 2 }, { additions: 1, deletions: 0, total: 1 }]);
    const merge = (await list({ stats: true, perPage: 1 })).nodes[0];
    expect(merge.stats).toEqual({ additions: 1, deletions: 0, total: 1 });
  });

  it('answers an unknown ref with an empty page and refuses an option-like ref', async () => {
    expect(await list({ ref: 'no-such-branch' })).toEqual({ nodes: [], pageInfo: { page: 1, perPage: 20, total: 0 } });
    const error = await h.error(LIST, { p: String(projectId), ref: '--all' });
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', body: { message: 'ref_name is invalid' } });
  });
});

const ONE = `query($p: ID!, $ref: String!) { projectRepository(projectId: $p) { commit(ref: $ref) { sha title stats { additions deletions total } } } }`;

describe('single commits, refs, sequence and diff', () => {
  it('finds a commit by sha, short sha, branch or tag', async () => {
    for (const ref of [sha.c2, sha.c2.slice(0, 10), 'v1.0']) {
      expect((await h.ok(ONE, { p: String(projectId), ref })).projectRepository.commit).toMatchObject({ sha: sha.c2, title: 'Add b' });
    }
    expect((await h.ok(ONE, { p: String(projectId), ref: 'feature' })).projectRepository.commit.sha).toBe(sha.f1);
  });

  it('answers 404 Commit Not Found for an unknown commit', async () => {
    for (const ref of ['f'.repeat(40), 'nope', '-rf']) {
      expect(await h.error(ONE, { p: String(projectId), ref })).toMatchObject({ code: 'NOT_FOUND', body: { message: '404 Commit Not Found' } });
    }
  });

  it('lists the branches and tags containing a commit', async () => {
    const REFS = `query($p: ID!, $sha: String!, $type: String!) { projectRepository(projectId: $p) { commitRefs(sha: $sha, type: $type) { nodes { type name } pageInfo { total } } } }`;
    const refs = async (type: string) => (await h.ok(REFS, { p: String(projectId), sha: sha.c2, type })).projectRepository.commitRefs.nodes;
    const branches = gitBare(gitDir, 'branch', '--format=%(refname:short)', '--contains', sha.c2).split('\n');
    expect(await refs('branch')).toEqual(branches.map((name) => ({ type: 'branch', name })));
    expect(await refs('tag')).toEqual([{ type: 'tag', name: 'v1.0' }]);
    expect(await refs('all')).toEqual([...branches.map((name) => ({ type: 'branch', name })), { type: 'tag', name: 'v1.0' }]);
  });

  it('counts the sequence of a commit, optionally along first parents', async () => {
    const SEQ = `query($p: ID!, $sha: String!, $fp: Boolean!) { projectRepository(projectId: $p) { commitSequence(sha: $sha, firstParent: $fp) } }`;
    const count = async (fp: boolean) => (await h.ok(SEQ, { p: String(projectId), sha: sha.m, fp })).projectRepository.commitSequence;
    expect(await count(false)).toBe(Number(gitBare(gitDir, 'rev-list', '--count', sha.m)));
    expect(await count(true)).toBe(Number(gitBare(gitDir, 'rev-list', '--count', '--first-parent', sha.m)));
  });

  it('diffs a commit against its first parent', async () => {
    const DIFF = `query($p: ID!, $sha: String!) { projectRepository(projectId: $p) { commitDiff(sha: $sha) { nodes { oldPath newPath aMode bMode newFile renamedFile deletedFile diff } } } }`;
    const { nodes } = (await h.ok(DIFF, { p: String(projectId), sha: sha.c3 })).projectRepository.commitDiff;
    expect(nodes).toEqual([{
      oldPath: 'a.txt', newPath: 'a.txt', aMode: '100644', bMode: '100644', newFile: false, renamedFile: false, deletedFile: false,
      diff: '@@ -1 +1 @@\n-a\n+a changed\n',
    }]);
    const root = (await h.ok(DIFF, { p: String(projectId), sha: sha.c1 })).projectRepository.commitDiff.nodes;
    expect(root).toEqual([expect.objectContaining({ newPath: 'a.txt', aMode: '0', bMode: '100644', newFile: true, diff: '@@ -0,0 +1 @@\n+a\n' })]);
  });
});

const PICK = `mutation($input: CherryPickCommitInput!) { cherryPickCommit(input: $input) { dryRun commit { sha message authorName authoredDate committerName parentIds } } }`;

describe('cherry-pick', () => {
  it('applies a commit on a branch, keeping its author and naming its origin', async () => {
    gitBare(gitDir, 'branch', 'pick-target', sha.c1);
    const dry = await h.ok(PICK, { input: { projectId: String(projectId), sha: sha.f1, branch: 'pick-target', dryRun: true } });
    expect(dry.cherryPickCommit).toEqual({ dryRun: 'success', commit: null });
    expect(gitBare(gitDir, 'rev-parse', 'pick-target')).toBe(sha.c1);
    const { cherryPickCommit: { commit } } = await h.ok(PICK, { input: { projectId: String(projectId), sha: sha.f1, branch: 'pick-target' } });
    expect(commit).toEqual({
      sha: gitBare(gitDir, 'rev-parse', 'pick-target'), message: `Feature work\n\n(cherry picked from commit ${sha.f1})`,
      authorName: 'Carol', authoredDate: '2021-01-03T10:00:00.000+00:00', committerName: 'Administrator', parentIds: [sha.c1],
    });
    expect(gitBare(gitDir, 'ls-tree', '--name-only', 'pick-target').split('\n')).toEqual(['a.txt', 'feat.txt']);
  });

  it('takes a custom message', async () => {
    gitBare(gitDir, 'branch', 'pick-message', sha.c1);
    const { cherryPickCommit } = await h.ok(PICK, { input: { projectId: String(projectId), sha: sha.f1, branch: 'pick-message', message: 'Custom' } });
    expect(cherryPickCommit.commit.message).toBe('Custom');
  });

  it("answers GitLab's conflict and empty errors, also in a dry run", async () => {
    gitBare(gitDir, 'branch', 'pick-conflict', sha.c1);
    const empty = await h.error(PICK, { input: { projectId: String(projectId), sha: sha.c3, branch: 'main', dryRun: true } });
    const text = 'Sorry, we cannot cherry-pick this commit automatically. This commit may already have been cherry-picked, or a more recent commit may have updated some of its content.';
    expect(empty.body).toEqual({ message: text, error_code: 'empty', dry_run: 'error' });
    gitBare(gitDir, 'update-ref', 'refs/heads/pick-conflict', sha.c2);
    const work = h.clone(gitDir);
    work.run('checkout', '--quiet', 'pick-conflict');
    work.write('a.txt', 'something else\n');
    work.commit('Diverge a', '2021-02-01T00:00:00Z');
    work.push('pick-conflict');
    const clash = await h.error(PICK, { input: { projectId: String(projectId), sha: sha.c3, branch: 'pick-conflict' } });
    expect(clash.body).toEqual({ message: text, error_code: 'conflict' });
  });

  it('answers 404 for an unknown commit or branch', async () => {
    expect((await h.error(PICK, { input: { projectId: String(projectId), sha: 'e'.repeat(40), branch: 'main' } })).body).toEqual({ message: '404 Commit Not Found' });
    expect((await h.error(PICK, { input: { projectId: String(projectId), sha: sha.f1, branch: 'nope' } })).body).toEqual({ message: '404 Branch Not Found' });
  });
});
