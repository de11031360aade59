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
  it('opens, reviews and merges merge requests', async () => {
    await expectPythonGitlabScriptPasses(service, 'python_gitlab_merge_requests.py');
  }, 60_000);
});
