import { AccessLevel, type Actor, Conditions } from '@forgegraph/platform';
import type { Project } from '../../entities/project.entity';
import { featureAccessOf, isFeatureAvailable } from '../projects/project-features';
import { canProject, type ProjectAccess } from './access.service';
import { addProjectsWithMinAccess } from './visibility-sql';

/**
 * GitLab's ProjectPolicy for merge requests: anyone who sees the project and its merge requests
 * feature reads them (Reporters and above when the feature is private); Developers and above open,
 * edit and set their metadata, an author edits their own; only Owners and administrators delete.
 */
export function canReadMergeRequests(access: ProjectAccess, project: Project): boolean {
  if (!canProject(access, 'read_project', project)) return false;
  return isFeatureAvailable(featureAccessOf(project.featureAccess, project.visibilityLevel).merge_requests, access.level, access.isAdmin);
}

export function canCreateMergeRequest(access: ProjectAccess, project: Project, actor: Actor): boolean {
  return actor.userId !== null && canReadMergeRequests(access, project) && canProject(access, 'create_merge_request_in', project);
}

/** `admin_merge_request`: assignees, reviewers, labels, milestone and any merge request's fields. */
export function canAdminMergeRequests(access: ProjectAccess): boolean {
  return access.isAdmin || access.level >= AccessLevel.DEVELOPER;
}

export function canUpdateMergeRequest(access: ProjectAccess, authorId: number | null, actor: Actor): boolean {
  return canAdminMergeRequests(access) || (actor.userId !== null && authorId === actor.userId);
}

export function canDestroyMergeRequest(access: ProjectAccess): boolean {
  return access.isAdmin || access.level >= AccessLevel.OWNER;
}

/** The same read rule as SQL over projects `p` the caller already sees. */
export function addReadableMergeRequests(where: Conditions, actor: Actor): void {
  if (actor.isAdmin) return;
  const reporter = new Conditions();
  addProjectsWithMinAccess(reporter, actor, AccessLevel.REPORTER);
  where.add(`coalesce(p.feature_access->>'merge_requests', 'enabled') in ('enabled', 'public')
    or (coalesce(p.feature_access->>'merge_requests', 'enabled') = 'private' and (${reporter.sql}))`, ...reporter.params);
}
