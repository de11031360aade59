import { settleJobs } from '../../subgraphs/repository/test/support';
import { expectGitlabError } from '../support/expectations';
import { addMember, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

// The instance's default_branch_protection(_defaults) protects the default branch of a new project
// in a personal namespace when that branch is first created (Projects::ProtectDefaultBranchService).
let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterEach(async () => {
  // Back to the instance default (fully protected), which also resets the hash.
  expect((await service.api.put('/application/settings', { body: { default_branch_protection: 2 } })).status).toBe(200);
});
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

const DESCRIPTIONS: Record<number, string> = { 0: 'No one', 30: 'Developers + Maintainers', 40: 'Maintainers' };
const level = (accessLevel: number) => ({
  id: expect.any(Number), access_level: accessLevel, access_level_description: DESCRIPTIONS[accessLevel], deploy_key_id: null, user_id: null, group_id: null,
});
const mainRule = (push: number, merge: number, allowForcePush = false) => ({
  id: expect.any(Number), name: 'main', push_access_levels: [level(push)], merge_access_levels: [level(merge)],
  unprotect_access_levels: [], allow_force_push: allowForcePush, code_owner_approval_required: false,
});

const rulesOf = async (project: CreatedProject) => {
  const res = await service.api.get(`/projects/${project.id}/protected_branches`);
  expect(res.status).toBe(200);
  return res.body;
};

const setInstance = async (body: Record<string, unknown>) => expect((await service.api.put('/application/settings', { body })).status).toBe(200);

const commitFile = (client: HttpClient, project: CreatedProject, file: string) =>
  client.post(`/projects/${project.id}/repository/files/${file}`, { body: { branch: 'main', content: file, commit_message: `Add ${file}` } });

describe('the default branch of a new project', () => {
  it('is protected at the instance default when initialize_with_readme creates it: Maintainers push and merge', async () => {
    const project = await createProject(service.api, { initialize_with_readme: true });
    expect(await rulesOf(project)).toEqual([mainRule(40, 40)]);
    expect((await service.api.get(`/projects/${project.id}/repository/branches/main`)).body).toMatchObject({
      protected: true, developers_can_push: false, developers_can_merge: false, default: true,
    });
  });

  const push = (...levels: number[]) => levels.map((accessLevel) => ({ access_level: accessLevel }));
  it.each([
    ['default_branch_protection 0 (not protected)', { default_branch_protection: 0 }, []],
    ['default_branch_protection 1 (developers push)', { default_branch_protection: 1 }, [mainRule(30, 40)]],
    ['default_branch_protection 3 (developers merge)', { default_branch_protection: 3 }, [mainRule(40, 30)]],
    ['a hash letting developers push and merge', { default_branch_protection_defaults: { allowed_to_push: push(30), allowed_to_merge: push(30), allow_force_push: false } }, [mainRule(30, 30)]],
    ['a hash allowing force pushes', { default_branch_protection_defaults: { allowed_to_push: push(40), allowed_to_merge: push(30), allow_force_push: true } }, [mainRule(40, 30, true)]],
    ['a hash letting no one push', { default_branch_protection_defaults: { allowed_to_push: push(0), allowed_to_merge: push(40) } }, [mainRule(0, 40)]],
    ['a hash that protects nothing', { default_branch_protection_defaults: { allowed_to_push: push(30), allowed_to_merge: push(30), allow_force_push: true } }, []],
  ])('follows the instance setting changed by PUT /application/settings: %s', async (_, settings, expected) => {
    await setInstance(settings);
    const project = await createProject(service.api, { initialize_with_readme: true });
    expect(await rulesOf(project)).toEqual(expected);
  });

  it('keeps a rule made by hand before the first commit, by name or wildcard', async () => {
    const [byName, byWildcard] = await Promise.all([createProject(service.api), createProject(service.api)]);
    expect((await service.api.post(`/projects/${byName.id}/protected_branches`, { body: { name: 'main', push_access_level: 30 } })).status).toBe(201);
    expect((await service.api.post(`/projects/${byWildcard.id}/protected_branches`, { body: { name: 'ma*' } })).status).toBe(201);
    for (const project of [byName, byWildcard]) expect((await commitFile(service.api, project, 'first.txt')).status).toBe(201);
    expect(await rulesOf(byName)).toEqual([expect.objectContaining({ name: 'main', push_access_levels: [level(30)], unprotect_access_levels: [level(40)] })]);
    expect((await rulesOf(byWildcard)).map((rule: { name: string }) => rule.name)).toEqual(['ma*']);
  });
});

describe("a Developer's first commit into an empty project (files API)", () => {
  async function emptyProjectWithDeveloper() {
    const project = await createProject(service.api);
    const developer = await createUserWithClient(service.api);
    await addMember(service.api, `projects/${project.id}`, developer.user.id, 30);
    return { project, developer: developer.client };
  }

  it('is refused under full protection, as for any protected branch', async () => {
    const { project, developer } = await emptyProjectWithDeveloper();
    expectGitlabError(await commitFile(developer, project, 'first.txt'), 403, { message: '403 Forbidden - You are not allowed to push into this branch' });
    expect((await service.api.get(`/projects/${project.id}/repository/branches`)).body).toEqual([]);
  });

  it('is let through with developer_can_initial_push, and the branch is fully protected after it', async () => {
    await setInstance({ default_branch_protection_defaults: { allowed_to_push: [{ access_level: 40 }], allowed_to_merge: [{ access_level: 40 }], allow_force_push: false, developer_can_initial_push: true } });
    const { project, developer } = await emptyProjectWithDeveloper();
    expect((await commitFile(developer, project, 'first.txt')).status).toBe(201);
    expect(await rulesOf(project)).toEqual([mainRule(40, 40)]);
    expectGitlabError(await commitFile(developer, project, 'second.txt'), 403, { message: '403 Forbidden - You are not allowed to push into this branch' });
  });

  it('is let through when developers may push to the default branch (level 1)', async () => {
    await setInstance({ default_branch_protection: 1 });
    const { project, developer } = await emptyProjectWithDeveloper();
    expect((await commitFile(developer, project, 'first.txt')).status).toBe(201);
    expect((await commitFile(developer, project, 'second.txt')).status).toBe(201);
    expect(await rulesOf(project)).toEqual([mainRule(30, 40)]);
  });
});
