import { expectGitlabError } from '../support/expectations';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.stop();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
type Body = Record<string, unknown> | string;
const put = (body: Body) => typeof body === 'string'
  ? service.api.put('/application/settings', { body, headers: FORM })
  : service.api.put('/application/settings', { body });

const invalid = (...names: string[]) => ({ error: names.map((name) => `${name} is invalid`).join(', ') });
const notValid = (name: string) => ({ error: `${name} does not have a valid value` });
const missing = (...names: string[]) => ({ error: names.map((name) => `${name} is missing`).join(', ') });
const fieldErrors = (fields: Record<string, string[]>) => ({ message: fields });

describe('PUT /application/settings parameter checks (Grape, 400 {"error": ...})', () => {
  it('requires at least one known setting', async () => {
    for (const body of [{}, { no_such_setting: true }, '']) {
      const res = await put(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^admin_mode, abuse_notification_email, after_sign_out_path, .*, performance_bar_enabled are missing, at least one parameter must be provided$/);
    }
  });

  it.each<[string, Body, Record<string, unknown>]>([
    ['an integer given as words', { default_projects_limit: 'lots' }, invalid('default_projects_limit')],
    ['an integer given as a decimal', { session_expire_delay: 1.5 }, invalid('session_expire_delay')],
    ['a form integer given as words', 'max_attachment_size=big', invalid('max_attachment_size')],
    ['a boolean given as a word', { gravatar_enabled: 'maybe' }, invalid('gravatar_enabled')],
    ['a form boolean given as a word', 'signup_enabled=perhaps', invalid('signup_enabled')],
    ['a float given as words', { polling_interval_multiplier: 'fast' }, invalid('polling_interval_multiplier')],
    ['a hash given as a string', { repository_storages_weighted: 'default' }, invalid('repository_storages_weighted')],
    ['a hash with a non-integer weight', { repository_storages_weighted: { default: 'heavy' } }, invalid('repository_storages_weighted')],
    ['a form hash with a non-integer weight', 'repository_storages_weighted[default]=1.5', invalid('repository_storages_weighted')],
    ['an array of integers with words', { elasticsearch_namespace_ids: ['one'] }, invalid('elasticsearch_namespace_ids')],
    ['a string given as an object', { home_page_url: { url: 'x' } }, invalid('home_page_url')],
    ['several bad types at once', { default_projects_limit: 'x', gravatar_enabled: 'nope' }, invalid('gravatar_enabled', 'default_projects_limit')],
    ['an unknown whats_new_variant', { whats_new_variant: 'sometimes' }, notValid('whats_new_variant')],
    ['an unknown visibility', { default_project_visibility: 'secret' }, notValid('default_project_visibility')],
    ['a numeric visibility', { default_group_visibility: 10 }, notValid('default_group_visibility')],
    ['an unknown branch protection level', { default_branch_protection: 7 }, notValid('default_branch_protection')],
    ['an unsupported RSA key size', { rsa_key_restriction: 1000 }, notValid('rsa_key_restriction')],
    ['an unknown import source', { import_sources: ['github', 'svn'] }, notValid('import_sources')],
    ['an unknown email confirmation setting', 'email_confirmation_setting=sometimes', notValid('email_confirmation_setting')],
    ['two names of the web password switch', { signin_enabled: true, password_authentication_enabled_for_web: true },
      { error: 'password_authentication_enabled_for_web, signin_enabled are mutually exclusive' }],
  ])('rejects %s', async (_, body, expected) => {
    expectGitlabError(await put(body), 400, expected);
  });
});

