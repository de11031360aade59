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
  it('protects tags, and makes releases with asset links', async () => {
    await expectPythonGitlabScriptPasses(service, 'python_gitlab_releases.py');
  }, 90_000);
});
