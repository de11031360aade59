import { expectGitlabError } from '../support/expectations';
import { createGroup, createUserWithClient, uniqueName } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let alice: { user: { id: number; username: string }; client: HttpClient };

beforeAll(async () => {
  service = await startTestService();
  alice = await createUserWithClient(service.api);
});
afterAll(async () => {
  await service?.stop();
});

const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/);

describe('POST /projects', () => {
  it('creates a project in the caller\'s personal namespace with GitLab\'s Project entity', async () => {
    const res = await alice.client.post('/projects', { body: { name: 'Hello World', description: 'greetings' } });
    const base = service.url.replace('127.0.0.1', 'localhost');
    const ns = alice.user.username;
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      description: 'greetings',
      name: 'Hello World',
      name_with_namespace: `User ${ns} / Hello World`,
      path: 'hello-world',
      path_with_namespace: `${ns}/hello-world`,
      created_at: ISO,
      default_branch: 'main',
      tag_list: [],
      topics: [],
      ssh_url_to_repo: `git@localhost:${ns}/hello-world.git`,
      http_url_to_repo: `${base}/${ns}/hello-world.git`,
      web_url: `${base}/${ns}/hello-world`,
      namespace: { id: expect.any(Number), name: `User ${ns}`, path: ns, kind: 'user', full_path: ns, parent_id: null, avatar_url: expect.any(String), web_url: `${base}/${ns}` },
      _links: { self: `${base}/api/v4/projects/${res.body.id}`, members: `${base}/api/v4/projects/${res.body.id}/members` },
      empty_repo: true,
      archived: false,
      visibility: 'private',
      owner: { id: alice.user.id, username: ns, name: `User ${ns}`, state: 'active', locked: false, avatar_url: expect.any(String), web_url: `${base}/${ns}` },
      creator_id: alice.user.id,
      request_access_enabled: true,
      merge_method: 'merge',
      squash_option: 'default_off',
      issues_access_level: 'enabled',
    });
    expect(res.body).not.toHaveProperty('permissions');
  });

  it('derives the name from a path and keeps a name that is a valid path as path', async () => {
    const fromPath = await alice.client.post('/projects', { body: { path: 'only-path' } });
    expect(fromPath.body).toMatchObject({ name: 'only-path', path: 'only-path' });
    const validName = await alice.client.post('/projects', { body: { name: 'CamelName' } });
    expect(validName.body).toMatchObject({ name: 'CamelName', path: 'CamelName' });
  });

  it('requires a name or a path', async () => {
    expectGitlabError(await alice.client.post('/projects', { body: { description: 'x' } }), 400, {
      error: 'name, path are missing, at least one parameter must be provided',
    });
  });

  it('answers 401 without credentials', async () => {
    expectGitlabError(await service.api.as(null).post('/projects', { body: { name: 'x' } }), 401, { message: '401 Unauthorized' });
  });

  it('refuses a duplicate name and path in the namespace with GitLab\'s validation body', async () => {
    await alice.client.post('/projects', { body: { name: 'dup' } });
    expectGitlabError(await alice.client.post('/projects', { body: { name: 'dup' } }), 400, {
      message: { name: ['has already been taken'], path: ['has already been taken'], 'project_namespace.name': ['has already been taken'] },
    });
    expectGitlabError(await alice.client.post('/projects', { body: { name: 'other', path: 'DUP' } }), 400, {
      message: { path: ['has already been taken'] },
    });
  });

  it.each([
    ['-leading', { path: ["can contain only letters, digits, '_', '-' and '.'. Cannot start with '-', end in '.git' or end in '.atom'"] }],
    ['repo.git', { path: ["can contain only letters, digits, '_', '-' and '.'. Cannot start with '-', end in '.git' or end in '.atom'"] }],
    ['badges', { path: ['badges is a reserved name'] }],
  ])('refuses the path %s', async (path, message) => {
    expectGitlabError(await alice.client.post('/projects', { body: { name: uniqueName('n'), path } }), 400, { message });
  });

  it('refuses a name that does not start with a letter, digit, emoji or underscore', async () => {
    expectGitlabError(await alice.client.post('/projects', { body: { name: '-bad', path: uniqueName('p') } }), 400, {
      message: { name: ["can contain only letters, digits, emoji, '_', '.', '+', dashes, or spaces. It must start with a letter, digit, emoji, or '_'."] },
    });
  });

  it('refuses an unknown visibility before anything else', async () => {
    expectGitlabError(await alice.client.post('/projects', { body: { name: 'v', visibility: 'secret' } }), 400, { error: 'visibility does not have a valid value' });
  });
});

