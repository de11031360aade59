import { atLeast, booleanValue, greaterThan, rubyArray, url } from '../setting-checks';
import { bool, choice, int, str, type SettingCheck, type SettingTable } from '../setting-types';

const REGISTRAR_TYPES = ['project', 'group'];

// check_valid_runner_registrars: any subset of project/group, each at most once.
const runnerRegistrars: SettingCheck = (value: string[]) => {
  const valid = value.every((type) => REGISTRAR_TYPES.includes(type)) && new Set(value).size === value.length;
  return valid ? undefined : `${rubyArray(value)} is not included in the list`;
};

const runnerTokenInterval = () => int(null, atLeast(7200));

/** CI/CD, runners, the package and container registries, import/export and instance reporting. */
export const CI_SETTINGS: SettingTable = {
  auto_devops_enabled: bool(true),
  auto_devops_domain: str(null),
  shared_runners_enabled: bool(true, { requires: ['shared_runners_text'] }),
  shared_runners_text: str(null),
  shared_runners_minutes: int(0, atLeast(0)),
  allow_runner_registration_token: bool(true, booleanValue),
  valid_runner_registrars: { type: 'string[]', default: REGISTRAR_TYPES, checks: [runnerRegistrars] },
  update_runner_versions_enabled: bool(true, booleanValue),
  runner_token_expiration_interval: runnerTokenInterval(),
  group_runner_token_expiration_interval: runnerTokenInterval(),
  project_runner_token_expiration_interval: runnerTokenInterval(),
  ci_max_includes: int(150, atLeast(0)),
  ci_max_total_yaml_size_bytes: int(314572800, atLeast(0)),
  ci_job_live_trace_enabled: bool(false),
  protected_ci_variables: bool(true),
  pipeline_limit_per_project_user_sha: int(0, atLeast(0)),
  downstream_pipeline_trigger_limit_per_project_user_sha: int(0, atLeast(0)),
  external_pipeline_validation_service_timeout: int(null, greaterThan(0)),
  external_pipeline_validation_service_token: str(null),
  external_pipeline_validation_service_url: str(null, url()),
  container_expiration_policies_enable_historic_entries: bool(false, booleanValue),
  container_registry_cleanup_tags_service_max_list_size: int(200, atLeast(0)),
  container_registry_delete_tags_service_timeout: int(250, atLeast(0)),
  container_registry_expiration_policies_caching: bool(true, booleanValue),
  container_registry_expiration_policies_worker_capacity: int(4, atLeast(0)),
  container_registry_token_expire_delay: int(5, greaterThan(0)),
  dependency_proxy_ttl_group_policy_worker_capacity: int(2, atLeast(0)),
  package_registry_cleanup_policies_worker_capacity: int(2, atLeast(0)),
  package_registry_allow_anyone_to_pull_option: bool(true, booleanValue),
  maven_package_requests_forwarding: bool(true),
  npm_package_requests_forwarding: bool(true),
  pypi_package_requests_forwarding: bool(true),
  nuget_skip_metadata_url_validation: bool(false),
  bulk_import_enabled: bool(false, booleanValue),
  bulk_import_max_download_file_size: int(5120, atLeast(0)),
  bulk_import_concurrent_pipeline_batch_limit: int(25, greaterThan(0)),
  concurrent_relation_batch_export_limit: int(8, greaterThan(0)),
  relation_export_batch_size: int(50, greaterThan(0)),
  concurrent_github_import_jobs_limit: int(1000, greaterThan(0)),
  concurrent_bitbucket_import_jobs_limit: int(100, greaterThan(0)),
  concurrent_bitbucket_server_import_jobs_limit: int(100, greaterThan(0)),
  silent_admin_exports_enabled: bool(false),
  sidekiq_job_limiter_mode: choice(['track', 'compress'], 'compress'),
  sidekiq_job_limiter_compression_threshold_bytes: int(100000, atLeast(0)),
  sidekiq_job_limiter_limit_bytes: int(0, atLeast(0)),
  usage_ping_enabled: bool(true),
  include_optional_metrics_in_service_ping: bool(true),
  version_check_enabled: bool(true),
  whats_new_variant: choice(['all_tiers', 'current_tier', 'disabled'], 'all_tiers'),
  gitlab_dedicated_instance: bool(false, booleanValue),
  gitlab_environment_toolkit_instance: bool(false),
  silent_mode_enabled: bool(false, booleanValue),
  maintenance_mode: bool(false),
  maintenance_mode_message: str(null),
  prometheus_metrics_enabled: bool(true),
  metrics_method_call_threshold: int(10, atLeast(0)),
  receptive_cluster_agents_enabled: bool(false),
};
