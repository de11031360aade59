import { BadRequestError, ForbiddenError, NotFoundError, parseRecordId, type SubgraphContext } from '@forgegraph/platform';
import { Issue } from '../../entities/issue.entity';
import type { UpdateIssueInput } from '../../schema/issue.inputs';
import { canDestroyIssue, canUpdateIssue } from '../access/issue-access';
import { setAssignees } from './issue-create.service';
import { findReadableProject } from '../namespaces/lookup';
import { findReadableIssue, type ReadableIssue } from './issue-lookup';
import { issueAssigneesLoader, issueLabelIdsLoader, issueTimeSpentLoader } from './issue-loaders';
import { issueChanges, issueSnapshot, publishIssueEvent } from '../events/issue-events';
import { namespaceLoader } from '../loaders';
import type { Project } from '../../entities/project.entity';
import type { IssueSnapshot } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { availableMilestoneId, labelIdsByTitles, setIssueLabels } from './issue-labels';
import { canProject } from '../access/access.service';
import { logSpentTime } from './issue-time-tracking.service';
import { allowedIssueFields, assignableUsers, canSetIssueHistory, historyDate, validateIssueFields } from './issue-rules';

/** Issues::UpdateService through PUT /projects/:id/issues/:issue_iid (fields, assignees, `state_event`). */
export async function updateIssue(ctx: SubgraphContext, projectRef: string, iid: number, requested: UpdateIssueInput): Promise<Issue> {
  const readable = await findReadableIssue(ctx, projectRef, iid);
  if (!canUpdateIssue(readable.access, readable.issue, readable.assigneeIds, ctx.actor)) throw ForbiddenError.create();
  validateIssueFields(requested);
  await applyIssueChanges(ctx, readable, { update: allowedIssueFields(requested, readable.access) });
  return readable.issue;
}

/** What an update (or a note's quick actions) changes on an issue. */
export interface IssueChanges {
  update: UpdateIssueInput;
  timeEstimate?: number;
  /** Seconds to log, or `reset` to bring the total back to zero. */
  spend?: number | 'reset';
}

/** Applies authorized, validated changes in one transaction (nested in the caller's, if it has one). */
export async function applyIssueChanges(ctx: SubgraphContext, { issue, project, access, assigneeIds }: ReadableIssue, changes: IssueChanges): Promise<void> {
  const input = changes.update;
  const before = issueSnapshot(issue, { assigneeIds, labelIds: await issueLabelIdsLoader(ctx).load(issue.id), totalTimeSpent: await issueTimeSpentLoader(ctx).load(issue.id) });
  const assignees = input.assigneeIds ? await assignableUsers(ctx, project, input.assigneeIds) : null;
  const labelIds = await changedLabelIds(ctx, { issue, project, access }, input);
  if (input.milestoneId !== undefined) issue.milestoneId = input.milestoneId ? await availableMilestoneId(ctx, project, access, input.milestoneId) : null;
  applyFields(issue, input);
  applyStateEvent(issue, input.stateEvent, ctx.actor.userId);
  if (changes.timeEstimate !== undefined) issue.timeEstimate = changes.timeEstimate;
  issue.updatedAt = canSetIssueHistory(access) && input.updatedAt ? historyDate(input.updatedAt, 'updated_at') : new Date();
  await ctx.em.transactional(async (em) => {
    em.persist(issue);
    await em.flush();
    if (assignees) await setAssignees(em, issue.id, assignees);
    if (labelIds) await setIssueLabels(em, issue.id, labelIds);
    if (changes.spend !== undefined) await logSpentTime(ctx, issue, changes.spend);
    const after = issueSnapshot(issue, {
      assigneeIds: assignees ?? assigneeIds, labelIds: labelIds ?? before.labelIds, totalTimeSpent: await issueTimeSpentLoader(ctx).load(issue.id),
    });
    await announceIssueChange(ctx, em, { project, before, after });
  });
  // Loaded before the change (to authorize it): the answer must show the new assignees.
  issueAssigneesLoader(ctx).clear(issue.id);
}

