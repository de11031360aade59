import { SERVICE_ACTOR } from '@forgegraph/platform';
import { REMOVE_USER_JOB, SYNC_USER_NAMESPACE_JOB } from '@forgegraph/collaboration';
import { eventually } from '../../../test/support/expectations';
import { addMember, createGroup, createProject, createUserWithClient } from '../../../test/support/factories';
import { startTestService, type TestService } from '../../../test/support/service';

/** What identity needs from collaboration around deleting a user. */
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.stop();
  // pg-boss keeps polling its stopped workers briefly; let it finish before jest tears down.
  await new Promise((resolve) => setTimeout(resolve, 1500));
});

const SOLE_OWNED = 'query($id: ID!) { user(id: $id) { soleOwnedGroups { id } } }';

it('lists the groups a user is the only owner of', async () => {
  const alice = await createUserWithClient(service.api);
  const bob = await createUserWithClient(service.api);
  const alone = await createGroup(alice.client);
  const shared = await createGroup(alice.client);
  await addMember(alice.client, `groups/${shared.id}`, bob.user.id, 50);
  const result = await service.server.backend.gateway.engine.execute(SOLE_OWNED, { id: String(alice.user.id) }, SERVICE_ACTOR);
  expect(result.data).toEqual({ user: { soleOwnedGroups: [{ id: String(alone.id) }] } });
});

it('forgets a deleted user\'s memberships and personal projects when identity queues the job', async () => {
  const carol = await createUserWithClient(service.api);
  const group = await createGroup(service.api);
  await addMember(service.api, `groups/${group.id}`, carol.user.id, 30);
  const personal = await createProject(carol.client);
  const collaboration = service.server.backend.subgraphs.find((s) => s.name === 'collaboration')!;
  await collaboration.runtime.jobs.send(REMOVE_USER_JOB, { userId: carol.user.id });
  await eventually(async () => ((await service.api.get(`/groups/${group.id}/members/${carol.user.id}`)).status === 404 ? true : undefined), 10_000, 200);
  expect((await service.api.get(`/projects/${personal.id}`)).status).toBe(404);
});

it('moves a personal namespace and its projects along with a renamed user when identity queues the job', async () => {
  const dave = await createUserWithClient(service.api);
  const project = await createProject(dave.client);
  const username = `renamed${dave.user.id}`;
  expect((await service.api.put(`/users/${dave.user.id}`, { body: { username, name: 'Dave Renamed' } })).status).toBe(200);
  const collaboration = service.server.backend.subgraphs.find((s) => s.name === 'collaboration')!;
  await collaboration.runtime.jobs.send(SYNC_USER_NAMESPACE_JOB, { userId: dave.user.id });
  const moved = await eventually(async () => {
    const res = await service.api.get(`/projects/${project.id}`);
    return res.body.path_with_namespace === `${username}/${project.path}` ? res.body : undefined;
  }, 10_000, 200);
  expect(moved).toMatchObject({ name_with_namespace: `Dave Renamed / ${project.name}`, namespace: { path: username, name: 'Dave Renamed' } });
});
