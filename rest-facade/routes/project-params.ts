import { p, type ParamSchema } from '../params/param';
import type { Params } from '../params/parse-params';
import { toVariables, type VariableOptions } from '../params/to-variables';

/** Repository operations name the project `projectId` where the path says `:id`. */
export const IN_PROJECT: VariableOptions = { rename: { id: 'projectId' } };
/** Collaboration's operations name the project or group `ref` where the path says `:id`. */
export const AS_REF: VariableOptions = { pick: ['id'], rename: { id: 'ref' } };
/** The file the repository files routes name: `:id`, `:file_path` and `ref`. */
export const FILE_VARIABLES: VariableOptions = { pick: ['id', 'file_path', 'ref'], rename: { id: 'projectId', file_path: 'path' } };

export const VISIBILITIES = ['private', 'internal', 'public'];
export const ACCESS_LEVELS = [5, 10, 15, 20, 30, 40, 50];
const FEATURE_ACCESS = ['disabled', 'private', 'enabled'];
const FEATURE_ACCESS_WITH_PUBLIC = [...FEATURE_ACCESS, 'public'];

/** `*_access_level` params and the project feature each one sets (pages also takes `public`). */
const FEATURE_LEVEL_PARAMS: Record<string, string> = {
  issues_access_level: 'issues', repository_access_level: 'repository', merge_requests_access_level: 'merge_requests',
  forking_access_level: 'forking', wiki_access_level: 'wiki', builds_access_level: 'builds', snippets_access_level: 'snippets',
  pages_access_level: 'pages', operations_access_level: 'operations', analytics_access_level: 'analytics',
  container_registry_access_level: 'container_registry', security_and_compliance_access_level: 'security_and_compliance',
  releases_access_level: 'releases', environments_access_level: 'environments', feature_flags_access_level: 'feature_flags',
  infrastructure_access_level: 'infrastructure', monitor_access_level: 'monitor', model_experiments_access_level: 'model_experiments',
  model_registry_access_level: 'model_registry', requirements_access_level: 'requirements',
};
const FEATURE_BOOLEAN_PARAMS = ['issues_enabled', 'merge_requests_enabled', 'wiki_enabled', 'jobs_enabled', 'snippets_enabled', 'container_registry_enabled'];

/** The settings POST and PUT /projects share (lib/api/helpers/projects_helpers.rb `optional_project_params_ce`). */
export const PROJECT_SETTING_PARAMS: ParamSchema = {
  description: p.string(),
  visibility: p.string().values(VISIBILITIES),
  ...Object.fromEntries(Object.keys(FEATURE_LEVEL_PARAMS).map((name) => [name, p.string().values(name === 'pages_access_level' ? FEATURE_ACCESS_WITH_PUBLIC : FEATURE_ACCESS)])),
  ...Object.fromEntries(FEATURE_BOOLEAN_PARAMS.map((name) => [name, p.boolean()])),
  emails_disabled: p.boolean(),
  emails_enabled: p.boolean(),
  shared_runners_enabled: p.boolean(),
  resolve_outdated_diff_discussions: p.boolean(),
  lfs_enabled: p.boolean(),
  request_access_enabled: p.boolean(),
  only_allow_merge_if_pipeline_succeeds: p.boolean(),
  allow_merge_on_skipped_pipeline: p.boolean(),
  only_allow_merge_if_all_discussions_are_resolved: p.boolean(),
  remove_source_branch_after_merge: p.boolean(),
  printing_merge_request_link_enabled: p.boolean(),
  autoclose_referenced_issues: p.boolean(),
  suggestion_commit_message: p.string(),
  merge_method: p.string().values(['ff', 'rebase_merge', 'merge']),
  squash_option: p.string().values(['never', 'always', 'default_on', 'default_off']),
  public_builds: p.boolean(),
  public_jobs: p.boolean(),
  build_timeout: p.integer(),
  ci_config_path: p.string(),
  tag_list: p.array(p.string()).commaSeparated(),
  topics: p.array(p.string()).commaSeparated(),
};