describe('visibility of new projects', () => {
  afterEach(async () => {
    await service.api.put('/application/settings', { body: { default_project_visibility: 'private', restricted_visibility_levels: [] } });
  });

  it('defaults to the default_project_visibility setting', async () => {
    await service.api.put('/application/settings', { body: { default_project_visibility: 'internal' } });
    const res = await alice.client.post('/projects', { body: { name: uniqueName('p') } });
    expect(res.body.visibility).toBe('internal');
  });

  it('refuses a restricted level to non-administrators but not to administrators', async () => {
    await service.api.put('/application/settings', { body: { restricted_visibility_levels: ['public'] } });
    expectGitlabError(await alice.client.post('/projects', { body: { name: uniqueName('p'), visibility: 'public' } }), 400, {
      message: { visibility_level: ['Public has been restricted by your GitLab administrator'] },
    });
    const admin = await service.api.post('/projects', { body: { name: uniqueName('p'), visibility: 'public' } });
    expect(admin.body.visibility).toBe('public');
  });

  it('is never more visible than the group', async () => {
    const group = await createGroup(alice.client, { visibility: 'internal' });
    expectGitlabError(await alice.client.post('/projects', { body: { name: uniqueName('p'), namespace_id: group.id, visibility: 'public' } }), 400, {
      message: { visibility_level: ['public is not allowed in a internal group.'] },
    });
    await service.api.put('/application/settings', { body: { default_project_visibility: 'public' } });
    const capped = await alice.client.post('/projects', { body: { name: uniqueName('p'), namespace_id: group.id } });
    expect(capped.body.visibility).toBe('internal');
  });
});

describe('project namespaces', () => {
  it('creates in a group where the caller may create projects, with the group as namespace', async () => {
    const group = await createGroup(alice.client);
    const res = await alice.client.post('/projects', { body: { name: 'In Group', namespace_id: group.id } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ path_with_namespace: `${group.full_path}/in-group`, namespace: { id: group.id, kind: 'group', full_path: group.full_path } });
    expect(res.body).not.toHaveProperty('owner');
  });

  it('answers namespace is not valid for another user\'s namespace or an unknown one', async () => {
    const bob = await createUserWithClient(service.api);
    const bobs = await bob.client.post('/projects', { body: { name: uniqueName('p') } });
    for (const namespaceId of [bobs.body.namespace.id, 999999]) {
      expectGitlabError(await alice.client.post('/projects', { body: { name: uniqueName('p'), namespace_id: namespaceId } }), 400, {
        message: { namespace: ['is not valid'] },
      });
    }
  });

  it('honours the group\'s project_creation_level', async () => {
    const group = await createGroup(service.api, { project_creation_level: 'maintainer' });
    await service.api.post(`/groups/${group.id}/members`, { body: { user_id: alice.user.id, access_level: 30 } });
    expectGitlabError(await alice.client.post('/projects', { body: { name: uniqueName('p'), namespace_id: group.id } }), 400, {
      message: { namespace: ['is not valid'] },
    });
    await service.api.put(`/groups/${group.id}`, { body: { project_creation_level: 'developer' } });
    const res = await alice.client.post('/projects', { body: { name: uniqueName('p'), namespace_id: group.id } });
    expect(res.status).toBe(201);
    const member = await service.api.get(`/projects/${res.body.id}/members/${alice.user.id}`);
    expect(member.body.access_level).toBe(40);
  });
});

describe('POST /projects/user/:user_id', () => {
  it('lets an administrator create a project owned by the user', async () => {
    const res = await service.api.post(`/projects/user/${alice.user.id}`, { body: { name: uniqueName('p') } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ namespace: { path: alice.user.username, kind: 'user' }, creator_id: alice.user.id, owner: { id: alice.user.id } });
  });

  it('answers 403 to non-administrators and 404 for an unknown user', async () => {
    expectGitlabError(await alice.client.post(`/projects/user/${alice.user.id}`, { body: { name: 'x' } }), 403, { message: '403 Forbidden' });
    expectGitlabError(await service.api.post('/projects/user/999999', { body: { name: 'x' } }), 404, { message: '404 User Not Found' });
  });

  it('requires a name', async () => {
    expectGitlabError(await service.api.post(`/projects/user/${alice.user.id}`, { body: { path: 'x' } }), 400, { error: 'name is missing' });
  });
});
