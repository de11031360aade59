import { expectPythonGitlabScriptPasses } from '../support/python-gitlab';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.stop();
});

describe('python-gitlab, a real GitLab client', () => {
  it('sets up, reads, saves, lists and deletes integrations through /integrations and /services', async () => {
    await expectPythonGitlabScriptPasses(service, 'python_gitlab_integrations.py');
  }, 60_000);
});
