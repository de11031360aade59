/** GitLab's defaults for a fresh instance (doc/api/settings.md; application_setting_implementation.rb). */
export const SETTING_DEFAULTS: Readonly<Record<string, unknown>> = {
  default_projects_limit: 100000,
  signup_enabled: true,
  gravatar_enabled: true,
  personal_access_token_prefix: 'glpat-',
  admin_mode: false,
  default_project_visibility: 'private',
  default_group_visibility: 'private',
  default_snippet_visibility: 'private',
  restricted_visibility_levels: [],
  repository_storages_weighted: { default: 100 },
  allow_local_requests_from_web_hooks_and_services: false,
  allow_local_requests_from_system_hooks: true,
  outbound_local_requests_whitelist: [],
};