describe('PUT /application/settings dependencies (Grape `given ... requires`)', () => {
  it.each<[string, Body, Record<string, unknown>]>([
    ['the unauthenticated web throttle without its limits', { throttle_unauthenticated_web_enabled: true },
      missing('throttle_unauthenticated_web_period_in_seconds', 'throttle_unauthenticated_web_requests_per_period')],
    ['the unauthenticated web throttle with one limit', 'throttle_unauthenticated_web_enabled=true&throttle_unauthenticated_web_period_in_seconds=60',
      missing('throttle_unauthenticated_web_requests_per_period')],
    ['the legacy unauthenticated throttle without its limits', { throttle_unauthenticated_enabled: true },
      missing('throttle_unauthenticated_web_period_in_seconds', 'throttle_unauthenticated_web_requests_per_period')],
    ['the authenticated API throttle without its limits', { throttle_authenticated_api_enabled: 'true' },
      missing('throttle_authenticated_api_period_in_seconds', 'throttle_authenticated_api_requests_per_period')],
    ['two-factor enforcement without the grace period', { require_two_factor_authentication: true }, missing('two_factor_grace_period')],
    ['the unique IP limit without its limits', { unique_ips_limit_enabled: true }, missing('unique_ips_limit_per_user', 'unique_ips_limit_time_window')],
    ['PlantUML without its URL', { plantuml_enabled: true }, missing('plantuml_url')],
    ['reCAPTCHA without its keys', { recaptcha_enabled: true }, missing('recaptcha_site_key', 'recaptcha_private_key')],
    ['housekeeping without a period', { housekeeping_enabled: true },
      { error: 'housekeeping_incremental_repack_period, housekeeping_optimize_repository_period are missing, exactly one parameter must be provided' }],
    ['housekeeping with both period names', {
      housekeeping_enabled: true, housekeeping_full_repack_period: 50, housekeeping_gc_period: 200,
      housekeeping_incremental_repack_period: 10, housekeeping_optimize_repository_period: 10,
    },
      { error: 'housekeeping_incremental_repack_period, housekeeping_optimize_repository_period are mutually exclusive' }],
    ['housekeeping with part of the deprecated periods', { housekeeping_enabled: true, housekeeping_gc_period: 200, housekeeping_optimize_repository_period: 10 },
      { error: 'housekeeping_full_repack_period, housekeeping_gc_period, housekeeping_incremental_repack_period provide all or none of parameters' }],
  ])('rejects %s', async (_, body, expected) => {
    expectGitlabError(await put(body), 400, expected);
  });

  it.each<[string, Body]>([
    ['the throttle with both limits', { throttle_unauthenticated_web_enabled: true, throttle_unauthenticated_web_period_in_seconds: 60, throttle_unauthenticated_web_requests_per_period: 10 }],
    ['a disabled throttle alone', { throttle_authenticated_web_enabled: false }],
    ['two-factor enforcement with its grace period', 'require_two_factor_authentication=true&two_factor_grace_period=24'],
    ['the unique IP limit with its limits', { unique_ips_limit_enabled: true, unique_ips_limit_per_user: 3, unique_ips_limit_time_window: 60 }],
    ['housekeeping with the current period', { housekeeping_enabled: true, housekeeping_optimize_repository_period: 15 }],
  ])('accepts %s', async (_, body) => {
    expect((await put(body)).status).toBe(200);
  });
});

