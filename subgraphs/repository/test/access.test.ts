import { buildWorld, type Role, type World } from '../../../test/support/collaboration-world';
import { gitBare, RepositoryHarness } from './support';

let h: RepositoryHarness;
let world: World;
const gitDirs: Record<string, string> = {};

beforeAll(async () => {
  h = await RepositoryHarness.start();
  world = await buildWorld(h.service.api);
  // Collaboration created the (empty) repositories with the projects; root makes their first commit.
  for (const project of [world.privateProject, world.publicProject]) {
    const data = await h.ok(`query($p: ID!) { projectRepository(projectId: $p) { storage diskPath } }`, { p: String(project.id) });
    gitDirs[project.id] = `${h.dataDir}/repositories/${data.projectRepository.storage}/${data.projectRepository.diskPath}.git`;
    const readme = [{ action: 'create', filePath: 'README.md', content: '# Readme\n' }];
    await h.ok(COMMIT, { input: { projectId: String(project.id), branch: 'main', commitMessage: 'Initial commit', actions: readme } });
  }
}, 120_000);
afterAll(async () => {
  await h?.stop();
});

const tokenOf = (role: Role) => world.clients[role].token;
const COMMITS = `query($p: ID!) { projectRepository(projectId: $p) { commits { nodes { title } } } }`;
const COMMIT = `mutation($input: CreateCommitInput!) { createCommit(input: $input) { sha committerName } }`;
const commitAs = (role: Role, projectId: number, file: string, branch = 'main', startBranch?: string) => h.gql(COMMIT, {
  input: { projectId: String(projectId), branch, startBranch, commitMessage: `by ${role}`, actions: [{ action: 'create', filePath: file, content: role }] },
}, tokenOf(role));

describe('who may read code (collaboration decides, through the gateway)', () => {
  it.each([
    ['anonymous', 'NOT_FOUND'], ['non_member', 'NOT_FOUND'], ['guest', 'FORBIDDEN'],
    ['reporter', null], ['developer', null], ['maintainer', null], ['owner', null], ['admin', null],
  ] as Array<[Role, string | null]>)('private project, %s: %s', async (role, code) => {
    const result = await h.gql(COMMITS, { p: String(world.privateProject.id) }, tokenOf(role));
    if (code === null) expect(result.data?.projectRepository.commits.nodes).toEqual([{ title: 'Initial commit' }]);
    // Who cannot see the project gets 404 (find_project!); a Guest sees it but may not read its code (403).
    else expect(result.errors?.[0].extensions).toMatchObject({ code, body: { message: code === 'FORBIDDEN' ? '403 Forbidden' : '404 Project Not Found' } });
  });

  it('lets anyone read a public project, its Guests included', async () => {
    for (const role of ['anonymous', 'non_member', 'guest'] as Role[]) {
      const result = await h.gql(COMMITS, { p: String(world.publicProject.id) }, tokenOf(role));
      expect(result.data?.projectRepository.commits.nodes).toEqual([{ title: 'Initial commit' }]);
    }
  });

  it("serves the repository as a field of collaboration's Project", async () => {
    const query = `query($ref: String!) { project(ref: $ref) { id repository { defaultBranch rootRef empty commit(ref: "main") { title project { id } } } } }`;
    const data = await h.ok(query, { ref: String(world.publicProject.id) });
    expect(data.project).toEqual({
      id: String(world.publicProject.id),
      repository: { defaultBranch: 'main', rootRef: 'main', empty: false, commit: { title: 'Initial commit', project: { id: String(world.publicProject.id) } } },
    });
  });
});

describe('who may write', () => {
  it('needs Developer to push, and answers 403 below', async () => {
    const denied = await commitAs('reporter', world.privateProject.id, 'reporter.txt');
    expect(denied.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', body: { message: '403 Forbidden' } });
    // The default branch is protected since its first commit; a new branch is open to Developers.
    const { data } = await commitAs('developer', world.privateProject.id, 'developer.txt', 'developer-work', 'main');
    expect(data?.createCommit.sha).toBe(gitBare(gitDirs[world.privateProject.id], 'rev-parse', 'developer-work'));
    expect(data?.createCommit.committerName).toMatch(/^User /);
  });

  it('protected the default branch at its first commit: Maintainers only, as the instance default says', async () => {
    const protect = `mutation($input: ProtectBranchInput!) { protectBranch(input: $input) { name } }`;
    const byDeveloper = await h.gql(protect, { input: { projectId: String(world.privateProject.id), name: 'main' } }, tokenOf('developer'));
    expect(byDeveloper.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const again = await h.gql(protect, { input: { projectId: String(world.privateProject.id), name: 'main' } });
    expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
    const pushed = await commitAs('developer', world.privateProject.id, 'late.txt');
    expect(pushed.errors?.[0].extensions?.body).toEqual({ message: '403 Forbidden - You are not allowed to push into this branch' });
    expect((await commitAs('maintainer', world.privateProject.id, 'maintainer.txt')).errors).toBeUndefined();
    const branch = `query($p: ID!) { projectRepository(projectId: $p) { branch(name: "main") { protected canPush } } }`;
    const asDeveloper = await h.gql(branch, { p: String(world.privateProject.id) }, tokenOf('developer'));
    expect(asDeveloper.data?.projectRepository.branch).toEqual({ protected: true, canPush: false });
  });

  it('keeps repository lifecycle for the service actor and administrators', async () => {
    const result = await h.gql(`mutation($p: ID!) { removeRepository(projectId: $p) }`, { p: String(world.privateProject.id) }, tokenOf('owner'));
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
