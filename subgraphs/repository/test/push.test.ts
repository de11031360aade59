import { Client } from 'pg';
import { gitBare, RepositoryHarness, type WorkTree } from './support';

let h: RepositoryHarness;
let projectId: number;
let gitDir: string;
let work: WorkTree;

beforeAll(async () => {
  h = await RepositoryHarness.start();
  ({ projectId, gitDir } = await h.createRepository({ initializeWithReadme: true }));
  work = h.clone(gitDir);
});
afterAll(async () => {
  await h?.stop();
});

const ZERO = '0'.repeat(40);
const CHECK = 'query($input: PushInput!) { pushCheck(input: $input) }';
const APPLY = 'mutation($input: PushInput!) { applyPush(input: $input) { message refs { ref ok reason } } }';
const input = (updates: Array<{ ref: string; oldSha: string; newSha: string }>) => ({ input: { projectId: String(projectId), updates } });

/** A commit made in the work tree whose objects are in the bare repository but no branch points at it yet (as after receive-pack's quarantine). */
function received(message: string, base = 'main'): string {
  work.run('fetch', '--quiet', 'origin');
  work.run('checkout', '--quiet', '--detach', `origin/${base}`);
  work.write(`${message}.txt`, message);
  const sha = work.commit(message, '2024-01-01T00:00:00Z');
  work.run('push', '--quiet', 'origin', `${sha}:refs/keep/${message}`);
  return sha;
}

describe('pushes through the ref-update path', () => {
  it('moves each ref by compare-and-swap and reports a stale one', async () => {
    const main = gitBare(gitDir, 'rev-parse', 'main');
    const next = received('fast-forward');
    const result = (await h.ok(APPLY, input([
      { ref: 'refs/heads/main', oldSha: main, newSha: next },
      { ref: 'refs/heads/stale', oldSha: 'a'.repeat(40), newSha: next },
      { ref: 'refs/tags/v1', oldSha: ZERO, newSha: next },
    ]))).applyPush;
    expect(result).toEqual({ message: null, refs: [
      { ref: 'refs/heads/main', ok: true, reason: null },
      { ref: 'refs/heads/stale', ok: false, reason: 'failed to update ref' },
      { ref: 'refs/tags/v1', ok: true, reason: null },
    ] });
    expect([gitBare(gitDir, 'rev-parse', 'main'), gitBare(gitDir, 'rev-parse', 'v1')]).toEqual([next, next]);
  });

  it('moves every ref of a push in one git transaction, with an event each that says whether hooks run', async () => {
    const next = received('many');
    const branches = ['m1', 'm2', 'm3', 'm4'].map((b) => `refs/heads/${b}`);
    const updates = [...branches, 'refs/tags/m-tag'].map((ref) => ({ ref, oldSha: ZERO, newSha: next }));
    const result = (await h.ok(APPLY, input(updates))).applyPush;
    expect(result.refs).toEqual(updates.map((u) => ({ ref: u.ref, ok: true, reason: null })));
    expect(gitBare(gitDir, 'for-each-ref', '--format=%(objectname) %(refname)', ...branches, 'refs/tags/m-tag').split('\n'))
      .toEqual([...branches, 'refs/tags/m-tag'].map((ref) => `${next} ${ref}`));
    const db = new Client({ connectionString: h.service.server.backend.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query(`select kind, payload->>'ref' as ref, payload->'executeHooks' as "executeHooks" from repository.event_outbox
        where payload->>'projectId' = $1 and payload->>'after' = $2 order by id`, [String(projectId), next]);
      // push_event_hooks_limit (3): four branches created at once run no hooks; one tag does.
      expect(rows).toEqual([
        ...branches.map((ref) => ({ kind: 'repository_push', ref, executeHooks: false })),
        { kind: 'repository_tag_push', ref: 'refs/tags/m-tag', executeHooks: true },
      ]);
    } finally {
      await db.end();
    }
  });

  it.each([
    ['deleting the default branch', () => [{ ref: 'refs/heads/main', oldSha: gitBare(gitDir, 'rev-parse', 'main'), newSha: ZERO }],
      'The default branch of a project cannot be deleted.'],
    ['a 40-hex branch name', () => [{ ref: `refs/heads/${'b'.repeat(40)}`, oldSha: ZERO, newSha: gitBare(gitDir, 'rev-parse', 'main') }],
      'You cannot create a branch with a 40-character hexadecimal branch name.'],
    ['a tag named like the default branch', () => [{ ref: 'refs/tags/main', oldSha: ZERO, newSha: gitBare(gitDir, 'rev-parse', 'main') }],
      'You cannot use default branch name to create a tag'],
  ])('refuses %s with GitLab\'s text', async (_, updates, message) => {
    expect((await h.ok(CHECK, input(updates()))).pushCheck).toBe(message);
  });

  it('refuses a force push to a protected branch, declining every ref of the push', async () => {
    await h.ok('mutation($input: ProtectBranchInput!) { protectBranch(input: $input) { name } }', { input: { projectId: String(projectId), name: '*' } });
    const before = gitBare(gitDir, 'rev-parse', 'main');
    const rewritten = received('rewrite', 'main~1');
    const result = (await h.ok(APPLY, input([
      { ref: 'refs/heads/other', oldSha: ZERO, newSha: rewritten },
      { ref: 'refs/heads/main', oldSha: before, newSha: rewritten },
    ]))).applyPush;
    expect(result).toEqual({
      message: 'You are not allowed to force push code to a protected branch on this project.',
      refs: [{ ref: 'refs/heads/other', ok: false, reason: 'pre-receive hook declined' }, { ref: 'refs/heads/main', ok: false, reason: 'pre-receive hook declined' }],
    });
    expect(gitBare(gitDir, 'rev-parse', 'main')).toBe(before);
    expect((await h.ok(CHECK, input([{ ref: 'refs/heads/feature', oldSha: before, newSha: ZERO }]))).pushCheck)
      .toBe('You can only delete protected branches using the web interface.');
  });
});
