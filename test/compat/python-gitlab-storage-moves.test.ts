import { expectPythonGitlabScriptPasses } from '../support/python-gitlab';
import { startTestService, type TestService } from '../support/service';
import { configureShards } from '../support/storage-moves';

let service: TestService;
let shards: ReturnType<typeof configureShards>;
beforeAll(async () => {
  shards = configureShards();
  service = await startTestService(shards.env);
});
afterAll(async () => {
  await service?.stop();
  shards?.restore();
});

describe('python-gitlab, a real GitLab client', () => {
  it('schedules, lists and reads project, snippet and group repository storage moves', async () => {
    await expectPythonGitlabScriptPasses(service, 'python_gitlab_storage_moves.py');
  }, 90_000);
});
