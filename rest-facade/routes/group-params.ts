import { p, type ParamSchema } from '../params/param';
import type { Params } from '../params/parse-params';
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

const defined = (value: unknown) => value !== undefined;

export function groupSettingsInput(params: Params): Record<string, unknown> {
  const input: Record<string, unknown> = {
    description: params.description,
    visibility: params.visibility,
    shareWithGroupLock: params.share_with_group_lock,
    requireTwoFactorAuthentication: params.require_two_factor_authentication,
    twoFactorGracePeriod: params.two_factor_grace_period,
    projectCreationLevel: params.project_creation_level,
    autoDevopsEnabled: params.auto_devops_enabled,
    subgroupCreationLevel: params.subgroup_creation_level,
    emailsEnabled: params.emails_enabled ?? (defined(params.emails_disabled) && params.emails_disabled !== null ? !params.emails_disabled : undefined),
    mentionsDisabled: params.mentions_disabled,
    lfsEnabled: params.lfs_enabled,
    requestAccessEnabled: params.request_access_enabled,
    defaultBranch: params.default_branch,
    defaultBranchProtection: params.default_branch_protection,
  };
  return Object.fromEntries(Object.entries(input).filter(([, value]) => defined(value)));
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

export function groupFilter(params: Params): Record<string, unknown> {
  const attributes = params.custom_attributes && typeof params.custom_attributes === 'object' ? params.custom_attributes : {};
  const filter: Record<string, unknown> = {
    skipGroups: params.skip_groups?.map(String),
    allAvailable: params.all_available,
    search: params.search,
    orderBy: params.order_by,
    sort: params.sort,
    visibility: params.visibility,
    owned: params.owned,
    minAccessLevel: params.min_access_level,
    topLevelOnly: params.top_level_only,
    customAttributes: Object.entries(attributes).map(([key, value]) => ({ key, value: String(value) })),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => defined(value) && value !== null));
}
