import { p, type ParamSchema } from '../params/param';
import type { Params } from '../params/parse-params';
import { toVariables, type VariableOptions } from '../params/to-variables';
import { ACCESS_LEVELS, VISIBILITIES } from './project-params';

const PROJECT_CREATION_LEVELS = ['noone', 'maintainer', 'developer', 'administrator'];
const SUBGROUP_CREATION_LEVELS = ['owner', 'maintainer'];

/** Optional settings of POST and PUT /groups (lib/api/helpers/groups_helpers.rb `optional_params_ce`). */
export const GROUP_SETTING_PARAMS: ParamSchema = {
  description: p.string(),
  visibility: p.string().values(VISIBILITIES),
  share_with_group_lock: p.boolean(),
  require_two_factor_authentication: p.boolean(),
  two_factor_grace_period: p.integer(),
  project_creation_level: p.string().values(PROJECT_CREATION_LEVELS),
  auto_devops_enabled: p.boolean(),
  subgroup_creation_level: p.string().values(SUBGROUP_CREATION_LEVELS),
  emails_disabled: p.boolean(),
  emails_enabled: p.boolean(),
  mentions_disabled: p.boolean(),
  lfs_enabled: p.boolean(),
  request_access_enabled: p.boolean(),
  default_branch: p.string(),
  default_branch_protection: p.integer().values([0, 1, 2, 3, 4]),
};

/** GitLab's legacy `emails_disabled`, inverted (groups_helpers.rb); a blank one says nothing. */
const withCurrentNames = (params: Params): Params => ({
  ...params,
  emails_enabled: params.emails_enabled ?? (params.emails_disabled == null ? undefined : !params.emails_disabled),
});

/** Only declared and given settings reach the GraphQL input (absent stays absent, null stays null). */
export function groupSettingsInput(params: Params): Record<string, unknown> {
  return toVariables(withCurrentNames(params), { pick: [...Object.keys(GROUP_SETTING_PARAMS).filter((name) => name !== 'emails_disabled'), 'emails_enabled'] });
}

/** Filters of GET /groups, /subgroups and /descendant_groups (lib/api/groups.rb). */
export const GROUP_LIST_PARAMS: ParamSchema = {
  skip_groups: p.array(p.integer()),
  all_available: p.boolean(),
  search: p.string(),
  order_by: p.string().values(['name', 'path', 'id', 'similarity']).default('name'),
  sort: p.string().values(['asc', 'desc']).default('asc'),
  statistics: p.boolean().default(false),
  with_custom_attributes: p.boolean().default(false),
  owned: p.boolean().default(false),
  min_access_level: p.integer().values(ACCESS_LEVELS),
  custom_attributes: p.hash(),
};

/** GET /groups, /subgroups and /descendant_groups filters → GroupFilter. */
export const GROUP_FILTER_VARIABLES: VariableOptions = {
  pick: [
    'skip_groups', 'all_available', 'search', 'order_by', 'sort', 'visibility', 'owned', 'min_access_level', 'top_level_only',
    'custom_attributes',
  ],
  entries: ['custom_attributes'],
  skipNull: true,
};
