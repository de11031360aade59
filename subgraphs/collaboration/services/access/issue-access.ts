import { AccessLevel, type Actor, Conditions } from '@forgegraph/platform';
import type { Issue } from '../../entities/issue.entity';
import type { Project } from '../../entities/project.entity';
import { featureAccessOf, isFeatureAvailable } from '../projects/project-features';
import { canProject, type ProjectAccess } from './access.service';
import { addProjectsWithMinAccess } from './visibility-sql';
import { T } from '../tables';

/**
 * GitLab's ProjectPolicy/IssuePolicy for issues: who reads, creates, edits and deletes them.
 * Reporters and above (GitLab's Planner too) read confidential issues and set an issue's metadata;
 * an issue's author and assignees read and edit it; only Owners and administrators delete.
 */
export function canReadIssues(access: ProjectAccess, project: Project): boolean {
  if (!canProject(access, 'read_project', project)) return false;
  return isFeatureAvailable(featureAccessOf(project.featureAccess, project.visibilityLevel).issues, access.level, access.isAdmin);
}

/** Signed-in users who see a project's issues may open one (non-members of public projects too). */
export function canCreateIssue(access: ProjectAccess, project: Project, actor: Actor): boolean {
  return actor.userId !== null && canReadIssues(access, project);
}

/** `admin_issue`/`set_issue_metadata`: labels, milestone, assignees, due date and any issue's fields. */
export function canAdminIssues(access: ProjectAccess): boolean {
  return access.isAdmin || access.level >= AccessLevel.REPORTER;
}

export function canDestroyIssue(access: ProjectAccess): boolean {
  return access.isAdmin || access.level >= AccessLevel.OWNER;
}

function isAuthorOrAssignee(issue: Issue, assigneeIds: number[], actor: Actor): boolean {
  return actor.userId !== null && (issue.authorId === actor.userId || assigneeIds.includes(actor.userId));
}

export function canReadIssue(access: ProjectAccess, project: Project, issue: Issue, assigneeIds: number[], actor: Actor): boolean {
  if (!canReadIssues(access, project)) return false;
  return !issue.confidential || canAdminIssues(access) || isAuthorOrAssignee(issue, assigneeIds, actor);
}

export function canUpdateIssue(access: ProjectAccess, issue: Issue, assigneeIds: number[], actor: Actor): boolean {
  return canAdminIssues(access) || isAuthorOrAssignee(issue, assigneeIds, actor);
}

/**
 * The same rules as SQL over issues `i` in projects `p` (namespaces `n`) the caller already sees:
 * the issues feature open to the caller, and a confidential issue only for its author, assignees,
 * Reporters and above of its project, and administrators.
 */
export function addReadableIssues(where: Conditions, actor: Actor): void {
  if (actor.isAdmin) return;
  const reporter = new Conditions();
  addProjectsWithMinAccess(reporter, actor, AccessLevel.REPORTER);
  where.add(`coalesce(p.feature_access->>'issues', 'enabled') in ('enabled', 'public')
    or (coalesce(p.feature_access->>'issues', 'enabled') = 'private' and (${reporter.sql}))`, ...reporter.params);
  if (actor.userId === null) {
    where.add('not i.confidential');
    return;
  }
  where.add(`not i.confidential or i.author_id = ? or exists (select 1 from ${T.issueAssignees} a where a.issue_id = i.id and a.user_id = ?)
    or (${reporter.sql})`, actor.userId, actor.userId, ...reporter.params);
}
