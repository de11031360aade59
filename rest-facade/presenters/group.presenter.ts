import type { GroupDetailFields, GroupFields } from '../operations/fragments/group';
import type { RouteContext } from '../routes/route';
import { presentCustomAttribute } from './custom-attribute.presenter';
import { presentProject } from './project.presenter';
import { presentSharedGroupWithGroup } from './shared-group.presenter';

/** Protection level 2 (fully protected): Maintainers push and merge, nobody force-pushes. */
function branchProtectionDefaults(level: number) {
  const maintainers = [{ access_level: 40 }];
  const developers = [{ access_level: 30 }, ...maintainers];
  if (level === 0) return { allowed_to_push: developers, allow_force_push: true, allowed_to_merge: developers };
  if (level === 1) return { allowed_to_push: developers, allow_force_push: false, allowed_to_merge: maintainers };
  return { allowed_to_push: maintainers, allow_force_push: false, allowed_to_merge: maintainers, developer_can_initial_push: level === 4 };
}

function presentGroupStatistics(statistics: NonNullable<GroupFields['statistics']>) {
  return {
    storage_size: statistics.storageSize,
    repository_size: statistics.repositorySize,
    wiki_size: statistics.wikiSize,
    lfs_objects_size: statistics.lfsObjectsSize,
    job_artifacts_size: statistics.jobArtifactsSize,
    pipeline_artifacts_size: statistics.pipelineArtifactsSize,
    packages_size: statistics.packagesSize,
    snippets_size: statistics.snippetsSize,
    uploads_size: statistics.uploadsSize,
  };
}

/**
 * Entities::Group (lib/api/entities/group.rb). `custom_attributes` only with `with_custom_attributes`
 * and `statistics` only with `statistics` (both resolve for administrators only).
 */
export function presentGroup(group: GroupFields, ctx: Pick<RouteContext, 'params'>) {
  return {
    id: Number(group.id),
    web_url: group.webUrl,
    name: group.name,
    path: group.path,
    description: group.description,
    visibility: group.visibility,
    share_with_group_lock: group.shareWithGroupLock,
    require_two_factor_authentication: group.requireTwoFactorAuthentication,
    two_factor_grace_period: group.twoFactorGracePeriod,
    project_creation_level: group.projectCreationLevel,
    auto_devops_enabled: group.autoDevopsEnabled,
    subgroup_creation_level: group.subgroupCreationLevel,
    emails_disabled: !group.emailsEnabled,
    emails_enabled: group.emailsEnabled,
    show_diff_preview_in_email: true,
    mentions_disabled: group.mentionsDisabled,
    lfs_enabled: group.lfsEnabled,
    archived: false,
    math_rendering_limits_enabled: true,
    lock_math_rendering_limits_enabled: false,
    default_branch: group.defaultBranch,
    default_branch_protection: group.defaultBranchProtection,
    default_branch_protection_defaults: branchProtectionDefaults(group.defaultBranchProtection),
    avatar_url: group.avatarUrl,
    request_access_enabled: group.requestAccessEnabled,
    full_name: group.fullName,
    full_path: group.fullPath,
    created_at: group.createdAt,
    parent_id: group.parentId === null ? null : Number(group.parentId),
    organization_id: 1,
    shared_runners_setting: 'enabled',
    max_artifacts_size: null,
    ...(ctx.params.with_custom_attributes && group.customAttributes ? { custom_attributes: group.customAttributes.map(presentCustomAttribute) } : {}),
    ...(ctx.params.statistics && group.statistics ? { statistics: presentGroupStatistics(group.statistics) } : {}),
    marked_for_deletion_on: null,
    wiki_access_level: 'enabled',
    file_template_project_id: null,
    ip_restriction_ranges: null,
  };
}

/** Entities::GroupDetail: the group with its projects unless `with_projects=false`. */
export function presentGroupDetail(group: GroupDetailFields, ctx: RouteContext) {
  return {
    ...presentGroup(group, ctx),
    shared_with_groups: group.sharedWithGroups.map(presentSharedGroupWithGroup),
    prevent_sharing_groups_outside_hierarchy: false,
    ...(group.projects ? { projects: group.projects.map((p) => presentProject(p, { ...ctx, params: {} })) } : {}),
    ...(group.sharedProjects ? { shared_projects: group.sharedProjects.map((p) => presentProject(p, { ...ctx, params: {} })) } : {}),
  };
}
