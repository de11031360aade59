import { ACCOUNT_SETTINGS } from './definitions/account-settings';
import { CI_SETTINGS } from './definitions/ci-settings';
import { INTEGRATION_SETTINGS } from './definitions/integration-settings';
import { PROJECT_SETTINGS } from './definitions/project-settings';
import { RATE_LIMIT_SETTINGS } from './definitions/rate-limit-settings';
import { REPOSITORY_SETTINGS } from './definitions/repository-settings';
import { SECURITY_SETTINGS } from './definitions/security-settings';
import { isBlank } from './setting-checks';
import { alias, ignored, type SettingAlias, type SettingTable, type SettingType, type SettingValues } from './setting-types';

/**
 * Every application setting GitLab's `GET/PUT /application/settings` knows, by area. This is the one
 * list: GET defaults, the PUT parameter schema and the validations all derive from it.
 */
export const SETTING_DEFINITIONS: SettingTable = merge([
  ACCOUNT_SETTINGS, PROJECT_SETTINGS, REPOSITORY_SETTINGS, CI_SETTINGS, INTEGRATION_SETTINGS, RATE_LIMIT_SETTINGS, SECURITY_SETTINGS,
]);

// The performance bar takes a group path; GitLab stores nil for a path it cannot find, and the
// groups domain (collaboration) cannot be asked yet, so every path clears the setting.
const clearsPerformanceBar = { also: () => ({ performance_bar_allowed_group_id: null }) };

/** Legacy and deprecated parameter names (lib/api/settings.rb "support legacy names"). */
export const SETTING_ALIASES: Record<string, SettingAlias> = {
  signin_enabled: alias('password_authentication_enabled_for_web', true),
  password_authentication_enabled: alias('password_authentication_enabled_for_web', true),
  allow_local_requests_from_hooks_and_services: alias('allow_local_requests_from_web_hooks_and_services', true),
  asset_proxy_whitelist: { ...alias('asset_proxy_allowlist', true), commaSeparated: true },
  admin_notification_email: alias('abuse_notification_email'),
  domain_whitelist: alias('domain_allowlist'),
  domain_blacklist_enabled: alias('domain_denylist_enabled'),
  domain_blacklist: alias('domain_denylist'),
  // GitLab's columns keep the pre-14.3 names; the API accepts and returns both.
  throttle_unauthenticated_enabled: alias('throttle_unauthenticated_web_enabled', true),
  throttle_unauthenticated_period_in_seconds: alias('throttle_unauthenticated_web_period_in_seconds', true),
  throttle_unauthenticated_requests_per_period: alias('throttle_unauthenticated_web_requests_per_period', true),
  // Deprecated in 15.8 (doc/api/settings.md#housekeeping-settings): one period drives housekeeping.
  housekeeping_incremental_repack_period: alias('housekeeping_optimize_repository_period', true),
  housekeeping_full_repack_period: ignored('integer', { expose: 'housekeeping_optimize_repository_period' }),
  housekeeping_gc_period: ignored('integer', { expose: 'housekeeping_optimize_repository_period' }),
  housekeeping_bitmaps_enabled: ignored('boolean', { expose: { constant: true } }),
  // Always on since 13.0; the parameter is dropped.
  hashed_storage_enabled: ignored('boolean', { expose: { constant: true } }),
  performance_bar_allowed_group_id: ignored('string', clearsPerformanceBar),
  performance_bar_allowed_group_path: ignored('string', clearsPerformanceBar),
  performance_bar_enabled: ignored('string', clearsPerformanceBar),
};

/** Grape's relations between parameters of the PUT (checked on the names the request used). */
export const SETTING_PARAM_RULES = {
  mutuallyExclusive: [['password_authentication_enabled_for_web', 'password_authentication_enabled', 'signin_enabled']],
  /** `given housekeeping_enabled: ->(val) { val } do ... end` */
  housekeeping: {
    allOrNoneOf: ['housekeeping_full_repack_period', 'housekeeping_gc_period', 'housekeeping_incremental_repack_period'],
    exactlyOneOf: ['housekeeping_incremental_repack_period', 'housekeeping_optimize_repository_period'],
  },
};

/** Record-level validations (`errors.add(:base, ...)`). */
export const RECORD_CHECKS: Array<(settings: SettingValues) => [field: string, message: string] | undefined> = [
  (s) => (s.enforce_terms === true && isBlank(s.terms) ? ['base', 'You need to set terms to be enforced'] : undefined),
];

/** One PUT parameter as the REST facade declares it. */
export interface SettingParam {
  name: string;
  type: SettingType;
  values?: readonly unknown[];
  commaSeparated?: boolean;
}

/** Every parameter `PUT /application/settings` declares, settings first, then legacy names. */
export const SETTING_PARAMS: SettingParam[] = [
  ...Object.entries(SETTING_DEFINITIONS)
    .filter(([, d]) => !d.readOnly)
    .map(([name, d]) => ({ name, type: d.type, values: d.values, commaSeparated: d.commaSeparated })),
  ...Object.entries(SETTING_ALIASES).map(([name, a]) => ({
    name,
    type: a.type ?? SETTING_DEFINITIONS[a.target!].type,
    values: a.target ? SETTING_DEFINITIONS[a.target].values : undefined,
    commaSeparated: a.commaSeparated ?? (a.target ? SETTING_DEFINITIONS[a.target].commaSeparated : undefined),
  })),
];

function merge(tables: SettingTable[]): SettingTable {
  const all: SettingTable = {};
  for (const table of tables) {
    for (const [name, definition] of Object.entries(table)) {
      if (name in all) throw new Error(`application setting ${name} is defined twice`);
      all[name] = definition;
    }
  }
  return all;
}
