import type { NamespaceBasicFields, ProjectBasicFields, ProjectFields } from '../operations/fragments/project';
import type { RouteContext } from '../routes/route';
import { presentCustomAttribute } from './custom-attribute.presenter';
import { presentUserBasic } from './user.presenter';

type Project = ProjectFields;

/** Entities::NamespaceBasic; a personal namespace shows its user's avatar. */
export function presentNamespaceBasic(namespace: NamespaceBasicFields) {
  return {
    id: Number(namespace.id),
    name: namespace.name,
    path: namespace.path,
    kind: namespace.kind,
    full_path: namespace.fullPath,
    parent_id: namespace.parentId === null ? null : Number(namespace.parentId),
    avatar_url: namespace.kind === 'user' ? namespace.owner?.avatarUrl ?? null : null,
    web_url: namespace.webUrl,
  };
}

/**
 * Entities::BasicProjectDetails (also `simple=true` lists). `custom_attributes` only with
 * `with_custom_attributes`, for administrators (the field is null for everyone else).
 */
export function presentBasicProjectDetails(project: ProjectBasicFields & { repository?: Project['repository'] }, ctx?: Pick<RouteContext, 'params'>) {
  return {
    id: Number(project.id),
    description: project.description,
    name: project.name,
    name_with_namespace: project.nameWithNamespace,
    path: project.path,
    path_with_namespace: project.pathWithNamespace,
    created_at: project.createdAt,
    // The repository's HEAD branch (without one, GitLab's default_branch_or_main); only for callers who may read code.
    ...(project.viewerCanReadCode ? { default_branch: project.repository?.defaultBranch ?? project.defaultBranchOrMain } : {}),
    tag_list: [...project.topics].sort(),
    topics: [...project.topics].sort(),
    ssh_url_to_repo: project.sshUrlToRepo,
    http_url_to_repo: project.httpUrlToRepo,
    web_url: project.webUrl,
    readme_url: null,
    forks_count: 0,
    avatar_url: null,
    star_count: project.starCount,
    last_activity_at: project.lastActivityAt,
    namespace: presentNamespaceBasic(project.namespace),
    ...(ctx?.params.with_custom_attributes && project.customAttributes ? { custom_attributes: project.customAttributes.map(presentCustomAttribute) } : {}),
  };
}

function projectLinks(project: Project, ctx: Pick<RouteContext, 'externalUrl'>) {
  const base = `${ctx.externalUrl}/api/v4/projects/${project.id}`;
  return {
    self: base,
    ...(project.features.issues !== 'disabled' ? { issues: `${base}/issues` } : {}),
    ...(project.features.mergeRequests !== 'disabled' ? { merge_requests: `${base}/merge_requests` } : {}),
    repo_branches: `${base}/repository/branches`,
    labels: `${base}/labels`,
    events: `${base}/events`,
    members: `${base}/members`,
    cluster_agents: `${base}/cluster_agents`,
  };
}

function accessLevels(features: Project['features']) {
  return {
    issues_access_level: features.issues,
    repository_access_level: features.repository,
    merge_requests_access_level: features.mergeRequests,
    forking_access_level: features.forking,
    wiki_access_level: features.wiki,
    builds_access_level: features.builds,
    snippets_access_level: features.snippets,
    pages_access_level: features.pages,
    analytics_access_level: features.analytics,
    container_registry_access_level: features.containerRegistry,
    security_and_compliance_access_level: features.securityAndCompliance,
    releases_access_level: features.releases,
    environments_access_level: features.environments,
    feature_flags_access_level: features.featureFlags,
    infrastructure_access_level: features.infrastructure,
    monitor_access_level: features.monitor,
    model_experiments_access_level: features.modelExperiments,
    model_registry_access_level: features.modelRegistry,
  };
}

/** Entities::ProjectStatistics; the repository's numbers come from the repository subgraph (bytes, as GitLab counts them). */
function presentStatistics(statistics: NonNullable<Project['statistics']>, repository: Project['repository']) {
  const repositorySize = repository ? repository.sizeBytes : statistics.repositorySize;
  return {
    commit_count: repository ? repository.commitCount : statistics.commitCount,
    storage_size: statistics.storageSize - statistics.repositorySize + repositorySize,
    repository_size: repositorySize,
    wiki_size: statistics.wikiSize,
    lfs_objects_size: statistics.lfsObjectsSize,
    job_artifacts_size: statistics.jobArtifactsSize,
    pipeline_artifacts_size: statistics.pipelineArtifactsSize,
    packages_size: statistics.packagesSize,
    snippets_size: statistics.snippetsSize,
    uploads_size: statistics.uploadsSize,
    container_registry_size: statistics.containerRegistrySize,
  };
}

