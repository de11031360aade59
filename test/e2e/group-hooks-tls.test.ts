import { eventually } from '../support/expectations';
import { addMember, allowLocalWebHooks, createGroup, createGroupHook, createUser, createUserWithClient } from '../support/factories';
import { HookReceiver } from '../support/hook-receiver';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let receiver: HookReceiver;
let owner: { client: HttpClient };

// Deliveries go through pg-boss (≈0.5 s pick-up).
const DELIVERY_DEADLINE = 15_000;

beforeAll(async () => {
  service = await startTestService();
  receiver = await HookReceiver.start({ tls: true });
  await allowLocalWebHooks(service.api);
  owner = await createUserWithClient(service.api);
});
afterAll(async () => {
  await receiver?.close();
  await service?.stop();
});

/** Adds a member to a group whose member-events hook posts to the self-signed HTTPS receiver. */
async function deliverMemberEvent(path: string, enableSslVerification: boolean) {
  const group = await createGroup(owner.client);
  const hook = await createGroupHook(owner.client, group.id, {
    url: receiver.url(path), push_events: false, member_events: true, enable_ssl_verification: enableSslVerification,
  });
  await addMember(owner.client, `groups/${group.id}`, (await createUser(service.api)).id, 30);
  const logs = await eventually(async () => {
    const res = await owner.client.get(`/groups/${group.id}/hooks/${hook.id}/events`);
    return res.body.length ? res.body : undefined;
  }, DELIVERY_DEADLINE);
  return logs[0];
}

describe('group hooks over HTTPS', () => {
  it('delivers to a self-signed endpoint when enable_ssl_verification is false', async () => {
    const log = await deliverMemberEvent('/unverified', false);
    expect(log.response_status).toBe('200');
    expect(receiver.on('/unverified')).toHaveLength(1);
    expect(receiver.on('/unverified')[0].headers['x-gitlab-event']).toBe('Member Hook');
  });

  it('refuses a self-signed certificate while verification is on, logging an internal error', async () => {
    const log = await deliverMemberEvent('/verified', true);
    expect(log.response_status).toBe('internal error');
    expect(receiver.on('/verified')).toEqual([]);
  });
});
