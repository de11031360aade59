import fs from 'node:fs';
import { createProject } from '../support/factories';
import { eventually } from '../support/expectations';
import { startKillableService, type KillableService } from '../support/killable-service';
import { commitFiles } from '../support/pipelines';
import { configureShards, onShard, repositoryFingerprint, settledMove } from '../support/storage-moves';

// kill -9 of the real service process in the middle of a repository storage move, then a restart on
// the same database and DATA_DIR: the move resumes from the state it reached and finishes, nothing is
// half-moved or lost, and the project is readable and writable afterwards (ARCHITECTURE §7).
// STORAGE_MOVE_PAUSE_MS holds each move with its copy half made and again once replicated, so the
// kill lands at those steps every time.
jest.setTimeout(240_000);

let service: KillableService;
let shards: ReturnType<typeof configureShards>;

beforeAll(async () => {
  shards = configureShards();
  service = await startKillableService({ ...shards.env, STORAGE_MOVE_PAUSE_MS: '4000' });
}, 120_000);
afterAll(async () => {
  await service?.stop();
  shards?.restore();
});

async function sourceDirOf(projectId: number): Promise<string> {
  const res = await fetch(`${service.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'private-token': service.rootToken },
    body: JSON.stringify({ query: 'query($p: ID!) { projectRepository(projectId: $p) { storage diskPath } }', variables: { p: String(projectId) } }),
  });
  const { data } = await res.json();
  return `${service.dataDir}/repositories/${data.projectRepository.storage}/${data.projectRepository.diskPath}.git`;
}

async function projectWithHistory() {
  const project = await createProject(service.api, { initialize_with_readme: true });
  for (let i = 0; i < 3; i++) await commitFiles(service.api, project.id, { [`file-${i}.txt`]: `content ${i}\n` }, { message: `Commit ${i}` });
  return project;
}

/** The move's state once it is `state` (polled: the process is about to be killed under it). */
const reach = (movePath: string, state: string) =>
  eventually(async () => ((await service.api.get(movePath)).body?.state === state ? true : undefined), 30_000, 50);

/** After the restart: the move finished, the repository is whole on the destination and takes writes. */
async function expectMovedAndUsable(project: { id: number }, movePath: string, sourceDir: string, before: { refs: string; objects: string }) {
  const settled = await settledMove(service.api, movePath, 60_000);
  expect(settled).toMatchObject({ state: 'finished', error_message: null, destination_storage_name: 'second' });
  expect((await service.api.get(`/projects/${project.id}`)).body.repository_storage).toBe('second');
  const destination = onShard(sourceDir, shards.secondRoot);
  expect(await repositoryFingerprint(destination)).toEqual(before);
  expect(fs.existsSync(sourceDir)).toBe(false);
  expect(fs.existsSync(`${destination}.moving`)).toBe(false);
  expect((await service.api.get(`/projects/${project.id}/repository/files/file-2.txt/raw?ref=main`)).text).toBe('content 2\n');
  await commitFiles(service.api, project.id, { 'after-restart.txt': 'written\n' }, { message: 'After the restart' });
  expect((await service.api.get(`/projects/${project.id}/repository/commits/main`)).body.title).toBe('After the restart');
}

describe('kill -9 during a repository storage move, then npm start again', () => {
  it('resumes a move killed while its copy was in progress (started): the source stays the truth until the copy is verified', async () => {
    const project = await projectWithHistory();
    const sourceDir = await sourceDirOf(project.id);
    const before = await repositoryFingerprint(sourceDir);
    const res = await service.api.post(`/projects/${project.id}/repository_storage_moves`, { body: { destination_storage_name: 'second' } });
    expect(res.status).toBe(201);
    const movePath = `/projects/${project.id}/repository_storage_moves/${res.body.id}`;
    await reach(movePath, 'started');
    await eventually(async () => (fs.existsSync(`${onShard(sourceDir, shards.secondRoot)}.moving`) ? true : undefined), 30_000, 20);
    await service.kill();

    // What the crash left: a partial copy beside the destination, the source whole and still the record's.
    expect(await repositoryFingerprint(sourceDir)).toEqual(before);
    await service.restart();
    expect((await service.api.get(`/projects/${project.id}/repository/files/file-0.txt/raw?ref=main`)).text).toBe('content 0\n');
    await expectMovedAndUsable(project, movePath, sourceDir, before);
  });

  it('resumes a move killed after replication (replicated): the record already names the destination, the old copy is removed', async () => {
    const project = await projectWithHistory();
    const sourceDir = await sourceDirOf(project.id);
    const before = await repositoryFingerprint(sourceDir);
    const res = await service.api.post(`/projects/${project.id}/repository_storage_moves`, { body: { destination_storage_name: 'second' } });
    const movePath = `/projects/${project.id}/repository_storage_moves/${res.body.id}`;
    await reach(movePath, 'replicated');
    await service.kill();

    expect(fs.existsSync(sourceDir)).toBe(true);
    expect(await repositoryFingerprint(onShard(sourceDir, shards.secondRoot))).toEqual(before);
    await service.restart();
    // Served from the destination at once, writable before the cleanup even ends.
    expect((await service.api.get(`/projects/${project.id}`)).body.repository_storage).toBe('second');
    await expectMovedAndUsable(project, movePath, sourceDir, before);
  });
});
