import { eventually, expectGitlabError } from '../support/expectations';
import { addMember, allowLocalWebHooks, createGroup, createGroupHook, createUser, createUserWithClient } from '../support/factories';
import { HookReceiver, type ReceivedHook } from '../support/hook-receiver';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let receiver: HookReceiver;
let owner: { user: { id: number; username: string }; client: HttpClient };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const XMLSCHEMA = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
// Deliveries go through pg-boss (≈0.5 s pick-up) and retries back off from 1 s.
const DELIVERY_DEADLINE = 15_000;

beforeAll(async () => {
  service = await startTestService();
  receiver = await HookReceiver.start();
  await allowLocalWebHooks(service.api);
  owner = await createUserWithClient(service.api);
});
afterAll(async () => {
  await receiver?.close();
  await service?.stop();
});

const received = (path: string, count = 1) =>
  eventually(async () => (receiver.on(path).length >= count ? receiver.on(path) : undefined), DELIVERY_DEADLINE);

/** The hook's delivery log once it holds `count` entries (the log row follows the response). */
const logsOf = (groupId: number, hookId: number, count: number) => eventually(async () => {
  const res = await owner.client.get(`/groups/${groupId}/hooks/${hookId}/events`);
  return res.body.length >= count ? res : undefined;
}, DELIVERY_DEADLINE);

/** A group with a member-events hook posting to `path`. */
async function hookedGroup(path: string, extra: Record<string, unknown> = {}) {
  const group = await createGroup(owner.client);
  const hook = await createGroupHook(owner.client, group.id, { url: receiver.url(path), push_events: false, member_events: true, ...extra });
  return { group, hook };
}

describe('member events', () => {
  it('POSTs a Member Hook with GitLab headers and payload when a member is added', async () => {
    const { group } = await hookedGroup('/member-added', { token: 'hook-secret' });
    const member = await createUser(service.api);
    await addMember(owner.client, `groups/${group.id}`, member.id, 30, { expires_at: '2030-01-02' });
    const [request] = await received('/member-added');
    const createdAt = (await owner.client.get(`/groups/${group.id}/members/${member.id}`)).body.created_at.replace(/\.\d{3}Z$/, 'Z');
    expect(request.method).toBe('POST');
    expect(request.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'GitLab/18.3.0-ee',
      'x-gitlab-event': 'Member Hook',
      'x-gitlab-token': 'hook-secret',
      'x-gitlab-instance': `http://localhost:${service.server.port}`,
    });
    for (const name of ['x-gitlab-event-uuid', 'x-gitlab-webhook-uuid', 'idempotency-key']) expect(request.headers[name]).toMatch(UUID);
    expect(request.json).toEqual({
      created_at: createdAt,
      updated_at: expect.stringMatching(XMLSCHEMA),
      group_name: group.name,
      group_path: group.path,
      group_id: group.id,
      user_username: member.username,
      user_name: `User ${member.username}`,
      user_email: '[REDACTED]',
      user_id: member.id,
      group_access: 'Developer',
      group_plan: null,
      expires_at: '2030-01-02T00:00:00Z',
      event_name: 'user_add_to_group',
    });
    expect(Object.keys(request.json)).toEqual([
      'created_at', 'updated_at', 'group_name', 'group_path', 'group_id', 'user_username', 'user_name', 'user_email', 'user_id',
      'group_access', 'group_plan', 'expires_at', 'event_name',
    ]);
  });

  it('sends one event to every hook it reaches under the same X-Gitlab-Event-UUID', async () => {
    const { group } = await hookedGroup('/fan-out-a');
    await createGroupHook(owner.client, group.id, { url: receiver.url('/fan-out-b'), member_events: true });
    await createGroupHook(owner.client, group.id, { url: receiver.url('/fan-out-off'), member_events: false });
    await addMember(owner.client, `groups/${group.id}`, (await createUser(service.api)).id, 10);
    const [a] = await received('/fan-out-a');
    const [b] = await received('/fan-out-b');
    expect(a.headers['x-gitlab-event-uuid']).toBe(b.headers['x-gitlab-event-uuid']);
    expect(a.headers['x-gitlab-webhook-uuid']).not.toBe(b.headers['x-gitlab-webhook-uuid']);
    expect(a.headers['idempotency-key']).not.toBe(b.headers['idempotency-key']);
    expect(receiver.on('/fan-out-off')).toEqual([]);
  });
});

