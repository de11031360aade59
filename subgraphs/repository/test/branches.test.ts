import { gitBare, RepositoryHarness } from './support';

let h: RepositoryHarness;
let projectId: number;
let gitDir: string;
let p: string;

beforeAll(async () => {
  h = await RepositoryHarness.start();
  ({ projectId, gitDir } = await h.createRepository());
  p = String(projectId);
  const work = h.clone(gitDir);
  work.run('checkout', '--quiet', '-b', 'merged-feature');
  work.write('m.txt', 'merged\n');
  work.commit('Merged work', '2021-01-02T00:00:00Z');
  work.run('checkout', '--quiet', 'main');
  work.run('merge', '--quiet', '--no-ff', '-m', 'Merge it', 'merged-feature');
  work.run('checkout', '--quiet', '-b', 'open-feature');
  work.write('o.txt', 'open\n');
  work.commit('Open work', '2021-01-03T00:00:00Z');
  work.run('branch', 'release/1.0', 'main');
  work.run('branch', 'same-as-main', 'main');
  work.push('main', 'merged-feature', 'open-feature', 'release/1.0', 'same-as-main');
}, 60_000);
afterAll(async () => {
  await h?.stop();
});

const BRANCH_FIELDS = 'id name merged protected developersCanPush developersCanMerge canPush default commit { sha title }';
const LIST = `query($p: ID!, $search: String, $regex: String) { projectRepository(projectId: $p) { branches(search: $search, regex: $regex) { nodes { ${BRANCH_FIELDS} } pageInfo { total } } } }`;
const ONE = `query($p: ID!, $name: String!) { projectRepository(projectId: $p) { branch(name: $name) { ${BRANCH_FIELDS} } } }`;
const names = async (search?: string, regex?: string) =>
  (await h.ok(LIST, { p, search, regex })).projectRepository.branches.nodes.map((b: { name: string }) => b.name);

describe('reading branches', () => {
  it('lists branches by name with the Branch entity fields', async () => {
    const { nodes, pageInfo } = (await h.ok(LIST, { p })).projectRepository.branches;
    expect(nodes.map((b: { name: string }) => b.name)).toEqual(gitBare(gitDir, 'branch', '--format=%(refname:short)').split('\n'));
    expect(pageInfo.total).toBe(5);
    const byName = Object.fromEntries(nodes.map((b: { name: string }) => [b.name, b]));
    expect(byName.main).toEqual({
      // Protected since the README commit created it (the instance default: Maintainers push and merge).
      id: `${projectId}:main`, name: 'main', merged: false, protected: true, developersCanPush: false, developersCanMerge: false,
      canPush: true, default: true, commit: { sha: gitBare(gitDir, 'rev-parse', 'main'), title: 'Merge it' },
    });
    expect(byName['merged-feature'].merged).toBe(true);
    expect(byName['open-feature'].merged).toBe(false);
    expect(byName['same-as-main'].merged).toBe(false);
  });

  it('searches with anchors and filters by regex', async () => {
    expect(await names('feature')).toEqual(['merged-feature', 'open-feature']);
    expect(await names('^open')).toEqual(['open-feature']);
    expect(await names('1.0$')).toEqual(['release/1.0']);
    expect(await names(undefined, '^(main|release/.*)$')).toEqual(['main', 'release/1.0']);
    expect((await h.error(LIST, { p, regex: '(' })).body).toEqual({ message: 'Regex is invalid' });
  });

  it('answers 404 Branch Not Found for a missing branch and 400 for a name git refuses', async () => {
    expect((await h.ok(ONE, { p, name: 'release/1.0' })).projectRepository.branch.name).toBe('release/1.0');
    expect(await h.error(ONE, { p, name: 'nope' })).toMatchObject({ code: 'NOT_FOUND', body: { message: '404 Branch Not Found' } });
    expect(await h.error(ONE, { p, name: 'bad..name' })).toMatchObject({ code: 'BAD_USER_INPUT', body: { message: 'The branch refname is invalid' } });
  });
});

const CREATE = `mutation($input: CreateBranchInput!) { createBranch(input: $input) { name commit { sha } } }`;
const DELETE = `mutation($p: ID!, $b: String!) { deleteBranch(projectId: $p, branch: $b) }`;

describe('creating and deleting branches', () => {
  it('creates a branch at a ref, as git shows it', async () => {
    const { createBranch } = await h.ok(CREATE, { input: { projectId: p, branch: 'new-branch', ref: 'open-feature' } });
    expect(createBranch).toEqual({ name: 'new-branch', commit: { sha: gitBare(gitDir, 'rev-parse', 'open-feature') } });
    expect(gitBare(gitDir, 'rev-parse', 'refs/heads/new-branch')).toBe(createBranch.commit.sha);
  });

  it.each([
    ['an existing branch', 'main', 'main', 'Branch already exists'],
    ['a name git refuses', 'bad name', 'main', 'Branch name is invalid'],
    ['an unknown ref', 'fresh', 'nope', "Failed to create branch 'fresh': invalid reference name 'nope'"],
    ['an empty ref', 'fresh', '', 'Ref is missing'],
    ['a name under an existing branch', 'main/sub', 'main', "Failed to create branch 'main/sub': Branch name conflicts with existing branch hierarchy."],
  ])('refuses %s', async (_case, branch, ref, message) => {
    expect(await h.error(CREATE, { input: { projectId: p, branch, ref } })).toMatchObject({ code: 'BAD_USER_INPUT', body: { message } });
  });

  it('deletes a branch, but not the default one, and 404s a missing one', async () => {
    await h.ok(CREATE, { input: { projectId: p, branch: 'to-delete', ref: 'main' } });
    expect((await h.ok(DELETE, { p, b: 'to-delete' })).deleteBranch).toBe(true);
    expect(gitBare(gitDir, 'branch', '--list', 'to-delete')).toBe('');
    expect((await h.error(DELETE, { p, b: 'to-delete' })).body).toEqual({ message: '404 Branch Not Found' });
    expect((await h.error(DELETE, { p, b: 'main' })).body).toEqual({ message: 'The default branch of a project cannot be deleted.' });
  });
});

