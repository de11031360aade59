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
  it('runs pipelines and jobs: create with variables, list with filters, cancel, retry, play and delete', async () => {
    await expectPythonGitlabScriptPasses(service, 'python_gitlab_pipelines.py');
  }, 60_000);
});
