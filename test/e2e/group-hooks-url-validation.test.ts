import { eventually, expectGitlabError } from '../support/expectations';
import { addMember, allowLocalWebHooks, createGroup, createGroupHook, createUser, createUserWithClient, type CreatedGroup } from '../support/factories';
import { HookReceiver } from '../support/hook-receiver';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let receiver: HookReceiver;
let owner: { client: HttpClient };
let group: CreatedGroup;

const INVALID_URL = { error: 'Invalid url given' };

beforeAll(async () => {
  service = await startTestService();
  receiver = await HookReceiver.start();
  owner = await createUserWithClient(service.api);
  group = await createGroup(owner.client);
});
afterAll(async () => {
  await receiver?.close();
  await service?.stop();
});

const post = (body: Record<string, unknown>) => owner.client.post(`/groups/${group.id}/hooks`, { body });
const setSettings = (body: Record<string, unknown>) => service.api.put('/application/settings', { body });

// GitLab's public_url validation masks the reason: WebHooks::CreateService answers "Invalid url given".
describe('with local requests from web hooks refused (the default)', () => {
  it.each([
    'http://127.0.0.1:9/hook', 'http://localhost/hook', 'http://[::1]/hook', 'http://10.1.2.3/hook', 'http://192.168.0.1/hook',
    'http://169.254.169.254/latest/meta-data', 'http://0.0.0.0/hook', 'ftp://203.0.113.10/hook', 'not a url', '',
  ])('refuses %j', async (url) => {
    expectGitlabError(await post({ url }), 422, INVALID_URL);
  });

  it('checks the interpolated URL too', async () => {
    expectGitlabError(await post({ url: 'http://{host}/hook', url_variables: [{ key: 'host', value: '127.0.0.1' }] }), 422, {
      error: 'Interpolated url is blocked: Requests to localhost are not allowed',
    });
  });

  it('accepts a host DNS cannot resolve: AddressableUrlValidator has no DNS rebind protection, delivery checks it', async () => {
    const res = await post({ url: 'http://unresolvable-host.invalid/hook' });
    expect({ status: res.status, url: res.body.url }).toEqual({ status: 201, url: 'http://unresolvable-host.invalid/hook' });
  });

  it('accepts a public address', async () => {
    expect((await post({ url: 'https://203.0.113.10/hook' })).status).toBe(201);
  });

  it('lets the outbound allowlist through', async () => {
    expect((await setSettings({ outbound_local_requests_whitelist: ['127.0.0.1'] })).status).toBe(200);
    expect((await post({ url: 'http://127.0.0.1:9/hook' })).status).toBe(201);
    expectGitlabError(await post({ url: 'http://10.1.2.3/hook' }), 422, INVALID_URL);
    await setSettings({ outbound_local_requests_whitelist: [] });
  });
});

describe('with allow_local_requests_from_web_hooks_and_services', () => {
  it('accepts loopback and local network URLs', async () => {
    await allowLocalWebHooks(service.api, true);
    for (const url of ['http://127.0.0.1:9/hook', 'http://localhost/hook', 'http://10.1.2.3/hook']) {
      expect((await post({ url })).status).toBe(201);
    }
    expectGitlabError(await post({ url: 'ftp://127.0.0.1/hook' }), 422, INVALID_URL);
  });

  it('validates the URL again on update once the setting is turned off', async () => {
    await allowLocalWebHooks(service.api, true);
    const hook = await createGroupHook(owner.client, group.id, { url: 'http://127.0.0.1:9/hook' });
    await allowLocalWebHooks(service.api, false);
    expectGitlabError(await owner.client.put(`/groups/${group.id}/hooks/${hook.id}`, { body: { url: hook.url, name: 'renamed' } }), 422, INVALID_URL);
  });

  it('checks the URL again when delivering: a hook saved while allowed is refused after the setting is off', async () => {
    await allowLocalWebHooks(service.api, true);
    const hooked = await createGroup(owner.client);
    const hook = await createGroupHook(owner.client, hooked.id, { url: receiver.url('/late'), member_events: true });
    await allowLocalWebHooks(service.api, false);
    await addMember(owner.client, `groups/${hooked.id}`, (await createUser(service.api)).id, 30);
    const [log] = await eventually(async () => {
      const logs = (await owner.client.get(`/groups/${hooked.id}/hooks/${hook.id}/events`)).body;
      return logs.length ? logs : undefined;
    }, 15_000);
    expect(log).toMatchObject({ response_status: 'internal error', response_body: '', response_headers: {}, trigger: 'member_hooks' });
    expect(receiver.on('/late')).toEqual([]);
  });
});
