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
  it('creates commits with actions, lists and gets commits, manages tags and reads raw files', async () => {
    await expectPythonGitlabScriptPasses(service, 'python_gitlab_repository.py');
  }, 60_000);
});
