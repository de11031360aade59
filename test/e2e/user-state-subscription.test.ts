import type { Client } from 'graphql-ws';
import { addMember, createGroup, createUser, createUserWithClient, type CreatedUser } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { EventSubscription, subscriptionClient } from '../support/subscriptions';

interface StateEvent {
  data?: { userStateChanged: { id: string; username: string; state: string } } | null;
  errors?: unknown[];
}

const SUBSCRIPTION = 'subscription ($id: ID) { userStateChanged(userId: $id) { id username state } }';

let service: TestService;
let client: Client;
const disposables: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  service = await startTestService();
  client = subscriptionClient(service.server.port, service.rootToken);
  disposables.push(() => client.dispose());
});
afterAll(async () => {
  for (const dispose of disposables.reverse()) await dispose();
  await service?.stop();
});

function subscribe(user: CreatedUser, on: Client = client): EventSubscription<StateEvent> {
  const subscription = EventSubscription.open<StateEvent>(on, SUBSCRIPTION, { id: String(user.id) });
  disposables.push(() => subscription.close());
  return subscription;
}

/**
 * Subscriptions are registered in the order the socket carries them, so once a later probe
 * subscription sees an event, every earlier one is listening too.
 */
async function untilListening(on: Client = client): Promise<void> {
  const probeUser = await createUser(service.api);
  const probe = subscribe(probeUser, on);
  for (let attempt = 0, blocked = false; attempt < 20; attempt++, blocked = !blocked) {
    await service.api.post(`/users/${probeUser.id}/${blocked ? 'unblock' : 'block'}`);
    if (await probe.arrives(500)) return;
  }
  throw new Error('the subscription never started listening');
}

describe('subscription userStateChanged', () => {
  it('delivers the user\'s new state on block and unblock, and nothing about other users', async () => {
    const watched = await createUser(service.api);
    const other = await createUser(service.api);
    const events = subscribe(watched);
    await untilListening();

    await service.api.post(`/users/${other.id}/block`);
    expect((await service.api.post(`/users/${watched.id}/block`)).body).toBe(true);
    expect(await events.next()).toEqual({ data: { userStateChanged: { id: String(watched.id), username: watched.username, state: 'blocked' } } });

    await service.api.post(`/users/${other.id}/unblock`);
    expect((await service.api.post(`/users/${watched.id}/unblock`)).body).toBe(true);
    expect(await events.next()).toEqual({ data: { userStateChanged: { id: String(watched.id), username: watched.username, state: 'active' } } });
  });

  it('delivers nothing when a request changes no state', async () => {
    const watched = await createUser(service.api);
    const events = subscribe(watched);
    await untilListening();
    expect((await service.api.post(`/users/${watched.id}/unblock`)).body).toBe(false);
    expect((await service.api.post(`/users/${watched.id}/ban`)).body).toBe(true);
    expect((await events.next()).data?.userStateChanged.state).toBe('banned');
  });

  it('refuses a connection with an unknown token', async () => {
    const stranger = subscriptionClient(service.server.port, 'glpat-unknown-token-value');
    disposables.push(() => stranger.dispose());
    const events = EventSubscription.open<StateEvent>(stranger, SUBSCRIPTION, { id: '1' });
    await expect(events.next()).rejects.toBeDefined();
  });

  it('lets a signed-in non-administrator subscribe too', async () => {
    const { token } = await createUserWithClient(service.api);
    const memberClient = subscriptionClient(service.server.port, token);
    disposables.push(() => memberClient.dispose());
    const watched = await createUser(service.api);
    const events = subscribe(watched, memberClient);
    await untilListening(memberClient);
    await service.api.post(`/users/${watched.id}/block`);
    expect((await events.next()).data?.userStateChanged).toEqual({ id: String(watched.id), username: watched.username, state: 'blocked' });
  });

  it('answers a selection that spans subgraphs: identity state with collaboration memberships', async () => {
    const watched = await createUser(service.api);
    const group = await createGroup(service.api);
    await addMember(service.api, `groups/${group.id}`, watched.id, 30);
    const query = `subscription ($id: ID) {
      changed: userStateChanged(userId: $id) { username state ...Memberships }
    }
    fragment Memberships on User { memberships(type: "Namespace") { sourceId sourceName sourceType accessLevel } }`;
    const events = EventSubscription.open<{ data?: { changed: unknown } }>(client, query, { id: String(watched.id) });
    disposables.push(() => events.close());
    await untilListening();
    await service.api.post(`/users/${watched.id}/block`);
    expect(await events.next()).toEqual({
      data: {
        changed: {
          username: watched.username,
          state: 'blocked',
          memberships: [{ sourceId: group.id, sourceName: group.name, sourceType: 'Namespace', accessLevel: 30 }],
        },
      },
    });
  });
});
