import { eventually, expectGitlabError } from '../support/expectations';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.stop();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const settings = async () => (await service.api.get('/application/settings')).body;
const put = (body: Record<string, unknown>) => service.api.put('/application/settings', { body });
const putForm = (encoded: string) => service.api.put('/application/settings', { body: encoded, headers: FORM });

describe('PUT /application/settings', () => {
  it('changes settings from a JSON body and answers 200 with the whole record', async () => {
    const before = await settings();
    const res = await put({ signup_enabled: false, default_project_visibility: 'internal', default_projects_limit: 42 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...before, signup_enabled: false, default_project_visibility: 'internal', default_projects_limit: 42, updated_at: expect.any(String) });
    expect(await settings()).toEqual(res.body);
  });

  it('moves updated_at and keeps created_at', async () => {
    const before = await settings();
    const { body } = await put({ max_attachment_size: before.max_attachment_size + 1 });
    expect(body.created_at).toBe(before.created_at);
    expect(Date.parse(body.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
  });

  it('accepts query-string parameters, as the curl example of doc/api/settings.md sends them', async () => {
    const res = await service.api.put('/application/settings?home_page_url=https://example.com/welcome&first_day_of_week=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ home_page_url: 'https://example.com/welcome', first_day_of_week: 1 });
  });

  it('accepts form-encoded bodies with python-gitlab style "True"/"False" booleans', async () => {
    const off = await putForm('user_oauth_applications=False&terminal_max_session_time=600&after_sign_up_text=Welcome');
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ user_oauth_applications: false, terminal_max_session_time: 600, after_sign_up_text: 'Welcome' });
    const on = await putForm('user_oauth_applications=True');
    expect(on.body.user_oauth_applications).toBe(true);
  });

  it.each([
    ['a JSON array', { restricted_visibility_levels: ['public'] }, ['public']],
    ['form array items', 'restricted_visibility_levels[]=public&restricted_visibility_levels[]=internal', ['public', 'internal']],
    ['a comma-separated string', 'restricted_visibility_levels=internal,public', ['internal', 'public']],
    ['integer levels', { restricted_visibility_levels: ['20', '10'] }, ['public', 'internal']],
    ['an empty string', 'restricted_visibility_levels=', []],
  ])('takes restricted_visibility_levels as %s and returns level names', async (_, body, expected) => {
    await put({ default_project_visibility: 'private', default_group_visibility: 'private' });
    const res = typeof body === 'string' ? await putForm(body) : await put(body);
    expect(res.status).toBe(200);
    expect(res.body.restricted_visibility_levels).toEqual(expected);
  });

  it('splits comma-separated domain lists', async () => {
    const { body } = await putForm('domain_allowlist=example.com,*.example.org&outbound_local_requests_whitelist=10.0.0.1,hooks.internal');
    expect(body).toMatchObject({ domain_allowlist: ['example.com', '*.example.org'], outbound_local_requests_whitelist: ['10.0.0.1', 'hooks.internal'] });
  });

  it.each([
    ['JSON', () => put({ repository_storages_weighted: { default: 50 } }), 50],
    ['form', () => putForm('repository_storages_weighted[default]=75'), 75],
  ])('takes repository_storages_weighted as a %s hash of integer weights', async (_, send, weight) => {
    const res = await send();
    expect(res.status).toBe(200);
    expect(res.body.repository_storages_weighted).toEqual({ default: weight });
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['signin_enabled', { signin_enabled: false }, { password_authentication_enabled_for_web: false, signin_enabled: false }],
    ['password_authentication_enabled', { password_authentication_enabled: true }, { password_authentication_enabled_for_web: true }],
    ['allow_local_requests_from_hooks_and_services', { allow_local_requests_from_hooks_and_services: true },
      { allow_local_requests_from_web_hooks_and_services: true, allow_local_requests_from_hooks_and_services: true }],
    ['domain_whitelist', { domain_whitelist: ['corp.example.com'] }, { domain_allowlist: ['corp.example.com'] }],
    ['domain_blacklist*', { domain_blacklist_enabled: true, domain_blacklist: ['spam.example'] }, { domain_denylist_enabled: true, domain_denylist: ['spam.example'] }],
    ['asset_proxy_whitelist', { asset_proxy_whitelist: 'cdn.example.com' }, { asset_proxy_allowlist: ['cdn.example.com', 'localhost'], asset_proxy_whitelist: ['cdn.example.com', 'localhost'] }],
    ['admin_notification_email', { admin_notification_email: 'abuse@example.com' }, { abuse_notification_email: 'abuse@example.com' }],
    ['throttle_unauthenticated_*', { throttle_unauthenticated_enabled: true, throttle_unauthenticated_period_in_seconds: 60, throttle_unauthenticated_requests_per_period: 100 },
      { throttle_unauthenticated_web_enabled: true, throttle_unauthenticated_web_period_in_seconds: 60, throttle_unauthenticated_web_requests_per_period: 100 }],
    ['housekeeping_incremental_repack_period', { housekeeping_incremental_repack_period: 20 },
      { housekeeping_optimize_repository_period: 20, housekeeping_incremental_repack_period: 20, housekeeping_gc_period: 20 }],
    ['the deprecated housekeeping periods together', { housekeeping_enabled: true, housekeeping_full_repack_period: 50, housekeeping_gc_period: 200, housekeeping_incremental_repack_period: 30 },
      { housekeeping_enabled: true, housekeeping_optimize_repository_period: 30, housekeeping_full_repack_period: 30 }],
    ['default_branch_protection', { default_branch_protection: 0 },
      { default_branch_protection: 0, default_branch_protection_defaults: { allowed_to_push: [{ access_level: 30 }], allow_force_push: true, allowed_to_merge: [{ access_level: 30 }] } }],
    ['performance_bar_allowed_group_path', { performance_bar_allowed_group_path: 'no-such-group' }, { performance_bar_allowed_group_id: null }],
    ['hashed_storage_enabled', { hashed_storage_enabled: false }, { hashed_storage_enabled: true }],
  ])('maps the legacy parameter %s', async (_, body, expected) => {
    const res = await put(body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(expected);
  });

  it('ignores unknown parameters beside a known one', async () => {
    const res = await put({ no_such_setting: 1, email_author_in_body: true });
    expect(res.status).toBe(200);
    expect(res.body.email_author_in_body).toBe(true);
    expect(res.body).not.toHaveProperty('no_such_setting');
  });

  it('turns terms enforcement on together with the terms', async () => {
    const res = await put({ enforce_terms: true, terms: 'Be kind.' });
    expect(res.body).toMatchObject({ enforce_terms: true, terms: 'Be kind.' });
    await put({ enforce_terms: false });
  });

  it('returns 401 without a token', async () => {
    expectGitlabError(await service.api.as(null).put('/application/settings', { body: { signup_enabled: true } }), 401, { message: '401 Unauthorized' });
  });
});

describe('settings changes reach every reader', () => {
  it('turns Gravatar off for GET /user at once (identity reads the one cached settings reader)', async () => {
    const gravatar = (await service.api.get('/user')).body.avatar_url;
    expect(gravatar).toMatch(/^https:\/\/www\.gravatar\.com\/avatar\//);
    expect((await put({ gravatar_enabled: false })).status).toBe(200);
    expect((await service.api.get('/user')).body.avatar_url).toBeNull();
    expect((await put({ gravatar_enabled: true })).status).toBe(200);
    expect((await service.api.get('/user')).body.avatar_url).toBe(gravatar);
  });

  it('publishes application_settings_changed once the change is committed', async () => {
    const events: unknown[] = [];
    const stop = await service.server.backend.events.on('application_settings_changed', (payload) => events.push(payload));
    try {
      await put({ version_check_enabled: false });
      expect(await eventually(async () => (events.length ? events : undefined), 5000)).toEqual([{ id: '1' }]);
    } finally {
      stop();
    }
  });

  it('leaves updated_at alone when no value changes', async () => {
    const before = await settings();
    const res = await put({ signup_enabled: before.signup_enabled });
    expect(res.body.updated_at).toBe(before.updated_at);
  });
});

describe('the updateApplicationSettings GraphQL mutation', () => {
  const mutate = (values: Record<string, unknown>) => fetch(`${service.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'private-token': service.rootToken },
    body: JSON.stringify({
      query: 'mutation($values: JSONObject!) { updateApplicationSettings(values: $values) { id values } }',
      variables: { values },
    }),
  }).then((res) => res.json());

  it('updates settings for administrators', async () => {
    const body = await mutate({ html_emails_enabled: false });
    expect(body.data.updateApplicationSettings.values.html_emails_enabled).toBe(false);
  });

  it('answers validation failures with VALIDATION_FAILED and the field errors', async () => {
    const body = await mutate({ asciidoc_max_includes: 65 });
    expect(body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      body: { message: { asciidoc_max_includes: ['must be less than or equal to 64'] } },
    });
  });

  it('rejects names that are not settings', async () => {
    const body = await mutate({ no_such_setting: true });
    expect(body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', body: { error: 'no_such_setting is not an application setting' } });
  });
});
