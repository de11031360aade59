import { p, type ParamSchema } from '../params/param';
import type { Params } from '../params/parse-params';

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

const defined = (value: unknown) => value !== undefined;
const pick = (params: Params, names: string[]) => Object.fromEntries(names.filter((n) => defined(params[n])).map((n) => [n, params[n]]));

/** Only declared and given params reach the GraphQL input (absent stays absent, null stays null). */
export function projectSettingsInput(params: Params): Record<string, unknown> {
  const levels = Object.fromEntries(Object.entries(FEATURE_LEVEL_PARAMS).filter(([name]) => defined(params[name])).map(([name, f]) => [f, params[name]]));
  const booleans = pick(params, FEATURE_BOOLEAN_PARAMS);
  const emailsEnabled = params.emails_enabled ?? (defined(params.emails_disabled) ? !params.emails_disabled : undefined);
  const input: Record<string, unknown> = {
    description: params.description,
    visibility: params.visibility,
    requestAccessEnabled: params.request_access_enabled,
    lfsEnabled: params.lfs_enabled,
    topics: params.topics ?? params.tag_list,
    mergeMethod: params.merge_method,
    squashOption: params.squash_option,
    onlyAllowMergeIfPipelineSucceeds: params.only_allow_merge_if_pipeline_succeeds,
    allowMergeOnSkippedPipeline: params.allow_merge_on_skipped_pipeline,
    onlyAllowMergeIfAllDiscussionsAreResolved: params.only_allow_merge_if_all_discussions_are_resolved,
    removeSourceBranchAfterMerge: params.remove_source_branch_after_merge,
    printingMergeRequestLinkEnabled: params.printing_merge_request_link_enabled,
    resolveOutdatedDiffDiscussions: params.resolve_outdated_diff_discussions,
    autocloseReferencedIssues: params.autoclose_referenced_issues,
    suggestionCommitMessage: params.suggestion_commit_message,
    emailsEnabled,
    sharedRunnersEnabled: params.shared_runners_enabled,
    publicJobs: params.public_jobs ?? params.public_builds,
    ciConfigPath: params.ci_config_path,
    buildTimeout: params.build_timeout,
    featureAccessLevels: Object.keys(levels).length ? levels : undefined,
    featureBooleans: Object.keys(booleans).length ? booleans : undefined,
  };
  return Object.fromEntries(Object.entries(input).filter(([, value]) => defined(value)));
}

/** GET /projects and GET /groups/:id/projects filters → ProjectFilter. */
export function projectFilter(params: Params): Record<string, unknown> {
  const filter: Record<string, unknown> = {
    archived: params.archived,
    visibility: params.visibility,
    search: params.search,
    owned: params.owned,
    membership: params.membership,
    starred: params.starred,
    minAccessLevel: params.min_access_level,
    idAfter: params.id_after,
    idBefore: params.id_before,
    topics: params.topic,
    withIssuesEnabled: params.with_issues_enabled,
    withMergeRequestsEnabled: params.with_merge_requests_enabled,
    includeSubgroups: params.include_subgroups,
    withShared: params.with_shared,
    orderBy: params.order_by,
    sort: params.sort,
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => defined(value) && value !== null));
}

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
