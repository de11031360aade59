import { settleJobs } from '../../subgraphs/repository/test/support';
import { createProject } from '../support/factories';
import { git, gitUrl, Scratch } from '../support/git-cli';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
const scratch = new Scratch();

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  scratch.cleanup();
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

/** Pushes one commit as each of `branches` (in that order, in one push) into a new, empty project. */
async function pushBranchesToEmptyProject(branches: string[]): Promise<{ default_branch: string | null }> {
  const project = await createProject(service.api);
  const repo = scratch.dir();
  await git(repo, 'init', '--quiet', '--initial-branch=work');
  await git(repo, 'commit', '--quiet', '--allow-empty', '-m', 'first');
  const refspecs = branches.map((branch) => `HEAD:refs/heads/${branch}`);
  await git(repo, 'push', '--quiet', gitUrl(service.url, project.path_with_namespace, service.rootToken), ...refspecs);
  return (await service.api.get(`/projects/${project.id}`)).body;
}

describe('the default branch of a repository filled by one push (Gitaly GetDefaultBranch)', () => {
  it.each([
    [['topic', 'zeta', 'main'], 'main'],
    [['topic', 'master', 'alpha'], 'master'],
    [['topic', 'main', 'master'], 'main'],
    [['zeta', 'beta', 'gamma'], 'beta'],
    [['only'], 'only'],
  ])('pushing %j makes %s the default branch', async (branches, expected) => {
    const project = await pushBranchesToEmptyProject(branches);
    expect(project.default_branch).toBe(expected);
  });

  it('keeps the default branch of a repository that already has one when a push adds branches', async () => {
    const project = await createProject(service.api, { initialize_with_readme: true });
    const repo = scratch.dir();
    await git(repo, 'clone', '--quiet', gitUrl(service.url, project.path_with_namespace, service.rootToken), 'clone');
    await git(`${repo}/clone`, 'push', '--quiet', 'origin', 'HEAD:refs/heads/aaa', 'HEAD:refs/heads/master');
    expect((await service.api.get(`/projects/${project.id}`)).body.default_branch).toBe('main');
  });
});
