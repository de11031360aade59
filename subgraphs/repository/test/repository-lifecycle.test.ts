import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Client } from 'pg';
import { eventually } from '../../../test/support/expectations';
import { hashedDiskPath, pickStorage } from '../services/storage/storage-shards';
import { gitBare, RepositoryHarness } from './support';

let h: RepositoryHarness;
beforeAll(async () => {
  h = await RepositoryHarness.start();
});
afterAll(async () => {
  await h?.stop();
});

const REPOSITORY = `query($p: ID!) { projectRepository(projectId: $p) { id projectId storage diskPath defaultBranch rootRef exists empty size } }`;

describe('repository storage', () => {
  it('places a new repository in the hashed layout of the default shard, as a bare repository', async () => {
    const { projectId, gitDir } = await h.createRepository({ initializeWithReadme: false });
    const hash = createHash('sha256').update(String(projectId)).digest('hex');
    const { projectRepository: repo } = await h.ok(REPOSITORY, { p: String(projectId) });
    expect(repo).toEqual({
      id: String(projectId), projectId: String(projectId), storage: 'default',
      diskPath: `@hashed/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}`, defaultBranch: 'main', rootRef: 'main', exists: true, empty: true, size: 0,
    });
    expect(gitBare(gitDir, 'rev-parse', '--is-bare-repository')).toBe('true');
    expect(gitBare(gitDir, 'symbolic-ref', 'HEAD')).toBe('refs/heads/main');
  });

  it('initializes with a README commit on the requested default branch', async () => {
    const { projectId, gitDir } = await h.createRepository({ initializeWithReadme: true, defaultBranch: 'trunk' });
    const { projectRepository: repo } = await h.ok(REPOSITORY, { p: String(projectId) });
    expect(repo).toMatchObject({ defaultBranch: 'trunk', rootRef: 'trunk', empty: false });
    expect(gitBare(gitDir, 'log', '--format=%s|%an', 'trunk')).toBe('Initial commit|Administrator');
    expect(gitBare(gitDir, 'show', 'trunk:README.md')).toBe(`# Project ${projectId}`);
  });

  it('is idempotent: creating again returns the same repository', async () => {
    const { projectId } = await h.createRepository();
    const again = await h.ok(`mutation($p: ID!) { createRepository(projectId: $p) { id diskPath } }`, { p: String(projectId) });
    expect(again.createRepository).toEqual({ id: String(projectId), diskPath: hashedDiskPath(projectId) });
  });

  it('refuses an invalid default branch name', async () => {
    const error = await h.error(`mutation($p: ID!) { createRepository(projectId: $p, defaultBranch: "bad..name") { id } }`, { p: String(h.newProjectId()) });
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', body: { message: 'Invalid default branch name' } });
  });

  it('removes the repository and its directory', async () => {
    const { projectId, gitDir } = await h.createRepository();
    expect((await h.ok(`mutation($p: ID!) { removeRepository(projectId: $p) }`, { p: String(projectId) })).removeRepository).toBe(true);
    expect(fs.existsSync(gitDir)).toBe(false);
    expect(await h.error(REPOSITORY, { p: String(projectId) })).toMatchObject({ code: 'NOT_FOUND', body: { message: '404 Repository Not Found' } });
    expect((await h.ok(`mutation($p: ID!) { removeRepository(projectId: $p) }`, { p: String(projectId) })).removeRepository).toBe(false);
  });

  it('changes the default branch to an existing branch only', async () => {
    const { projectId, gitDir } = await h.createRepository();
    gitBare(gitDir, 'branch', 'next', 'main');
    const changed = await h.ok(`mutation($p: ID!) { changeDefaultBranch(projectId: $p, branch: "next") { defaultBranch rootRef } }`, { p: String(projectId) });
    expect(changed.changeDefaultBranch).toEqual({ defaultBranch: 'next', rootRef: 'next' });
    expect(gitBare(gitDir, 'symbolic-ref', 'HEAD')).toBe('refs/heads/next');
    const missing = await h.error(`mutation($p: ID!) { changeDefaultBranch(projectId: $p, branch: "nope") { id } }`, { p: String(projectId) });
    expect(missing.body).toEqual({ message: '404 Branch Not Found' });
  });

  it('refuses repository lifecycle calls from users who are not administrators', async () => {
    const error = await h.error(`mutation($p: ID!) { createRepository(projectId: $p) { id } }`, { p: '1' }, null);
    expect(error.code).toBe('UNAUTHENTICATED');
  });

  it('measures the repository size in the background after a push', async () => {
    const { projectId } = await h.createRepository();
    const size = await eventually(async () => {
      const { projectRepository } = await h.ok(REPOSITORY, { p: String(projectId) });
      return projectRepository.size > 0 ? projectRepository.size : undefined;
    }, 15_000, 200);
    expect(size).toBeLessThan(1);
  });

  it('publishes a push event with ids only for every ref update', async () => {
    const { projectId, gitDir } = await h.createRepository();
    const client = new Client({ connectionString: h.service.server.backend.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(`select kind, payload from repository.event_outbox where payload->>'projectId' = $1`, [String(projectId)]);
      expect(rows).toEqual([{
        kind: 'repository_push',
        payload: {
          id: String(projectId), projectId, ref: 'refs/heads/main', before: '0'.repeat(40),
          after: gitBare(gitDir, 'rev-parse', 'main'), userId: 1, created: true, deleted: false, executeHooks: true,
        },
      }]);
    } finally {
      await client.end();
    }
  });
});

describe('shard choice', () => {
  const shards = new Map([['default', '/a'], ['fast', '/b']]);

  it('follows repository_storages_weighted and ignores shards this node does not mount', () => {
    expect(pickStorage(shards, { default: 0, fast: 100 })).toBe('fast');
    expect(pickStorage(shards, { default: 100, fast: 0 })).toBe('default');
    expect(pickStorage(shards, { gone: 100 })).toBe('default');
    const picks = new Set(Array.from({ length: 200 }, () => pickStorage(shards, { default: 50, fast: 50 })));
    expect(picks).toEqual(new Set(['default', 'fast']));
  });
});
