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
  it('tracks issues with notes, time, award emoji, to-dos and moves, and manages labels, milestones and project hooks', async () => {
    await expectPythonGitlabScriptPasses(service, 'python_gitlab_issues.py');
  }, 60_000);
});