/** Entities::Project (lib/api/entities/project.rb); `statistics` only when asked for and allowed. */
export function presentProject(project: Project, ctx: Pick<RouteContext, 'externalUrl' | 'params' | 'actor'>) {
  const f = project.features;
  const enabled = (access: string) => access !== 'disabled';
  return {
    ...presentBasicProjectDetails(project, ctx),
    _links: projectLinks(project, ctx),
    packages_enabled: true,
    empty_repo: project.repository ? project.repository.empty : true,
    archived: project.archived,
    visibility: project.visibility,
    ...(project.owner ? { owner: presentUserBasic(project.owner) } : {}),
    resolve_outdated_diff_discussions: project.resolveOutdatedDiffDiscussions,
    issues_enabled: enabled(f.issues),
    merge_requests_enabled: enabled(f.mergeRequests),
    wiki_enabled: enabled(f.wiki),
    jobs_enabled: enabled(f.builds),
    snippets_enabled: enabled(f.snippets),
    container_registry_enabled: enabled(f.containerRegistry),
    service_desk_enabled: false,
    service_desk_address: null,
    can_create_merge_request_in: project.viewerCanCreateMergeRequestIn,
    ...accessLevels(f),
    emails_disabled: !project.emailsEnabled,
    emails_enabled: project.emailsEnabled,
    shared_runners_enabled: project.sharedRunnersEnabled,
    lfs_enabled: project.lfsEnabled,
    creator_id: Number(project.creator.id),
    import_status: 'none',
    ...(enabled(f.issues) ? { open_issues_count: project.openIssuesCount } : {}),
    updated_at: project.updatedAt,
    // CI settings: the ci subgraph will own them; GitLab's defaults until then.
    ci_default_git_depth: 20,
    ci_forward_deployment_enabled: true,
    ci_job_token_scope_enabled: false,
    public_jobs: project.publicJobs,
    build_timeout: project.buildTimeout,
    auto_cancel_pending_pipelines: 'enabled',
    ...(project.viewerCanReadCode ? { ci_config_path: project.ciConfigPath } : {}),
    shared_with_groups: [],
    only_allow_merge_if_pipeline_succeeds: project.onlyAllowMergeIfPipelineSucceeds,
    allow_merge_on_skipped_pipeline: project.allowMergeOnSkippedPipeline,
    restrict_user_defined_variables: false,
    request_access_enabled: project.requestAccessEnabled,
    only_allow_merge_if_all_discussions_are_resolved: project.onlyAllowMergeIfAllDiscussionsAreResolved,
    remove_source_branch_after_merge: project.removeSourceBranchAfterMerge,
    printing_merge_request_link_enabled: project.printingMergeRequestLinkEnabled,
    merge_method: project.mergeMethod,
    squash_option: project.squashOption,
    suggestion_commit_message: project.suggestionCommitMessage,
    ...(ctx.params.statistics && project.statistics ? { statistics: presentStatistics(project.statistics, project.repository) } : {}),
    auto_devops_enabled: false,
    auto_devops_deploy_strategy: 'continuous',
    autoclose_referenced_issues: project.autocloseReferencedIssues,
    // Administrators only (`change_repository_storage`).
    ...(ctx.actor.isAdmin ? { repository_storage: project.repository?.storage ?? 'default' } : {}),
    keep_latest_artifact: true,
  };
}

function presentAccess(access: NonNullable<Project['permissions']['projectAccess']> | null) {
  return access ? { access_level: access.accessLevel, notification_level: access.notificationLevel } : null;
}

/** Entities::ProjectWithAccess: Project plus the caller's `permissions`. */
export function presentProjectWithAccess(project: Project, ctx: Pick<RouteContext, 'externalUrl' | 'params' | 'actor'>) {
  return {
    ...presentProject(project, ctx),
    permissions: {
      project_access: presentAccess(project.permissions.projectAccess),
      group_access: presentAccess(project.permissions.groupAccess),
    },
  };
}

/** GET /projects/:id: ProjectWithAccess for signed-in callers, Project otherwise. */
export function presentProjectFor(project: Project, ctx: RouteContext) {
  return ctx.actor.userId === null ? presentProject(project, ctx) : presentProjectWithAccess(project, ctx);
}

/** GET /projects items: ProjectWithAccess for signed-in callers; `simple` and anonymous lists get BasicProjectDetails. */
export function presentProjectListItem(project: Project, ctx: RouteContext) {
  if (ctx.params.simple || ctx.actor.userId === null) return presentBasicProjectDetails(project, ctx);
  return presentProjectWithAccess(project, ctx);
}

/** Group project lists: `simple` → BasicProjectDetails, otherwise Project (no permissions). */
export function presentGroupProject(project: Project, ctx: RouteContext) {
  return ctx.params.simple ? presentBasicProjectDetails(project, ctx) : presentProject(project, ctx);
}
