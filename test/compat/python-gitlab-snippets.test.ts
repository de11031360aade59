import { expectPythonGitlabScriptPasses } from '../support/python-gitlab';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
// A whole service boots here; on a loaded machine that can take longer than jest's default 30 s.
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(async () => {
  await service?.stop();
});

describe('python-gitlab, a real GitLab client', () => {
  it('creates, lists, reads, updates and deletes personal and project snippets', async () => {
    await expectPythonGitlabScriptPasses(service, 'python_gitlab_snippets.py');
  }, 60_000);
});
