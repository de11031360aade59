import { atLeast, between, greaterThan, lessThan, lessThanSetting, maxLength, oneOf, present } from '../setting-checks';
import { bool, choice, float, int, str, strList, type SettingCheck, type SettingDefinition, type SettingsEnv, type SettingTable } from '../setting-types';
import { defaultBranchProtectionDefaults } from '@forgegraph/platform';
import { isValidBranchProtectionDefaults, normalizeBranchProtectionDefaults } from './branch-protection';

export const VISIBILITY_LEVELS = ['private', 'internal', 'public'] as const;
const LEVEL_NAMES: Record<string, string> = { 0: 'private', 10: 'internal', 20: 'public' };
// Gitlab::ImportSources.values
const IMPORT_SOURCES = ['github', 'bitbucket', 'bitbucket_server', 'fogbugz', 'git', 'gitlab_project', 'gitea', 'manifest'];

const notRestricted: SettingCheck = (value, settings) =>
  Array.isArray(settings.restricted_visibility_levels) && settings.restricted_visibility_levels.includes(value)
    ? 'cannot be set to a restricted visibility level' : undefined;

const validLevels: SettingCheck = (value) => {
  const invalid = Array.isArray(value) ? value.find((level) => !(VISIBILITY_LEVELS as readonly string[]).includes(level)) : undefined;
  return invalid === undefined ? undefined : `'${invalid}' is not a valid visibility level`;
};

const visibility = (): SettingDefinition => ({ type: 'visibility', default: 'private', values: VISIBILITY_LEVELS, checks: [notRestricted] });

// Gitlab::VisibilityLevel.level_value: accepts names and the integer levels "0", "10", "20".
const toLevelNames = (levels: unknown[]) => levels.map((level) => LEVEL_NAMES[String(level)] ?? level);

// The artifact duration parser accepts "30 days", "1 week", "2 hrs 20 min", "never"...
const DURATION = /^\s*(never|(\d+\s*(s|sec|secs|second|seconds|m|min|mins|minute|minutes|h|hr|hrs|hour|hours|d|day|days|w|wk|wks|week|weeks|mo|mos|month|months|y|yr|yrs|year|years)?\s*,?\s*(and)?\s*)+)$/i;
const duration: SettingCheck = (value) => (typeof value === 'string' && value !== '' && !DURATION.test(value) ? 'is not a correct duration' : undefined);

const ciConfigPath: SettingCheck = (value) =>
  typeof value === 'string' && /(\.{2}|^\/)/.test(value) ? 'cannot include leading slash or directory traversal.' : undefined;

/** Projects, groups and snippets: visibility, creation, size limits, markup and content limits. */
export const PROJECT_SETTINGS: SettingTable = {
  default_projects_limit: int(100000, atLeast(0)),
  default_branch_name: str(null),
  // Gitlab::Access::BranchProtection levels 0..4; deprecated in 17.0 for the hash below.
  default_branch_protection: int(2, {
    values: [0, 1, 2, 3, 4],
    also: (level: number) => ({ default_branch_protection_defaults: defaultBranchProtectionDefaults(level) }),
  }),
  default_branch_protection_defaults: {
    type: 'hash',
    default: defaultBranchProtectionDefaults(2),
    normalize: normalizeBranchProtectionDefaults,
    checks: [(value) => (isValidBranchProtectionDefaults(value) ? undefined : 'must be a valid json schema')],
  },
  group_owners_can_manage_default_branch_protection: bool(true),
  default_project_creation: int(2, { values: [0, 1, 2, 3, 4] }),
  default_project_visibility: visibility(),
  default_group_visibility: visibility(),
  default_snippet_visibility: { type: 'visibility', default: 'private', values: VISIBILITY_LEVELS },
  restricted_visibility_levels: {
    type: 'visibility[]',
    default: [],
    commaSeparated: true,
    normalize: toLevelNames,
    checks: [validLevels],
  },
  default_project_deletion_protection: bool(false),
  deletion_adjourned_period: int(7, between(1, 90)),
  delete_inactive_projects: bool(false),
  inactive_projects_delete_after_months: int(2, greaterThan(0)),
  inactive_projects_min_size_mb: int(0, atLeast(0)),
  inactive_projects_send_warning_email_after_months: int(1, greaterThan(0), lessThanSetting('inactive_projects_delete_after_months')),
  import_sources: strList(IMPORT_SOURCES, { values: IMPORT_SOURCES }),
  project_export_enabled: bool(true),
  max_attachment_size: int(100, greaterThan(0)),
  max_decompressed_archive_size: int(25600, atLeast(0)),
  max_export_size: int(0, atLeast(0)),
  max_import_size: int(0, atLeast(0)),
  max_import_remote_file_size: int(10240, atLeast(0)),
  decompress_archive_file_timeout: int(210, atLeast(0)),
  max_pages_size: int(100, atLeast(0), lessThan(1048576)),
  max_pages_custom_domains_per_project: int(0, atLeast(0)),
  pages_domain_verification_enabled: bool(true),
  max_terraform_state_size_bytes: int(0, atLeast(0)),
  snippet_size_limit: int(52428800, greaterThan(0)),
  wiki_page_max_content_bytes: int(52428800, atLeast(1024)),
  wiki_asciidoc_allow_uri_includes: bool(false),
  asciidoc_max_includes: int(32, between(0, 64)),
  local_markdown_version: int(0, atLeast(0), lessThan(65536)),
  first_day_of_week: int(0, oneOf([0, 1, 6])),
  time_tracking_limit_to_hours: bool(false),
  default_syntax_highlighting_theme: int(1, greaterThan(0)),
  polling_interval_multiplier: float(1, present(), atLeast(0)),
  terminal_max_session_time: int(0, atLeast(0)),
  file_template_project_id: int(null),
  default_ci_config_path: str(null, ciConfigPath, maxLength(255)),
  default_artifacts_expire_in: str('30 days', present(), duration),
  archive_builds_in_human_readable: str(null, duration),
  keep_latest_artifact: bool(true),
  max_artifacts_size: int(100, greaterThan(0)),
  max_yaml_size_bytes: int(2097152, greaterThan(0)),
  max_yaml_depth: int(100, greaterThan(0)),
  help_page_hide_commercial_content: bool(false),
  help_page_support_url: str(null),
  help_page_documentation_base_url: str('https://docs.gitlab.com', maxLength(255)),
  help_page_text: str(null),
  help_text: str(null),
  hide_third_party_offers: bool(false),
  html_emails_enabled: bool(true),
  email_author_in_body: bool(false),
  email_additional_text: str(null, maxLength(10000)),
  commit_email_hostname: str((env: SettingsEnv) => `users.noreply.${env.host}`, (value: unknown) => (typeof value === 'string' && value.includes('@') ? 'is invalid' : undefined)),
  suggest_pipeline_enabled: bool(true),
  show_migrate_from_jenkins_banner: bool(true),
  enable_artifact_external_redirect_warning_page: bool(true),
  floc_enabled: bool(false),
  // Written through the group-path parameters (aliases in setting-definitions.ts).
  performance_bar_allowed_group_id: int(null, { readOnly: true }),
  disable_invite_members: bool(false),
  top_level_group_creation_enabled: bool(true),
};
