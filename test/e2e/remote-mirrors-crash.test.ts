import fs from 'node:fs';
import path from 'node:path';
import { eventually } from '../support/expectations';
import { allowLocalWebHooks, createProject } from '../support/factories';
import { git, Scratch } from '../support/git-cli';
import { GitHttpBackend } from '../support/git-http-backend';
import { startKillableService, type KillableService } from '../support/killable-service';

// Crash drill (issue 11 item 7): `kill -9` while a mirror push is running (`started`), then start the
// service again on the same database and DATA_DIR: the mirror must not stay `started`; it is moved
// to `to_retry` with a reason, retried, and ends `finished`; a later push is mirrored too.
jest.setTimeout(180_000);

describe('kill -9 during a remote mirror push, then npm start again', () => {
  let service: KillableService;
  let backend: GitHttpBackend;
  const scratch = new Scratch();

  beforeAll(async () => {
    service = await startKillableService({
      REMOTE_MIRROR_BACKOFF_SECONDS: '1', REMOTE_MIRROR_SWEEP_SECONDS: '2', REMOTE_MIRROR_HEARTBEAT_MS: '1000',
    });
    backend = await GitHttpBackend.start(scratch.dir());
    await allowLocalWebHooks(service.api);
  }, 90_000);
  afterAll(async () => {
    await backend?.stop();
    await service?.stop();
    scratch.cleanup();
  });

  it('never leaves the mirror started: it is retried after the restart and a later sync succeeds', async () => {
    const hold = path.join(scratch.dir(), 'hold');
    fs.writeFileSync(hold, '');
    // The target holds every push in its pre-receive hook while the hold file exists.
    const bare = await backend.createBare('held', `while [ -f '${hold}' ]; do sleep 0.1; done`);
    const project = await createProject(service.api, { initialize_with_readme: true });
    const created = await service.api.post(`/projects/${project.id}/remote_mirrors`, { body: { enabled: true, url: backend.repoUrl('held', 'drill:drill-secret') } });
    const mirrorPath = `/projects/${project.id}/remote_mirrors/${created.body.id}`;
    const read = async () => (await service.api.get(mirrorPath)).body;
    expect((await service.api.post(`${mirrorPath}/sync`)).status).toBe(204);
    await eventually(async () => ((await read()).update_status === 'started' ? true : undefined), 30_000, 100);

    const killedAt = new Date().toISOString();
    await service.kill();
    await service.restart();
    // The restarted service finds the silent push, moves the mirror to `to_retry` with the reason and
    // retries it (which the held target keeps `started` again): the reason stays until an update ends.
    const interrupted = await eventually(async () => {
      const mirror = await read();
      return mirror.last_error ? mirror : undefined;
    }, 30_000, 100);
    expect(interrupted.last_error).toBe('The remote mirror update was interrupted. It will be retried.');
    expect(['to_retry', 'started']).toContain(interrupted.update_status);

    fs.rmSync(hold);
    const finished = await eventually(async () => {
      const mirror = await read();
      return mirror.update_status === 'finished' ? mirror : undefined;
    }, 60_000, 200);
    expect(finished).toMatchObject({ last_error: null, last_successful_update_at: expect.any(String) });
    expect(finished.last_update_started_at > killedAt).toBe(true);
    const sourceMain = async () => (await service.api.get(`/projects/${project.id}/repository/branches/main`)).body.commit.id;
    expect(await git(bare, 'rev-parse', 'refs/heads/main')).toBe(await sourceMain());

    // A later change is mirrored by the restarted service as usual.
    const commit = await service.api.post(`/projects/${project.id}/repository/commits`, {
      body: { branch: 'main', commit_message: 'After the crash', actions: [{ action: 'create', file_path: 'after.txt', content: 'x' }] },
    });
    expect(commit.status).toBe(201);
    await eventually(async () => ((await git(bare, 'rev-parse', 'refs/heads/main')) === commit.body.id ? true : undefined), 60_000, 200)
      .catch((error) => {
        const lines = service.output().split('\n').filter((line) => /mirror|reaction|relay|"level":"(warn|error)"/.test(line));
        throw new Error(`${error.message}\n${lines.slice(-40).join('\n')}`);
      });
    expect((await read()).update_status).toBe('finished');
  });
});
