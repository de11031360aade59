import fs from 'node:fs';
import type { Client } from 'graphql-ws';
import { settleJobs } from '../../subgraphs/repository/test/support';
import { createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { expectGitlabError } from '../support/expectations';
import { git, gitUrl, runGit, Scratch } from '../support/git-cli';
import { commitFiles } from '../support/pipelines';
import { repositoryGitDir } from '../support/repositories';
import { startTestService, type TestService } from '../support/service';
import { configureShards, holdRepository, onShard, repositoryFingerprint, settledMove } from '../support/storage-moves';
import { EventSubscription, subscriptionClient } from '../support/subscriptions';

jest.setTimeout(120_000);

interface MoveEvent {
  data?: { storageMoveStateChanged: { id: string; state: string; destinationStorageName: string; project: { id: string; name: string } | null } } | null;
  errors?: unknown[];
}

const MOVES = `subscription ($projectId: ID) {
  storageMoveStateChanged(projectId: $projectId) { id state destinationStorageName project { id name } }
}`;
const READ_ONLY = 'The repository is temporarily read-only. Please try again later.';

let service: TestService;
let client: Client;
let shards: ReturnType<typeof configureShards>;
const scratch = new Scratch();

beforeAll(async () => {
  shards = configureShards();
  service = await startTestService(shards.env);
  client = subscriptionClient(service.server.port, service.rootToken);
}, 120_000);
afterAll(async () => {
  await client?.dispose();
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  shards?.restore();
  scratch.cleanup();
  await new Promise((resolve) => setTimeout(resolve, 2500));
});

/** A project with a few commits on two branches and a tag. */
async function projectWithHistory(): Promise<CreatedProject> {
  const project = await createProject(service.api, { initialize_with_readme: true });
  for (let i = 0; i < 3; i++) await commitFiles(service.api, project.id, { [`file-${i}.txt`]: `content ${i}\n` }, { message: `Commit ${i}` });
  await commitFiles(service.api, project.id, { 'feature.txt': 'feature\n' }, { branch: 'feature', startBranch: 'main', message: 'Feature' });
  await service.api.post(`/projects/${project.id}/repository/tags`, { body: { tag_name: 'v1.0', ref: 'main', message: 'Release' } });
  return project;
}

/** Events until the move reached a terminal state (every state in order, nothing after). */
async function statesUntilDone(subscription: EventSubscription<MoveEvent>): Promise<string[]> {
  const states: string[] = [];
  while (!['finished', 'failed', 'cleanup failed'].includes(states[states.length - 1])) {
    const event = await subscription.next(30_000);
    expect(event.errors).toBeUndefined();
    states.push(event.data!.storageMoveStateChanged.state);
  }
  return states;
}

/** Until the subscription listens: a probe move of another project (moved on to `second`), retried. */
async function untilListening(): Promise<void> {
  const probe = await createProject(service.api);
  const subscription = EventSubscription.open<MoveEvent>(client, MOVES, { projectId: String(probe.id) });
  try {
    for (let attempt = 0; attempt < 10; attempt++) {
      const storage = attempt % 2 === 0 ? 'second' : 'default';
      const res = await service.api.post(`/projects/${probe.id}/repository_storage_moves`, { body: { destination_storage_name: storage } });
      await settledMove(service.api, `/projects/${probe.id}/repository_storage_moves/${res.body.id}`);
      if (await subscription.arrives(2000)) return;
    }
    throw new Error('the subscription never started listening');
  } finally {
    await subscription.close();
  }
}

describe('project repository storage moves', () => {
  it('moves a repository to another shard while a subscriber sees every state, and loses nothing', async () => {
    const project = await projectWithHistory();
    const sourceDir = await repositoryGitDir(service, project.id);
    const before = await repositoryFingerprint(sourceDir);
    const subscription = EventSubscription.open<MoveEvent>(client, MOVES, { projectId: String(project.id) });
    await untilListening();

    const res = await service.api.post(`/projects/${project.id}/repository_storage_moves`, { body: { destination_storage_name: 'second' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number), created_at: expect.any(String), state: 'scheduled', source_storage_name: 'default',
      destination_storage_name: 'second', error_message: null,
      project: {
        id: project.id, description: null, name: project.name, name_with_namespace: project.name_with_namespace,
        path: project.path, path_with_namespace: project.path_with_namespace, created_at: project.created_at,
      },
    });
    expect(await statesUntilDone(subscription)).toEqual(['initial', 'scheduled', 'started', 'replicated', 'finished']);
    await subscription.close();

    const moved = await service.api.get(`/projects/${project.id}/repository_storage_moves/${res.body.id}`);
    expect(moved.body).toMatchObject({ id: res.body.id, state: 'finished', error_message: null });
    expect((await service.api.get(`/projects/${project.id}`)).body.repository_storage).toBe('second');
    const destinationDir = onShard(sourceDir, shards.secondRoot);
    expect(fs.existsSync(sourceDir)).toBe(false);
    expect(await repositoryFingerprint(destinationDir)).toEqual(before);

    // A clone over HTTP serves the same refs and objects, and the moved repository takes pushes.
    const work = scratch.dir();
    await git(work, 'clone', '--mirror', gitUrl(service.url, project.path_with_namespace, service.rootToken), 'mirror.git');
    expect((await repositoryFingerprint(`${work}/mirror.git`)).refs).toBe(before.refs);
    await git(work, 'clone', gitUrl(service.url, project.path_with_namespace, service.rootToken), 'checkout');
    await git(`${work}/checkout`, 'commit', '--allow-empty', '-m', 'After the move');
    await git(`${work}/checkout`, 'push', 'origin', 'main');
    expect((await service.api.get(`/projects/${project.id}/repository/commits/main`)).body.title).toBe('After the move');
  });

  it('keeps the repository read-only during the move: pushes and API writes refused, reads served', async () => {
    const project = await projectWithHistory();
    const sourceDir = await repositoryGitDir(service, project.id);
    const work = scratch.dir();
    await git(work, 'clone', gitUrl(service.url, project.path_with_namespace, service.rootToken), 'checkout');
    const hold = holdRepository(sourceDir);
    const res = await service.api.post(`/projects/${project.id}/repository_storage_moves`, { body: { destination_storage_name: 'second' } });
    const movePath = `/projects/${project.id}/repository_storage_moves/${res.body.id}`;
    try {
      await git(`${work}/checkout`, 'commit', '--allow-empty', '-m', 'During the move');
      const push = await runGit(`${work}/checkout`, ['push', 'origin', 'main']);
      expect(push.code).not.toBe(0);
      expect(push.stderr).toContain(`GitLab: ${READ_ONLY}`);
      const commit = await service.api.post(`/projects/${project.id}/repository/commits`, {
        body: { branch: 'main', commit_message: 'API', actions: [{ action: 'create', file_path: 'api.txt', content: 'x' }] },
      });
      expectGitlabError(commit, 400, { message: READ_ONLY });
      const branch = await service.api.post(`/projects/${project.id}/repository/branches`, { body: { branch: 'during', ref: 'main' } });
      expectGitlabError(branch, 400, { message: READ_ONLY });
      // A second move of the same repository: RepositoryStorageMovable's container_repository_writable.
      const again = await service.api.post(`/projects/${project.id}/repository_storage_moves`, { body: { destination_storage_name: 'second' } });
      expectGitlabError(again, 400, { message: { project: ['is read-only'] } });
      expect((await service.api.get(`/projects/${project.id}/repository/files/file-0.txt/raw?ref=main`)).text).toBe('content 0\n');
      expect((await service.api.get(movePath)).body.state).toMatch(/^(scheduled|started)$/);
    } finally {
      hold.release();
      await hold.done;
    }
    expect((await settledMove(service.api, movePath)).state).toBe('finished');
    const push = await runGit(`${work}/checkout`, ['push', 'origin', 'main']);
    expect(push.code).toBe(0);
  });

  it('leaves the source intact and writable when a move fails, and the move can be rescheduled', async () => {
    const project = await projectWithHistory();
    const sourceDir = await repositoryGitDir(service, project.id);
    const before = await repositoryFingerprint(sourceDir);
    const res = await service.api.post(`/projects/${project.id}/repository_storage_moves`, { body: { destination_storage_name: 'broken' } });
    expect(res.status).toBe(201);
    const failed = await settledMove(service.api, `/projects/${project.id}/repository_storage_moves/${res.body.id}`);
    expect(failed.state).toBe('failed');
    expect(failed.error_message).toEqual(expect.any(String));
    expect((await service.api.get(`/projects/${project.id}`)).body.repository_storage).toBe('default');
    expect(await repositoryFingerprint(sourceDir)).toEqual(before);
    await commitFiles(service.api, project.id, { 'after-failure.txt': 'still writable\n' }, { message: 'Still writable' });

    const retry = await service.api.post(`/projects/${project.id}/repository_storage_moves`, { body: { destination_storage_name: 'second' } });
    expect(retry.status).toBe(201);
    expect((await settledMove(service.api, `/projects/${project.id}/repository_storage_moves/${retry.body.id}`)).state).toBe('finished');
    const list = await service.api.get(`/projects/${project.id}/repository_storage_moves`);
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total')).toBe('2');
    expect(list.body.map((m: any) => [m.id, m.state])).toEqual([[retry.body.id, 'finished'], [res.body.id, 'failed']]);
  });
});
