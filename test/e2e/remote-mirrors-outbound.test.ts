import { settleJobs } from '../../subgraphs/repository/test/support';
import { eventually } from '../support/expectations';
import { allowLocalWebHooks, createProject } from '../support/factories';
import { git, Scratch } from '../support/git-cli';
import { GitHttpBackend } from '../support/git-http-backend';
import { startTestService, type TestService } from '../support/service';

// The outbound guard on git's own transport (Projects::UpdateRemoteMirrorService: a blocked URL is
// `hard_retry_or_fail` with "The remote mirror URL is invalid."): the host is checked against the
// local-network settings before every push, not only when the mirror is saved.
const FAST_MIRRORS = { REMOTE_MIRROR_BACKOFF_SECONDS: '1', REMOTE_MIRROR_SWEEP_SECONDS: '2' };
jest.setTimeout(90_000);

let service: TestService;
let backend: GitHttpBackend;
const scratch = new Scratch();

beforeAll(async () => {
  service = await startTestService(FAST_MIRRORS);
  backend = await GitHttpBackend.start(scratch.dir());
}, 90_000);
afterAll(async () => {
  await backend?.stop();
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  scratch.cleanup();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

describe('local-network rules at push time', () => {
  it('refuses to push to a loopback mirror once local requests are no longer allowed, and pushes nothing', async () => {
    await allowLocalWebHooks(service.api, true);
    const project = await createProject(service.api, { initialize_with_readme: true });
    const bare = await backend.createBare('guarded');
    const created = await service.api.post(`/projects/${project.id}/remote_mirrors`, { body: { enabled: true, url: backend.repoUrl('guarded') } });
    expect(created.status).toBe(201);
    await allowLocalWebHooks(service.api, false);

    expect((await service.api.post(`/projects/${project.id}/remote_mirrors/${created.body.id}/sync`)).status).toBe(204);
    const failed = await eventually(async () => {
      const mirror = (await service.api.get(`/projects/${project.id}/remote_mirrors/${created.body.id}`)).body;
      return mirror.update_status === 'failed' ? mirror : undefined;
    }, 60_000, 200);
    expect(failed).toMatchObject({ last_error: 'The remote mirror URL is invalid.', last_successful_update_at: null, last_update_started_at: null });
    expect(await git(bare, 'for-each-ref')).toBe('');
  });
});
