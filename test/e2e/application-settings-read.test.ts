import { expectGitlabError } from '../support/expectations';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.stop();
});

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

// Spec 002 §2.1: the fields every settings object carries (jira_connect_* spelled out).
const SPEC_FIELDS = `default_projects_limit signup_enabled default_branch_protection default_preferred_language
  failed_login_attempts_unlock_period_in_minutes restricted_visibility_levels password_authentication_enabled_for_web
  after_sign_out_path max_attachment_size max_decompressed_archive_size max_export_size max_import_size
  max_import_remote_file_size max_login_attempts user_oauth_applications session_expire_delay home_page_url
  default_snippet_visibility outbound_local_requests_whitelist domain_allowlist domain_denylist_enabled domain_denylist
  default_ci_config_path default_project_visibility default_group_visibility gravatar_enabled
  container_expiration_policies_enable_historic_entries container_registry_cleanup_tags_service_max_list_size
  container_registry_delete_tags_service_timeout container_registry_expiration_policies_caching
  container_registry_expiration_policies_worker_capacity container_registry_token_expire_delay
  decompress_archive_file_timeout repository_storages_weighted package_registry_cleanup_policies_worker_capacity
  plantuml_enabled plantuml_url diagramsnet_enabled diagramsnet_url kroki_enabled kroki_url terminal_max_session_time
  polling_interval_multiplier rsa_key_restriction dsa_key_restriction ecdsa_key_restriction ed25519_key_restriction
  ecdsa_sk_key_restriction ed25519_sk_key_restriction first_day_of_week enforce_terms terms
  performance_bar_allowed_group_id user_show_add_ssh_key_message allow_account_deletion updating_name_disabled_for_users
  local_markdown_version allow_local_requests_from_hooks_and_services allow_local_requests_from_web_hooks_and_services
  allow_local_requests_from_system_hooks asset_proxy_enabled asset_proxy_url asset_proxy_whitelist asset_proxy_allowlist
  maven_package_requests_forwarding npm_package_requests_forwarding pypi_package_requests_forwarding snippet_size_limit
  issues_create_limit raw_blob_request_limit wiki_page_max_content_bytes require_admin_approval_after_user_signup
  personal_access_token_prefix rate_limiting_response_text keep_latest_artifact admin_mode
  external_pipeline_validation_service_timeout external_pipeline_validation_service_token
  external_pipeline_validation_service_url jira_connect_application_key jira_connect_public_key_storage_enabled
  jira_connect_proxy_url silent_mode_enabled package_registry_allow_anyone_to_pull_option
  bulk_import_max_download_file_size project_jobs_api_rate_limit security_txt_content
  bulk_import_concurrent_pipeline_batch_limit external_authorization_service_enabled external_authorization_service_url
  external_authorization_service_default_label external_authorization_service_timeout globally_allowed_ips
  can_create_group user_defaults_to_private_profile projects_api_rate_limit_unauthenticated
  downstream_pipeline_trigger_limit_per_project_user_sha
  group_owners_can_manage_default_branch_protection file_template_project_id geo_node_allowed_ips geo_status_timeout
  default_project_deletion_protection deletion_adjourned_period disable_personal_access_tokens
  security_policy_global_group_approvers_enabled security_approval_policies_limit delete_unconfirmed_users
  unconfirmed_users_delete_after_days use_clickhouse_for_analytics duo_features_enabled lock_duo_features_enabled
  throttle_unauthenticated_web_period_in_seconds throttle_unauthenticated_web_requests_per_period
  time_tracking_limit_to_hours two_factor_grace_period unique_ips_limit_enabled unique_ips_limit_per_user
  unique_ips_limit_time_window update_runner_versions_enabled usage_ping_enabled include_optional_metrics_in_service_ping
  user_deactivation_emails_enabled user_default_external user_default_internal_regex version_check_enabled
  valid_runner_registrars whats_new_variant asciidoc_max_includes delete_inactive_projects
  inactive_projects_delete_after_months inactive_projects_min_size_mb inactive_projects_send_warning_email_after_months
  housekeeping_optimize_repository_period housekeeping_full_repack_period housekeeping_gc_period
  housekeeping_incremental_repack_period`.split(/\s+/);

