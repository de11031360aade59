import { expectGitlabError } from '../support/expectations';
import { addMember, createGroup, createUserWithClient, uniqueName } from '../support/factories';
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

describe('POST /groups', () => {
  it('creates a top-level group whose creator is its Owner, answering GroupDetail', async () => {
    const path = uniqueName('grp');
    const res = await alice.client.post('/groups', { body: { name: 'My Group', path, description: 'about' } });
    const base = service.url.replace('127.0.0.1', 'localhost');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number), web_url: `${base}/groups/${path}`, name: 'My Group', path, description: 'about', visibility: 'private',
      share_with_group_lock: false, require_two_factor_authentication: false, two_factor_grace_period: 48, project_creation_level: 'developer',
      auto_devops_enabled: null, subgroup_creation_level: 'maintainer', emails_disabled: false, emails_enabled: true,
      show_diff_preview_in_email: true, mentions_disabled: null, lfs_enabled: true, archived: false, math_rendering_limits_enabled: true,
      lock_math_rendering_limits_enabled: false, default_branch: null, default_branch_protection: 2,
      default_branch_protection_defaults: { allowed_to_push: [{ access_level: 40 }], allow_force_push: false, allowed_to_merge: [{ access_level: 40 }], developer_can_initial_push: false },
      avatar_url: null, request_access_enabled: true, full_name: 'My Group', full_path: path, created_at: ISO, parent_id: null,
      organization_id: 1, shared_runners_setting: 'enabled', max_artifacts_size: null, marked_for_deletion_on: null,
      wiki_access_level: 'enabled', file_template_project_id: null, ip_restriction_ranges: null, shared_with_groups: [],
      prevent_sharing_groups_outside_hierarchy: false, projects: [], shared_projects: [],
    });
    const member = await alice.client.get(`/groups/${res.body.id}/members/${alice.user.id}`);
    expect(member.body).toMatchObject({ id: alice.user.id, access_level: 50 });
  });

  it('creates a subgroup with its full path and name', async () => {
    const parent = await createGroup(alice.client, { name: 'Parent' });
    const res = await alice.client.post('/groups', { body: { name: 'Child', path: 'child', parent_id: parent.id } });
    expect(res.body).toMatchObject({ parent_id: parent.id, full_path: `${parent.full_path}/child`, full_name: 'Parent / Child' });
  });

  it('requires name and path', async () => {
    expectGitlabError(await alice.client.post('/groups', { body: {} }), 400, { error: 'name is missing, path is missing' });
  });

  it('answers a taken path with GitLab\'s "Failed to save group" message', async () => {
    const group = await createGroup(alice.client);
    expectGitlabError(await alice.client.post('/groups', { body: { name: uniqueName('n'), path: group.path.toUpperCase() } }), 400, {
      message: 'Failed to save group {:path=>["has already been taken"]}',
    });
  });

  it('refuses a path taken by a user namespace', async () => {
    await alice.client.post('/projects', { body: { name: uniqueName('p') } });
    expectGitlabError(await alice.client.post('/groups', { body: { name: uniqueName('n'), path: alice.user.username } }), 400, {
      message: 'Failed to save group {:path=>["has already been taken"]}',
    });
  });

  it.each([
    ['api', 'Failed to save group {:path=>["api is a reserved name"]}'],
    ['bad.', 'Failed to save group {:path=>["can contain only letters, digits, \'_\', \'-\' and \'.\'. Cannot start with \'-\' or end in \'.\', \'.git\' or \'.atom\'."]}'],
  ])('refuses the top-level path %s', async (path, message) => {
    expectGitlabError(await alice.client.post('/groups', { body: { name: uniqueName('n'), path } }), 400, { message });
  });

  it('allows a top-level reserved word below a group', async () => {
    const parent = await createGroup(alice.client);
    expect((await alice.client.post('/groups', { body: { name: 'api', path: 'api', parent_id: parent.id } })).status).toBe(201);
  });

  it('keeps subgroups no more visible than their parent', async () => {
    const parent = await createGroup(alice.client, { visibility: 'internal' });
    expectGitlabError(await alice.client.post('/groups', { body: { name: 'x', path: uniqueName('x'), parent_id: parent.id, visibility: 'public' } }), 400, {
      message: 'Failed to save group {:visibility_level=>["public is not allowed since the parent group has a internal visibility."]}',
    });
  });

  it('refuses a restricted visibility to non-administrators', async () => {
    await service.api.put('/application/settings', { body: { restricted_visibility_levels: ['public'] } });
    try {
      expectGitlabError(await alice.client.post('/groups', { body: { name: 'x', path: uniqueName('x'), visibility: 'public' } }), 400, {
        message: 'Failed to save group {:visibility_level=>["Public has been restricted by your GitLab administrator"]}',
      });
    } finally {
      await service.api.put('/application/settings', { body: { restricted_visibility_levels: [] } });
    }
  });

  it('answers 404 for a parent the caller cannot see and 403 without the right to create subgroups', async () => {
    const hidden = await createGroup(service.api);
    expectGitlabError(await alice.client.post('/groups', { body: { name: 'x', path: uniqueName('x'), parent_id: hidden.id } }), 404, { message: '404 Group Not Found' });
    await addMember(service.api, `groups/${hidden.id}`, alice.user.id, 30);
    expectGitlabError(await alice.client.post('/groups', { body: { name: 'x', path: uniqueName('x'), parent_id: hidden.id } }), 403, { message: '403 Forbidden' });
  });

  it('honours subgroup_creation_level owner', async () => {
    const parent = await createGroup(service.api, { subgroup_creation_level: 'owner' });
    await addMember(service.api, `groups/${parent.id}`, alice.user.id, 40);
    expectGitlabError(await alice.client.post('/groups', { body: { name: 'x', path: uniqueName('x'), parent_id: parent.id } }), 403, { message: '403 Forbidden' });
  });

  it('refuses top-level groups to users who may not create groups', async () => {
    const bob = await createUserWithClient(service.api, ['api'], { can_create_group: false });
    expectGitlabError(await bob.client.post('/groups', { body: { name: 'x', path: uniqueName('x') } }), 403, { message: '403 Forbidden' });
  });
});