describe('retries and the delivery log', () => {
  it('retries a 500 with the same Idempotency-Key and logs both attempts', async () => {
    receiver.answerWith('/flaky', 500);
    const { group, hook } = await hookedGroup('/flaky', { token: 'log-secret' });
    await addMember(owner.client, `groups/${group.id}`, (await createUser(service.api)).id, 20);
    const [first, second] = await received('/flaky', 2);
    expect(second.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
    expect(second.headers['x-gitlab-event-uuid']).toBe(first.headers['x-gitlab-event-uuid']);
    expect(second.headers['x-gitlab-webhook-uuid']).not.toBe(first.headers['x-gitlab-webhook-uuid']);
    expect(second.body).toBe(first.body);

    const res = await logsOf(group.id, hook.id, 2);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total')).toBe('2');
    const entry = (request: ReceivedHook, status: number) => ({
      id: expect.any(Number),
      url: receiver.url('/flaky'),
      trigger: 'member_hooks',
      request_headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'GitLab/18.3.0-ee',
        'Idempotency-Key': request.headers['idempotency-key'],
        'X-Gitlab-Event': 'Member Hook',
        'X-Gitlab-Webhook-UUID': request.headers['x-gitlab-webhook-uuid'],
        'X-Gitlab-Instance': `http://localhost:${service.server.port}`,
        'X-Gitlab-Event-UUID': request.headers['x-gitlab-event-uuid'],
        'X-Gitlab-Token': '[REDACTED]',
      },
      request_data: request.json,
      response_headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      response_body: JSON.stringify({ received: status < 400 }),
      execution_duration: expect.any(Number),
      response_status: String(status),
      created_at: expect.any(String),
    });
    expect(res.body).toEqual([entry(second, 200), entry(first, 500)]);
    expect((await owner.client.get(`/groups/${group.id}/hooks/${hook.id}`)).body).toMatchObject({ alert_status: 'executable', disabled_until: null });
  });

  it('filters the log by status and caps per_page at 20', async () => {
    receiver.answerWith('/filtered', 404);
    const { group, hook } = await hookedGroup('/filtered');
    await addMember(owner.client, `groups/${group.id}`, (await createUser(service.api)).id, 20);
    await received('/filtered', 2);
    const events = `/groups/${group.id}/hooks/${hook.id}/events`;
    await logsOf(group.id, hook.id, 2);
    const statuses = async (query: string) => (await owner.client.get(`${events}?${query}`)).body.map((log: any) => log.response_status);
    expect(await statuses('status=client_failure')).toEqual(['404']);
    expect(await statuses('status=200')).toEqual(['200']);
    expect(await statuses('status=successful,client_failure')).toEqual(['200', '404']);
    expectGitlabError(await owner.client.get(`${events}?per_page=21`), 400, { error: 'per_page does not have a valid value' });
    expectGitlabError(await owner.client.get(`${events}?status=invalid`), 400, { error: 'status does not have a valid value' });
  });

  it('resends a logged delivery with its Idempotency-Key and answers the new status', async () => {
    const { group, hook } = await hookedGroup('/resend');
    await addMember(owner.client, `groups/${group.id}`, (await createUser(service.api)).id, 20);
    const [original] = await received('/resend');
    const [log] = (await logsOf(group.id, hook.id, 1)).body;
    receiver.answerWith('/resend', 202);
    const res = await owner.client.post(`/groups/${group.id}/hooks/${hook.id}/events/${log.id}/resend`);
    expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: { response_status: 202 } });
    const [, resent] = receiver.on('/resend');
    expect(resent.headers['idempotency-key']).toBe(original.headers['idempotency-key']);
    expect(resent.json).toEqual(original.json);
    expectGitlabError(await owner.client.post(`/groups/${group.id}/hooks/${hook.id}/events/999999/resend`), 404, { message: '404 Not found' });
  });

  it('refuses to resend to a hook whose URL changed', async () => {
    const { group, hook } = await hookedGroup('/moved-from');
    await addMember(owner.client, `groups/${group.id}`, (await createUser(service.api)).id, 20);
    const [log] = (await logsOf(group.id, hook.id, 1)).body;
    await owner.client.put(`/groups/${group.id}/hooks/${hook.id}`, { body: { url: receiver.url('/moved-to') } });
    expectGitlabError(await owner.client.post(`/groups/${group.id}/hooks/${hook.id}/events/${log.id}/resend`), 422, {
      message: 'The hook URL has changed, and this log entry cannot be retried',
    });
  });

  it('disables a hook for a while after four failures in a row (WebHooks::AutoDisabling)', async () => {
    receiver.answerWith('/down', 500, 500, 500, 500, 500);
    const { group, hook } = await hookedGroup('/down');
    await addMember(owner.client, `groups/${group.id}`, (await createUser(service.api)).id, 20);
    const disabled = await eventually(async () => {
      const body = (await owner.client.get(`/groups/${group.id}/hooks/${hook.id}`)).body;
      return body.alert_status === 'temporarily_disabled' ? body : undefined;
    }, 30_000, 250);
    expect(new Date(disabled.disabled_until).getTime()).toBeGreaterThan(Date.now());
    expect(receiver.on('/down')).toHaveLength(4);
    // An event for a disabled hook is dropped, as GitLab's executable scope does.
    await addMember(owner.client, `groups/${group.id}`, (await createUser(service.api)).id, 20);
    const logs = (await owner.client.get(`/groups/${group.id}/hooks/${hook.id}/events`)).body;
    expect(logs.map((log: any) => log.response_status)).toEqual(['500', '500', '500', '500']);
  }, 45_000);
});
