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
  it('exports a project, downloads the archive and imports it as a new project', async () => {
    await expectPythonGitlabScriptPasses(service, 'python_gitlab_import_export.py');
  }, 90_000);
});
