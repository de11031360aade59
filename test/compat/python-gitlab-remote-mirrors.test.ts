import { settleJobs } from '../../subgraphs/repository/test/support';
import { expectPythonGitlabScriptPasses } from '../support/python-gitlab';
import { startTestService, type TestService } from '../support/service';

/** Seconds, not GitLab's minutes, between a mirror's updates and retries. */
const FAST_MIRRORS = { REMOTE_MIRROR_BACKOFF_SECONDS: '1', REMOTE_MIRROR_SWEEP_SECONDS: '2' };

let service: TestService;
beforeAll(async () => {
  service = await startTestService(FAST_MIRRORS);
});
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
});

describe('python-gitlab, a real GitLab client', () => {
  it('creates, lists, saves, syncs and deletes a push mirror to another project over git HTTP', async () => {
    await expectPythonGitlabScriptPasses(service, 'python_gitlab_remote_mirrors.py');
  }, 120_000);
});