const PROTECT = `mutation($input: ProtectBranchInput!) { protectBranch(input: $input) {
  id name allowForcePush codeOwnerApprovalRequired
  pushAccessLevels { accessLevel accessLevelDescription userId groupId deployKeyId }
  mergeAccessLevels { accessLevel accessLevelDescription }
  unprotectAccessLevels { accessLevel accessLevelDescription } } }`;

describe('protected branches', () => {
  it('protects with Maintainers by default, and shows on the branch', async () => {
    const maintainers = { accessLevel: 40, accessLevelDescription: 'Maintainers' };
    const READ = `query($p: ID!) { projectRepository(projectId: $p) { protectedBranch(name: "main") { allowForcePush pushAccessLevels { accessLevel } mergeAccessLevels { accessLevel } unprotectAccessLevels { accessLevel } } } }`;
    // The default branch's own rule (ProtectDefaultBranchService) names push and merge levels only.
    expect((await h.ok(READ, { p })).projectRepository.protectedBranch).toEqual({
      allowForcePush: false, pushAccessLevels: [{ accessLevel: 40 }], mergeAccessLevels: [{ accessLevel: 40 }], unprotectAccessLevels: [],
    });
    await h.ok(`mutation($p: ID!) { unprotectBranch(projectId: $p, name: "main") }`, { p });
    const { protectBranch } = await h.ok(PROTECT, { input: { projectId: p, name: 'main' } });
    expect(protectBranch).toEqual({
      id: expect.stringMatching(/^\d+$/), name: 'main', allowForcePush: false, codeOwnerApprovalRequired: false,
      pushAccessLevels: [{ ...maintainers, userId: null, groupId: null, deployKeyId: null }], mergeAccessLevels: [maintainers], unprotectAccessLevels: [maintainers],
    });
    expect((await h.ok(ONE, { p, name: 'main' })).projectRepository.branch).toMatchObject({ protected: true, developersCanPush: false, canPush: true });
  });

  it('protects a wildcard with chosen levels', async () => {
    const { protectBranch } = await h.ok(PROTECT, { input: { projectId: p, name: 'release/*', pushAccessLevel: 30, mergeAccessLevel: 0, allowForcePush: true } });
    expect(protectBranch.pushAccessLevels).toEqual([expect.objectContaining({ accessLevel: 30, accessLevelDescription: 'Developers + Maintainers' })]);
    expect(protectBranch.mergeAccessLevels).toEqual([{ accessLevel: 0, accessLevelDescription: 'No one' }]);
    expect((await h.ok(ONE, { p, name: 'release/1.0' })).projectRepository.branch).toMatchObject({ protected: true, developersCanPush: true, developersCanMerge: false });
  });

  it('refuses a second rule for a name (409) and an unknown level (400)', async () => {
    expect(await h.error(PROTECT, { input: { projectId: p, name: 'main' } })).toMatchObject({ code: 'CONFLICT', body: { message: "Protected branch 'main' already exists" } });
    expect((await h.error(PROTECT, { input: { projectId: p, name: 'x', pushAccessLevel: 35 } })).body).toEqual({ error: 'push_access_level does not have a valid value' });
  });

  it('lists, reads and unprotects rules', async () => {
    const LISTED = `query($p: ID!) { projectRepository(projectId: $p) { protectedBranches { nodes { name } } protectedBranch(name: "main") { name } } }`;
    const data = (await h.ok(LISTED, { p })).projectRepository;
    expect(data.protectedBranches.nodes).toEqual([{ name: 'main' }, { name: 'release/*' }]);
    expect(data.protectedBranch).toEqual({ name: 'main' });
    const UNPROTECT = `mutation($p: ID!, $n: String!) { unprotectBranch(projectId: $p, name: $n) }`;
    expect((await h.ok(UNPROTECT, { p, n: 'release/*' })).unprotectBranch).toBe(true);
    expect((await h.ok(ONE, { p, name: 'release/1.0' })).projectRepository.branch.protected).toBe(false);
    expect((await h.error(UNPROTECT, { p, n: 'release/*' })).body).toEqual({ message: '404 Not found' });
  });

  it('still lets a maintainer delete a protected branch that is not the default', async () => {
    await h.ok(CREATE, { input: { projectId: p, branch: 'guarded', ref: 'main' } });
    await h.ok(PROTECT, { input: { projectId: p, name: 'guarded' } });
    expect((await h.ok(DELETE, { p, b: 'guarded' })).deleteBranch).toBe(true);
  });
});
