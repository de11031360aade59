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
  it('plans with group epics and their issues', async () => {
    await expectPythonGitlabScriptPasses(service, 'python_gitlab_epics.py');
  }, 60_000);
});
