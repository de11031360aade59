import { startTestService, type TestService } from '../support/service';
import { eventually, expectGitlabError } from '../support/expectations';
import { utcDate } from '../support/dates';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.stop();
});

const ROOT_ID = 1;

async function changeSettings(values: Record<string, unknown>) {
  const res = await service.api.put('/application/settings', { body: values });
  expect(res.status).toBe(200);
}

/** Creates tokens until the new settings apply (the settings cache is invalidated by an event). */
function createTokenOnceApplied(body: Record<string, unknown>, applied: (res: { status: number; body: any }) => boolean) {
  return eventually(async () => {
    const res = await service.api.post(`/users/${ROOT_ID}/personal_access_tokens`, { body: { name: 'settings', scopes: ['api'], ...body } });
    return applied(res) ? res : undefined;
  });
}

describe('application settings that shape tokens', () => {
  it('prefixes new token values with personal_access_token_prefix', async () => {
    await changeSettings({ personal_access_token_prefix: 'acme-' });
    const res = await createTokenOnceApplied({}, (r) => r.body.token?.startsWith('acme-'));
    expect(res.body.token).toMatch(/^acme-[A-Za-z0-9_-]{20}$/);
    expect((await service.api.as(res.body.token).get('/user')).body.username).toBe('root');
    const imp = await service.api.post(`/users/${ROOT_ID}/impersonation_tokens`, { body: { name: 'i', expires_at: utcDate(3), scopes: ['api'] } });
    expect(imp.body.token).toMatch(/^acme-/);
    await changeSettings({ personal_access_token_prefix: 'glpat-' });
  });

  it('limits the lifetime to max_personal_access_token_lifetime', async () => {
    await changeSettings({ max_personal_access_token_lifetime: 30 });
    const res = await createTokenOnceApplied({}, (r) => r.body.expires_at === utcDate(30));
    expect(res.status).toBe(201);
    const tooLong = await service.api.post(`/users/${ROOT_ID}/personal_access_tokens`, { body: { name: 'x', scopes: ['api'], expires_at: utcDate(31) } });
    expectGitlabError(tooLong, 422, { message: `Expiration date must be before ${utcDate(30)}` });
    const rotated = await service.api.post(`/personal_access_tokens/${res.body.id}/rotate`, { body: { expires_at: utcDate(60) } });
    expectGitlabError(rotated, 400, { message: `400 Bad request - Expiration date must be before ${utcDate(30)}` });
    await changeSettings({ max_personal_access_token_lifetime: null });
  });

  it('lets tokens live forever when require_personal_access_token_expiry is off', async () => {
    await changeSettings({ require_personal_access_token_expiry: false });
    const res = await createTokenOnceApplied({}, (r) => r.status === 201 && r.body.expires_at === null);
    expect(res.body.active).toBe(true);
    const farAway = await service.api.post(`/users/${ROOT_ID}/personal_access_tokens`, { body: { name: 'x', scopes: ['api'], expires_at: utcDate(800) } });
    expect(farAway.status).toBe(201);
    const rotated = await service.api.post(`/personal_access_tokens/${res.body.id}/rotate`);
    expect(rotated.body.expires_at).toBeNull();
    await changeSettings({ require_personal_access_token_expiry: true });
  });
});
