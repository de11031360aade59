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
  it('configures approvals, manages approval rules and approves merge requests', async () => {
    await expectPythonGitlabScriptPasses(service, 'python_gitlab_approvals.py');
  }, 60_000);
});