describe('PUT /application/settings model validation (400 {"message": {field: [...]}})', () => {
  it.each<[string, Body, Record<string, string[]>]>([
    ['a wiki page limit below 1 KiB', { wiki_page_max_content_bytes: 1023 }, { wiki_page_max_content_bytes: ['must be greater than or equal to 1024'] }],
    ['a form wiki page limit below 1 KiB', 'wiki_page_max_content_bytes=100', { wiki_page_max_content_bytes: ['must be greater than or equal to 1024'] }],
    ['more than 64 AsciiDoc includes', { asciidoc_max_includes: 65 }, { asciidoc_max_includes: ['must be less than or equal to 64'] }],
    ['negative AsciiDoc includes', { asciidoc_max_includes: -1 }, { asciidoc_max_includes: ['must be greater than or equal to 0'] }],
    ['deleting unconfirmed users after 0 days', { unconfirmed_users_delete_after_days: 0 }, { unconfirmed_users_delete_after_days: ['must be greater than 0'] }],
    ['a negative project limit', { default_projects_limit: -1 }, { default_projects_limit: ['must be greater than or equal to 0'] }],
    ['a zero session duration', { session_expire_delay: 0 }, { session_expire_delay: ['must be greater than 0'] }],
    ['an empty wiki page limit', 'wiki_page_max_content_bytes=', { wiki_page_max_content_bytes: ['is not a number'] }],
    ['a Markdown version past 16 bits', { local_markdown_version: 65536 }, { local_markdown_version: ['must be less than 65536'] }],
    ['a deletion delay past 90 days', { deletion_adjourned_period: 91 }, { deletion_adjourned_period: ['must be less than or equal to 90'] }],
    ['a warning not before the deletion', { inactive_projects_send_warning_email_after_months: 3 }, { inactive_projects_send_warning_email_after_months: ['must be less than 2'] }],
    ['an unknown storage', { repository_storages_weighted: { default: 100, nfs: 10 } }, { repository_storages_weighted: ["can't include: nfs"] }],
    ['a storage weight above 100', { repository_storages_weighted: { default: 101 } }, { repository_storages_weighted: ["value for 'default' must be between 0 and 100"] }],
    ['an unknown runner registrar', { valid_runner_registrars: ['group', 'instance'] }, { valid_runner_registrars: ['["group", "instance"] is not included in the list'] }],
    ['an unknown restricted level', { restricted_visibility_levels: ['secret'] }, { restricted_visibility_levels: ["'secret' is not a valid visibility level"] }],
    ['restricting the default visibility', { restricted_visibility_levels: ['private'] },
      { default_project_visibility: ['cannot be set to a restricted visibility level'], default_group_visibility: ['cannot be set to a restricted visibility level'] }],
    ['enforcing terms without terms', { enforce_terms: true }, { base: ['You need to set terms to be enforced'] }],
    ['a long token prefix', { personal_access_token_prefix: 'a-very-long-token-prefix-' }, { personal_access_token_prefix: ['is too long (maximum is 20 characters)'] }],
    ['a token prefix with spaces', { personal_access_token_prefix: 'my prefix' },
      { personal_access_token_prefix: ["can contain only letters of the Base64 alphabet (RFC4648) with the addition of '@', ':' and '.'"] }],
    ['a sign-out path that is no URL', { after_sign_out_path: 'not a url' }, { after_sign_out_path: ['must be a valid URL'] }],
    ['an unknown preferred language', { default_preferred_language: 'xx' }, { default_preferred_language: ['is not included in the list'] }],
    ['a null boolean', { gravatar_enabled: null }, { gravatar_enabled: ['must be a boolean value'] }],
    ['the denylist on without domains', { domain_denylist_enabled: true }, { domain_denylist: ['Domain denylist cannot be empty if denylist is enabled.'] }],
    ['several problems at once', { wiki_page_max_content_bytes: 10, asciidoc_max_includes: 100 },
      { wiki_page_max_content_bytes: ['must be greater than or equal to 1024'], asciidoc_max_includes: ['must be less than or equal to 64'] }],
  ])('rejects %s', async (_, body, fields) => {
    expectGitlabError(await put(body), 400, fieldErrors(fields));
  });

  it('writes nothing when any value is invalid', async () => {
    const before = (await service.api.get('/application/settings')).body;
    expect((await put({ signup_enabled: !before.signup_enabled, wiki_page_max_content_bytes: 10 })).status).toBe(400);
    expect((await put({ signup_enabled: !before.signup_enabled, whats_new_variant: 'never' })).status).toBe(400);
    expect((await service.api.get('/application/settings')).body).toEqual(before);
  });

  it('accepts the bounds themselves', async () => {
    const res = await put({ wiki_page_max_content_bytes: 1024, asciidoc_max_includes: 64, unconfirmed_users_delete_after_days: 1, default_projects_limit: 0 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ wiki_page_max_content_bytes: 1024, asciidoc_max_includes: 64, unconfirmed_users_delete_after_days: 1, default_projects_limit: 0 });
  });
});