// Reference §8.2 and doc/api/settings.md: a fresh instance.
const FRESH_DEFAULTS: Array<[string, unknown]> = [
  ['default_projects_limit', 100000], ['signup_enabled', true], ['password_authentication_enabled_for_web', true],
  ['default_branch_protection', 2], ['default_preferred_language', 'en'], ['failed_login_attempts_unlock_period_in_minutes', null],
  ['max_login_attempts', null], ['restricted_visibility_levels', []], ['after_sign_out_path', null], ['home_page_url', null],
  ['default_ci_config_path', null], ['terms', null], ['plantuml_url', null], ['kroki_url', null], ['asset_proxy_url', null],
  ['performance_bar_allowed_group_id', null], ['max_attachment_size', 100], ['max_decompressed_archive_size', 25600],
  ['max_export_size', 0], ['max_import_size', 0], ['max_import_remote_file_size', 10240], ['bulk_import_max_download_file_size', 5120],
  ['user_oauth_applications', true], ['session_expire_delay', 10080], ['default_snippet_visibility', 'private'],
  ['default_project_visibility', 'private'], ['default_group_visibility', 'private'], ['outbound_local_requests_whitelist', []],
  ['domain_allowlist', []], ['domain_denylist', []], ['domain_denylist_enabled', false], ['gravatar_enabled', true],
  ['container_expiration_policies_enable_historic_entries', false], ['container_registry_cleanup_tags_service_max_list_size', 200],
  ['container_registry_delete_tags_service_timeout', 250], ['container_registry_expiration_policies_caching', true],
  ['container_registry_expiration_policies_worker_capacity', 4], ['container_registry_token_expire_delay', 5],
  ['decompress_archive_file_timeout', 210], ['repository_storages_weighted', { default: 100 }],
  ['package_registry_cleanup_policies_worker_capacity', 2], ['plantuml_enabled', false], ['kroki_enabled', false],
  ['asset_proxy_enabled', false], ['enforce_terms', false], ['diagramsnet_enabled', true], ['diagramsnet_url', 'https://embed.diagrams.net'],
  ['terminal_max_session_time', 0], ['polling_interval_multiplier', 1], ['rsa_key_restriction', 0], ['dsa_key_restriction', 0],
  ['ecdsa_key_restriction', 0], ['ed25519_key_restriction', 0], ['ecdsa_sk_key_restriction', 0], ['ed25519_sk_key_restriction', 0],
  ['first_day_of_week', 0], ['user_show_add_ssh_key_message', true], ['allow_account_deletion', true], ['local_markdown_version', 0],
  ['allow_local_requests_from_web_hooks_and_services', false], ['allow_local_requests_from_hooks_and_services', false],
  ['allow_local_requests_from_system_hooks', true], ['snippet_size_limit', 52428800], ['issues_create_limit', 300],
  ['raw_blob_request_limit', 300], ['wiki_page_max_content_bytes', 52428800], ['require_admin_approval_after_user_signup', true],
  ['personal_access_token_prefix', 'glpat-'], ['keep_latest_artifact', true], ['admin_mode', false], ['silent_mode_enabled', false],
  ['package_registry_allow_anyone_to_pull_option', true], ['project_jobs_api_rate_limit', 600],
  ['bulk_import_concurrent_pipeline_batch_limit', 25], ['external_authorization_service_enabled', false],
  ['external_authorization_service_timeout', 0.5], ['globally_allowed_ips', ''], ['can_create_group', true],
  ['user_defaults_to_private_profile', false], ['projects_api_rate_limit_unauthenticated', 400],
  ['downstream_pipeline_trigger_limit_per_project_user_sha', 0], ['default_artifacts_expire_in', '30 days'],
  ['two_factor_grace_period', 48], ['unique_ips_limit_per_user', 10], ['unique_ips_limit_time_window', 3600],
  ['valid_runner_registrars', ['project', 'group']], ['asciidoc_max_includes', 32], ['use_clickhouse_for_analytics', false],
  ['security_approval_policies_limit', 5], ['throttle_unauthenticated_web_enabled', false],
  ['throttle_unauthenticated_web_requests_per_period', 3600], ['throttle_unauthenticated_web_period_in_seconds', 3600],
  ['throttle_authenticated_api_enabled', false], ['throttle_authenticated_api_requests_per_period', 7200],
  ['throttle_authenticated_api_period_in_seconds', 3600], ['unconfirmed_users_delete_after_days', 7],
  ['delete_inactive_projects', false], ['inactive_projects_delete_after_months', 2], ['inactive_projects_min_size_mb', 0],
  ['inactive_projects_send_warning_email_after_months', 1], ['whats_new_variant', 'all_tiers'],
  ['time_tracking_limit_to_hours', false], ['housekeeping_optimize_repository_period', 10], ['commit_email_hostname', 'users.noreply.localhost'],
  ['default_branch_protection_defaults', { allowed_to_push: [{ access_level: 40 }], allow_force_push: false, allowed_to_merge: [{ access_level: 40 }] }],
];

