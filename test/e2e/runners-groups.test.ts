import type { HttpClient } from '../support/http-client';
import { addMember, createGroup, createProject, createUserWithClient, type CreatedGroup } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { expectGitlabError } from '../support/expectations';
import { createRunner } from '../support/runners';
import { idsOf, verifyRunner } from '../support/runners-api';

/** GET /groups/:id/runners: the group's and its ancestors' runners and the instance's, with filters. */
let service: TestService;
let parent: CreatedGroup;
let group: CreatedGroup;
let maintainer: HttpClient;
let developer: HttpClient;
let stranger: HttpClient;
const r: Record<string, { id: number; token: string }> = {};

beforeAll(async () => {
  service = await startTestService();
  const { api } = service;
  parent = await createGroup(api, { visibility: 'private' });
  group = await createGroup(api, { parent_id: parent.id, visibility: 'private' });
  const child = await createGroup(api, { parent_id: group.id, visibility: 'private' });
  const m = await createUserWithClient(api);
  const d = await createUserWithClient(api);
  const s = await createUserWithClient(api);
  [maintainer, developer, stranger] = [m.client, d.client, s.client];
  await addMember(api, `groups/${group.id}`, m.user.id, 40);
  await addMember(api, `groups/${group.id}`, d.user.id, 30);
  r.instance = await createRunner(api, { runner_type: 'instance_type', tag_list: 'arm' });
  r.parent = await createRunner(api, { runner_type: 'group_type', group_id: parent.id, paused: true });
  r.group = await createRunner(api, { runner_type: 'group_type', group_id: group.id, tag_list: 'arm,gpu' });
  r.child = await createRunner(api, { runner_type: 'group_type', group_id: child.id });
  r.project = await createRunner(api, { runner_type: 'project_type', project_id: (await createProject(api, { namespace_id: group.id })).id });
  await verifyRunner(api, r.group.token, { version: '17.3.0' });
}, 120_000);
afterAll(async () => service?.stop());

it("lists the group's and its ancestors' runners and the instance's, not its subgroups' or projects'", async () => {
  const res = await maintainer.get(`/groups/${group.id}/runners`);
  expect(idsOf(res)).toEqual([r.instance.id, r.parent.id, r.group.id]);
  expect(res.body[2]).toMatchObject({ id: r.group.id, runner_type: 'group_type', is_shared: false, status: 'online' });
  expect(idsOf(await maintainer.get(`/groups/${encodeURIComponent(group.full_path)}/runners`))).toEqual([r.instance.id, r.parent.id, r.group.id]);
});

it.each([
  ['type=instance_type', () => [r.instance.id]],
  ['type=group_type', () => [r.parent.id, r.group.id]],
  ['type=project_type', () => []],
  ['paused=true', () => [r.parent.id]],
  ['paused=false', () => [r.instance.id, r.group.id]],
  ['status=online', () => [r.group.id]],
  ['status=never_contacted', () => [r.instance.id, r.parent.id]],
  ['tag_list=arm', () => [r.instance.id, r.group.id]],
  ['tag_list=arm,gpu', () => [r.group.id]],
  ['version_prefix=17.3', () => [r.group.id]],
  ['version_prefix=16', () => []],
])('filters group runners by %s', async (query, expected) => {
  expect(idsOf(await maintainer.get(`/groups/${group.id}/runners?${query}`))).toEqual(expected());
});

it('needs Maintainer: 403 for a Developer, 404 for a non-member of a private group, 400 for bad values', async () => {
  expectGitlabError(await developer.get(`/groups/${group.id}/runners`), 403, { message: '403 Forbidden' });
  expectGitlabError(await stranger.get(`/groups/${group.id}/runners`), 404, { message: '404 Group Not Found' });
  expectGitlabError(await maintainer.get(`/groups/${group.id}/runners?type=shared`), 400, { error: 'type does not have a valid value' });
  expectGitlabError(await service.api.as(null).get(`/groups/${group.id}/runners`), 401, { message: '401 Unauthorized' });
});