/** Issues::UpdateService#execute_hooks: an event when something besides `updated_at` changed; a state change names the action. */
async function announceIssueChange(ctx: SubgraphContext, em: EntityManager, { project, before, after }: { project: Project; before: IssueSnapshot; after: IssueSnapshot }): Promise<void> {
  const changes = issueChanges(before, after);
  if (!Object.keys(changes).some((name) => name !== 'updated_at')) return;
  const action = before.state === after.state ? 'update' : after.state === 'closed' ? 'close' : 'reopen';
  const namespace = (await namespaceLoader(ctx).load(project.namespaceId))!;
  await publishIssueEvent(em, { issue: after, project, namespace, userId: ctx.actor.userId, action, changes });
}

/** `labels` replaces the set (empty clears); `add_labels` and `remove_labels` change it; null when none is given. */
async function changedLabelIds(ctx: SubgraphContext, { issue, project, access }: Pick<ReadableIssue, 'issue' | 'project' | 'access'>, input: UpdateIssueInput): Promise<number[] | null> {
  if (!input.labels && !input.addLabels && !input.removeLabels) return null;
  const create = canProject(access, 'admin_label', project);
  let ids = input.labels ? await labelIdsByTitles(ctx, project, access, input.labels, create) : await issueLabelIdsLoader(ctx).load(issue.id);
  if (input.addLabels) ids = [...ids, ...(await labelIdsByTitles(ctx, project, access, input.addLabels, create))];
  if (input.removeLabels) {
    const removed = new Set(await labelIdsByTitles(ctx, project, access, input.removeLabels, false));
    ids = ids.filter((id) => !removed.has(id));
  }
  issueLabelIdsLoader(ctx).clear(issue.id);
  return [...new Set(ids)];
}

function applyFields(issue: Issue, input: UpdateIssueInput): void {
  if (input.title !== undefined && input.title !== null) issue.title = input.title.trim();
  if (input.description !== undefined) issue.description = input.description ?? null;
  if (input.confidential !== undefined && input.confidential !== null) issue.confidential = input.confidential;
  if (input.discussionLocked !== undefined) issue.discussionLocked = input.discussionLocked ?? null;
  if (input.dueDate !== undefined) issue.dueDate = input.dueDate || null;
  if (input.issueType) issue.issueType = input.issueType;
  if (input.weight !== undefined) issue.weight = input.weight ?? null;
}

/** `close` and `reopen`; closing a closed issue (or reopening an open one) changes nothing, as in GitLab. */
function applyStateEvent(issue: Issue, event: string | null | undefined, userId: number | null): void {
  if (!event) return;
  if (event === 'close' && issue.state === 'opened') {
    Object.assign(issue, { state: 'closed', closedAt: new Date(), closedById: userId });
  } else if (event === 'reopen' && issue.state === 'closed') {
    Object.assign(issue, { state: 'opened', closedAt: null, closedById: null });
  } else if (event !== 'close' && event !== 'reopen') {
    throw BadRequestError.param('state_event does not have a valid value');
  }
}

/**
 * DELETE /projects/:id/issues/:issue_iid: Owners and administrators (`destroy_issue`). GitLab looks
 * the issue up without the read check (`404 Issue Not Found`), then authorizes (403).
 */
export async function deleteIssue(ctx: SubgraphContext, projectRef: string, iid: number): Promise<boolean> {
  const { project, access } = await findReadableProject(ctx, projectRef);
  const issue = parseRecordId(iid) ? await ctx.em.findOne(Issue, { projectId: project.id, iid }) : null;
  if (!issue) throw NotFoundError.resource('Issue');
  if (!canDestroyIssue(access)) throw ForbiddenError.create();
  await ctx.em.remove(issue).flush();
  return true;
}