/** PUT needs at least one of these (GitLab's `update_params_at_least_one_of`, the ones served here). */
export const PROJECT_UPDATE_AT_LEAST_ONE = ['name', 'path', 'default_branch', ...Object.keys(PROJECT_SETTING_PARAMS)];

/** Settings that reach UpdateProjectInput/CreateProjectInput under their camelCase names. */
const PLAIN_SETTINGS = [
  'description', 'visibility', 'request_access_enabled', 'lfs_enabled', 'topics', 'merge_method', 'squash_option',
  'only_allow_merge_if_pipeline_succeeds', 'allow_merge_on_skipped_pipeline', 'only_allow_merge_if_all_discussions_are_resolved',
  'remove_source_branch_after_merge', 'printing_merge_request_link_enabled', 'resolve_outdated_diff_discussions',
  'autoclose_referenced_issues', 'suggestion_commit_message', 'emails_enabled', 'shared_runners_enabled', 'public_jobs',
  'ci_config_path', 'build_timeout',
];

/** GitLab's legacy names (projects_helpers.rb): `tag_list` for `topics`, `public_builds` for `public_jobs`, `emails_disabled` inverted. */
const withCurrentNames = (params: Params): Params => ({
  ...params,
  topics: params.topics ?? params.tag_list,
  public_jobs: params.public_jobs ?? params.public_builds,
  emails_enabled: params.emails_enabled ?? (params.emails_disabled === undefined ? undefined : !params.emails_disabled),
});

const nonEmpty = (values: Record<string, unknown>) => (Object.keys(values).length ? values : undefined);

/** Only declared and given params reach the GraphQL input (absent stays absent, null stays null). */
export function projectSettingsInput(params: Params): Record<string, unknown> {
  // Feature settings travel as JSON objects keyed as the subgraph stores them: access levels by feature, booleans by param.
  const levels = nonEmpty(toVariables(params, { pick: Object.keys(FEATURE_LEVEL_PARAMS), rename: FEATURE_LEVEL_PARAMS }));
  const booleans = nonEmpty(toVariables(params, { pick: FEATURE_BOOLEAN_PARAMS, rename: Object.fromEntries(FEATURE_BOOLEAN_PARAMS.map((n) => [n, n])) }));
  return {
    ...toVariables(withCurrentNames(params), { pick: PLAIN_SETTINGS }),
    ...(levels ? { featureAccessLevels: levels } : {}),
    ...(booleans ? { featureBooleans: booleans } : {}),
  };
}

/** GET /projects and GET /groups/:id/projects filters → ProjectFilter. */
export const PROJECT_FILTER_VARIABLES: VariableOptions = {
  pick: [
    'archived', 'visibility', 'search', 'owned', 'membership', 'starred', 'min_access_level', 'id_after', 'id_before', 'topic',
    'with_issues_enabled', 'with_merge_requests_enabled', 'include_subgroups', 'with_shared', 'order_by', 'sort', 'custom_attributes',
    'repository_storage',
  ],
  rename: { topic: 'topics' },
  entries: ['custom_attributes'],
  skipNull: true,
};

/** Filters GET /projects and GET /groups/:id/projects share (lib/api/projects.rb `filter_params`). */
export const PROJECT_FILTER_PARAMS: ParamSchema = {
  archived: p.boolean(),
  visibility: p.string().values(VISIBILITIES),
  search: p.string(),
  simple: p.boolean().default(false),
  owned: p.boolean().default(false),
  starred: p.boolean().default(false),
  with_issues_enabled: p.boolean().default(false),
  with_merge_requests_enabled: p.boolean().default(false),
  min_access_level: p.integer().values(ACCESS_LEVELS),
  topic: p.array(p.string()).commaSeparated(),
  statistics: p.boolean().default(false),
  with_custom_attributes: p.boolean().default(false),
};