describe('GET /application/settings', () => {
  it('returns the single settings record with id 1 and its timestamps', async () => {
    const res = await service.api.get('/application/settings');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.body).toMatchObject({ id: 1, created_at: expect.stringMatching(ISO_TIME), updated_at: expect.stringMatching(ISO_TIME) });
  });

  it('returns every field spec 002 §2.1 names', async () => {
    const { body } = await service.api.get('/application/settings');
    expect(SPEC_FIELDS.filter((field) => !(field in body))).toEqual([]);
    expect(Object.keys(body).length).toBeGreaterThanOrEqual(400);
  });

  it.each(FRESH_DEFAULTS)("returns GitLab's default %s for a fresh instance", async (field, expected) => {
    const { body } = await service.api.get('/application/settings');
    expect(body[field]).toEqual(expected);
  });

  it('never returns removed fields or the secrets GitLab keeps out', async () => {
    const { body } = await service.api.get('/application/settings');
    const hidden = ['delayed_project_deletion', 'delayed_group_deletion', 'in_product_marketing_emails_enabled', 'repository_storages',
      'user_email_lookup_limit', 'asset_proxy_secret_key', 'eks_secret_access_key', 'elasticsearch_password',
      'elasticsearch_aws_secret_access_key', 'external_auth_client_key', 'external_auth_client_key_pass', 'performance_bar_allowed_group_path'];
    expect(hidden.filter((field) => field in body)).toEqual([]);
  });

  it('returns the legacy names beside the current ones, with the same values', async () => {
    const { body } = await service.api.get('/application/settings');
    expect(body).toMatchObject({
      signin_enabled: body.password_authentication_enabled_for_web,
      password_authentication_enabled: body.password_authentication_enabled_for_web,
      asset_proxy_whitelist: body.asset_proxy_allowlist,
      throttle_unauthenticated_enabled: body.throttle_unauthenticated_web_enabled,
      throttle_unauthenticated_period_in_seconds: body.throttle_unauthenticated_web_period_in_seconds,
      throttle_unauthenticated_requests_per_period: body.throttle_unauthenticated_web_requests_per_period,
      housekeeping_full_repack_period: 10,
      housekeeping_gc_period: 10,
      housekeeping_incremental_repack_period: 10,
      housekeeping_bitmaps_enabled: true,
    });
  });

  it('returns 401 without a token', async () => {
    expectGitlabError(await service.api.as(null).get('/application/settings'), 401, { message: '401 Unauthorized' });
  });
});

describe('the applicationSettings GraphQL query', () => {
  const query = (token: string | null) => fetch(`${service.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'private-token': token } : {}) },
    body: JSON.stringify({ query: '{ applicationSettings { id values } }' }),
  }).then((res) => res.json());

  it('answers administrators with the settings values', async () => {
    const body = await query(service.rootToken);
    expect(body.data.applicationSettings).toMatchObject({ id: '1', values: { gravatar_enabled: true, admin_mode: false } });
  });

  it('refuses anonymous callers', async () => {
    const body = await query(null);
    expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
