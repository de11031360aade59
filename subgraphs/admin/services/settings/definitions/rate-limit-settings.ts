import { atLeast, greaterThan, maxEntries, maxLength } from '../setting-checks';
import { bool, int, str, strList, type SettingTable } from '../setting-types';

/**
 * One `throttle_<name>_*` group: the switch (requiring both limits when turned on, as Grape's
 * `given ... requires` does) and its two positive limits.
 */
function throttle(name: string, requests: number, seconds: number): SettingTable {
  const period = `throttle_${name}_period_in_seconds`;
  const perPeriod = `throttle_${name}_requests_per_period`;
  return {
    [`throttle_${name}_enabled`]: bool(false, { requires: [period, perPeriod] }),
    [period]: int(seconds, greaterThan(0)),
    [perPeriod]: int(requests, greaterThan(0)),
  };
}

const limit = (value: number) => int(value, atLeast(0));

/** Request throttles and per-endpoint rate limits. */
export const RATE_LIMIT_SETTINGS: SettingTable = {
  ...throttle('authenticated_api', 7200, 3600),
  ...throttle('authenticated_web', 7200, 3600),
  ...throttle('authenticated_packages_api', 1000, 15),
  ...throttle('authenticated_files_api', 500, 15),
  ...throttle('authenticated_deprecated_api', 3600, 3600),
  ...throttle('authenticated_git_lfs', 1000, 60),
  ...throttle('unauthenticated_api', 3600, 3600),
  // Stored as throttle_unauthenticated_* in GitLab; both names are accepted and returned.
  ...throttle('unauthenticated_web', 3600, 3600),
  ...throttle('unauthenticated_packages_api', 800, 15),
  ...throttle('unauthenticated_files_api', 125, 15),
  ...throttle('unauthenticated_deprecated_api', 1800, 3600),
  ...throttle('unauthenticated_git_http', 3600, 3600),
  ...throttle('protected_paths', 60, 10),
  throttle_incident_management_notification_enabled: bool(false),
  throttle_incident_management_notification_period_in_seconds: int(3600, greaterThan(0)),
  throttle_incident_management_notification_per_period: int(3600, greaterThan(0)),
  rate_limiting_response_text: str(null, maxLength(255)),
  issues_create_limit: limit(300),
  notes_create_limit: limit(300),
  notes_create_limit_allowlist: strList([], maxEntries(100)),
  raw_blob_request_limit: limit(300),
  search_rate_limit: limit(30),
  search_rate_limit_unauthenticated: limit(10),
  search_rate_limit_allowlist: strList([], maxEntries(100)),
  users_get_by_id_limit: limit(300),
  users_get_by_id_limit_allowlist: strList([], maxEntries(100)),
  projects_api_rate_limit_unauthenticated: limit(400),
  project_jobs_api_rate_limit: int(600, greaterThan(0)),
  gitlab_shell_operation_limit: limit(600),
  members_delete_limit: limit(60),
  group_export_limit: limit(6),
  group_import_limit: limit(6),
  group_download_export_limit: limit(1),
  project_export_limit: limit(6),
  project_import_limit: limit(6),
  project_download_export_limit: limit(1),
  group_api_limit: limit(400),
  group_invited_groups_api_limit: limit(60),
  group_projects_api_limit: limit(600),
  group_shared_groups_api_limit: limit(60),
  groups_api_limit: limit(200),
  project_api_limit: limit(400),
  project_invited_groups_api_limit: limit(60),
  projects_api_limit: limit(2000),
  user_contributed_projects_api_limit: limit(100),
  user_projects_api_limit: limit(300),
  user_starred_projects_api_limit: limit(100),
  create_organization_api_limit: limit(10),
  users_api_limit_followers: limit(100),
  users_api_limit_following: limit(100),
  users_api_limit_status: limit(240),
  users_api_limit_ssh_keys: limit(120),
  users_api_limit_ssh_key: limit(120),
  users_api_limit_gpg_keys: limit(120),
  users_api_limit_gpg_key: limit(120),
  ai_action_api_rate_limit: int(160, greaterThan(0)),
  code_suggestions_api_rate_limit: int(60, greaterThan(0)),
};
