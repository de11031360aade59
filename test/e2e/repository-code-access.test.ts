import { settleJobs } from '../../subgraphs/repository/test/support';
import { buildWorld, type Role, type World } from '../support/collaboration-world';
import { expectGitlabError } from '../support/expectations';
import { addMember, type CreatedProject } from '../support/factories';
import { runGit, Scratch, gitUrl } from '../support/git-cli';
import { startTestService, type TestService } from '../support/service';

// GitLab's read_code: Reporters and above everywhere; in a public project anyone, in an internal one
// every signed-in user, Guests included. Who cannot see the project gets 404, a Guest of a private
// project sees it but gets 403 on its repository.
let service: TestService;
let world: World;
const scratch = new Scratch();

beforeAll(async () => {
  service = await startTestService();
  world = await buildWorld(service.api);
  for (const project of [world.privateProject, world.internalProject, world.publicProject]) {
    const res = await service.api.post(`/projects/${project.id}/repository/commits`, {
      body: { branch: 'main', commit_message: 'Initial commit', actions: [{ action: 'create', file_path: 'README.md', content: '# Readme\n' }] },
    });
    expect(res.status).toBe(201);
  }
  // The guest is a Guest of the private project through its group; make it one of the open projects too.
  const owner = world.clients.owner;
  for (const project of [world.internalProject, world.publicProject]) await addMember(owner, `projects/${project.id}`, world.userIds.guest!, 10);
}, 120_000);
afterAll(async () => {
  scratch.cleanup();
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500));
});

const tree = (role: Role, project: CreatedProject) => world.clients[role].get(`/projects/${project.id}/repository/tree`);

describe('reading a repository by role and visibility', () => {
  it('answers a Guest of a private project 403 and those who cannot see it 404', async () => {
    expectGitlabError(await tree('guest', world.privateProject), 403, { message: '403 Forbidden' });
    expectGitlabError(await tree('non_member', world.privateProject), 404, { message: '404 Project Not Found' });
    expectGitlabError(await tree('anonymous', world.privateProject), 404, { message: '404 Project Not Found' });
    const reporter = await tree('reporter', world.privateProject);
    expect(reporter.status).toBe(200);
    expect(reporter.body.map((entry: { name: string }) => entry.name)).toEqual(['README.md']);
  });

  it('lets every signed-in user read an internal project, its Guests included, and hides it from anonymous callers', async () => {
    for (const role of ['guest', 'non_member'] as Role[]) {
      const res = await tree(role, world.internalProject);
      expect({ role, status: res.status }).toEqual({ role, status: 200 });
    }
    expectGitlabError(await tree('anonymous', world.internalProject), 404, { message: '404 Project Not Found' });
  });

  it('lets anyone read a public project, its Guests included', async () => {
    for (const role of ['guest', 'non_member', 'anonymous'] as Role[]) {
      const res = await world.clients[role].get(`/projects/${world.publicProject.id}/repository/files/README.md/raw?ref=main`);
      expect({ role, status: res.status, text: res.text }).toEqual({ role, status: 200, text: '# Readme\n' });
    }
  });

  it('shows default_branch and ci_config_path only to callers who may read the code, as GitLab does', async () => {
    const asGuest = await world.clients.guest.get(`/projects/${world.privateProject.id}`);
    expect(asGuest.status).toBe(200);
    expect(asGuest.body).not.toHaveProperty('default_branch');
    expect(asGuest.body).not.toHaveProperty('ci_config_path');
    const asReporter = await world.clients.reporter.get(`/projects/${world.privateProject.id}`);
    expect(asReporter.body).toMatchObject({ default_branch: 'main', ci_config_path: null });
    const publicAsGuest = await world.clients.guest.get(`/projects/${world.publicProject.id}`);
    expect(publicAsGuest.body.default_branch).toBe('main');
  });

  it('refuses a Guest of a private project a git clone, and lets it clone the public one', async () => {
    const guestToken = world.clients.guest.token!;
    const denied = await runGit(scratch.dir(), ['clone', '--quiet', gitUrl(service.url, world.privateProject.path_with_namespace, guestToken), 'repo']);
    expect(denied.code).not.toBe(0);
    expect(denied.stderr).toContain('You are not allowed to download code from this project.');
    const allowed = await runGit(scratch.dir(), ['clone', '--quiet', gitUrl(service.url, world.publicProject.path_with_namespace, guestToken), 'repo']);
    expect(allowed.code).toBe(0);
  });
});
