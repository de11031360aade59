import { settleJobs } from '../../subgraphs/repository/test/support';
import { addMember, createGroup, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { git, gitUrl, runGit, Scratch, type GitRun } from '../support/git-cli';
import { startTestService, type TestService } from '../support/service';

// A group's `default_branch_protection` decides who pushes the first branch of its new projects and
// how that branch is protected afterwards (doc/user/project/repository/branches/default.md).
let service: TestService;
const scratch = new Scratch();
const tokens = { developer: '', maintainer: '' };
const ids = { developer: 0, maintainer: 0 };

beforeAll(async () => {
  service = await startTestService();
  const [developer, maintainer] = await Promise.all([createUserWithClient(service.api), createUserWithClient(service.api)]);
  tokens.developer = developer.token;
  tokens.maintainer = maintainer.token;
  ids.developer = developer.user.id;
  ids.maintainer = maintainer.user.id;
}, 60_000);
// Each case creates a group and a project and runs several git pushes: slow on a loaded machine.
const GIT_CASE_TIMEOUT = 60_000;
afterAll(async () => {
  scratch.cleanup();
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

const DESCRIPTIONS: Record<number, string> = { 30: 'Developers + Maintainers', 40: 'Maintainers' };
const level = (accessLevel: number) => ({
  id: expect.any(Number), access_level: accessLevel, access_level_description: DESCRIPTIONS[accessLevel], deploy_key_id: null, user_id: null, group_id: null,
});
const mainRule = (push: number, merge: number) => ({
  id: expect.any(Number), name: 'main', push_access_levels: [level(push)], merge_access_levels: [level(merge)],
  unprotect_access_levels: [], allow_force_push: false, code_owner_approval_required: false,
});

/** An empty project in a new group with the given protection, where the two users are Developer and Maintainer. */
async function emptyProjectInGroup(protection: number): Promise<CreatedProject> {
  const group = await createGroup(service.api, { default_branch_protection: protection });
  await addMember(service.api, `groups/${group.id}`, ids.developer, 30);
  await addMember(service.api, `groups/${group.id}`, ids.maintainer, 40);
  return createProject(service.api, { namespace_id: group.id });
}

/** A local repository with one commit on `main`. */
async function localRepository(): Promise<string> {
  const dir = scratch.dir();
  await git(dir, 'init', '--quiet');
  await git(dir, 'commit', '--quiet', '--allow-empty', '-m', 'First commit');
  return dir;
}

const pushMain = (dir: string, project: CreatedProject, token: string, ...flags: string[]): Promise<GitRun> =>
  runGit(dir, ['push', ...flags, gitUrl(service.url, project.path_with_namespace, token), 'HEAD:refs/heads/main']);

const protectedBranches = async (project: CreatedProject) => (await service.api.get(`/projects/${project.id}/protected_branches`)).body;

describe("a group's default_branch_protection on its new projects' first push", () => {
  it.each([
    { protection: 0, initialByDeveloper: true, levels: null, laterByDeveloper: true },
    { protection: 1, initialByDeveloper: true, levels: [30, 40], laterByDeveloper: true },
    { protection: 2, initialByDeveloper: false, levels: [40, 40], laterByDeveloper: false },
    { protection: 3, initialByDeveloper: false, levels: [40, 30], laterByDeveloper: false },
    { protection: 4, initialByDeveloper: true, levels: [40, 40], laterByDeveloper: false },
  ])('level $protection: Developer first push $initialByDeveloper, main push/merge levels $levels, Developer push after $laterByDeveloper', async ({ protection, initialByDeveloper, levels, laterByDeveloper }) => {
    const project = await emptyProjectInGroup(protection);
    const rule = levels && mainRule(levels[0], levels[1]);
    const repo = await localRepository();
    const first = await pushMain(repo, project, tokens.developer);
    expect(first.code === 0).toBe(initialByDeveloper);
    if (!initialByDeveloper) expect((await pushMain(repo, project, tokens.maintainer)).code).toBe(0);
    expect(await protectedBranches(project)).toEqual(rule ? [rule] : []);
    await git(repo, 'commit', '--quiet', '--allow-empty', '-m', 'Second commit');
    const later = await pushMain(repo, project, tokens.developer);
    expect(later.code === 0).toBe(laterByDeveloper);
    if (!laterByDeveloper) {
      expect(later.stderr).toContain('remote: GitLab: You are not allowed to push code to protected branches on this project.');
      expect(later.stderr).toContain('[remote rejected] HEAD -> main (pre-receive hook declined)');
    }
  }, GIT_CASE_TIMEOUT);

  it("refuses a Developer's first push under full protection with GitLab's empty-project message", async () => {
    const project = await emptyProjectInGroup(2);
    const push = await pushMain(await localRepository(), project, tokens.developer);
    expect(push.code).not.toBe(0);
    // git pads each side-band line it shows with spaces.
    expect(push.stderr.split('\n').map((line) => line.trimEnd()).join('\n')).toContain([
      'remote: GitLab:',
      `remote: A default branch (e.g. main) does not yet exist for ${project.path_with_namespace}`,
      'remote: Ask a project Owner or Maintainer to create a default branch:',
      'remote:',
      `remote:   ${project.web_url}/-/project_members`,
    ].join('\n'));
    expect(push.stderr).toContain('[remote rejected] HEAD -> main (pre-receive hook declined)');
    expect((await service.api.get(`/projects/${project.id}/repository/branches`)).body).toEqual([]);
    // Every branch of the empty repository counts as protected, not only the default one.
    const other = await runGit(await localRepository(), ['push', gitUrl(service.url, project.path_with_namespace, tokens.developer), 'HEAD:refs/heads/topic']);
    expect(other.stderr).toContain('A default branch (e.g. main) does not yet exist');
  }, GIT_CASE_TIMEOUT);

  it('lets a Developer push under partial protection but not force-push', async () => {
    const project = await emptyProjectInGroup(1);
    const repo = await localRepository();
    expect((await pushMain(repo, project, tokens.developer)).code).toBe(0);
    await git(repo, 'commit', '--quiet', '--amend', '--allow-empty', '-m', 'Rewritten');
    const forced = await pushMain(repo, project, tokens.developer, '--force');
    expect(forced.code).not.toBe(0);
    expect(forced.stderr).toContain('remote: GitLab: You are not allowed to force push code to a protected branch on this project.');
  }, GIT_CASE_TIMEOUT);

  it('protects whichever branch the first push makes the default, and only that one', async () => {
    const project = await emptyProjectInGroup(2);
    const repo = await localRepository();
    const push = await runGit(repo, ['push', gitUrl(service.url, project.path_with_namespace, tokens.maintainer), 'HEAD:refs/heads/trunk', 'HEAD:refs/heads/topic']);
    expect(push.code).toBe(0);
    expect((await service.api.get(`/projects/${project.id}`)).body.default_branch).toBe('topic');
    expect((await protectedBranches(project)).map((rule: { name: string }) => rule.name)).toEqual(['topic']);
  }, GIT_CASE_TIMEOUT);
});
