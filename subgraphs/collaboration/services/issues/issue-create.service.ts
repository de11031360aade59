import { ConflictError, ForbiddenError, intArray, isUniqueViolation, query, type SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Issue } from '../../entities/issue.entity';
import type { CreateIssueInput } from '../../schema/issue.inputs';
import { canCreateIssue } from '../access/issue-access';
import { canProject } from '../access/access.service';
import { claimInternalId } from '../internal-ids/internal-ids';
import { findReadableProject } from '../namespaces/lookup';
import { namespaceLoader } from '../loaders';
import { issueSnapshot, publishIssueEvent } from '../events/issue-events';
import { T } from '../tables';
import { availableMilestoneId, labelIdsByTitles } from './issue-labels';
import { allowedIssueFields, assignableUsers, canSetIssueHistory, historyDate, validateIssueFields } from './issue-rules';

/** Issues::CreateService through POST /projects/:id/issues: the issue, its iid and its assignees in one transaction. */
export async function createIssue(ctx: SubgraphContext, projectRef: string, requested: CreateIssueInput): Promise<Issue> {
  const { project, access } = await findReadableProject(ctx, projectRef);
  if (!canCreateIssue(access, project, ctx.actor)) throw ForbiddenError.create();
  validateIssueFields(requested);
  const input = allowedIssueFields(requested, access);
  const history = canSetIssueHistory(access);
  const assigneeIds = input.assigneeIds ? await assignableUsers(ctx, project, input.assigneeIds) : [];
  const labelIds = input.labels ? await labelIdsByTitles(ctx, project, access, input.labels, canProject(access, 'admin_label', project)) : [];
  const milestoneId = input.milestoneId ? await availableMilestoneId(ctx, project, access, input.milestoneId) : null;
  const values = {
    project_id: project.id, author_id: ctx.actor.userId, title: requested.title.trim(), description: input.description ?? null,
    confidential: input.confidential ?? false, discussion_locked: input.discussionLocked ?? null, due_date: input.dueDate || null,
    issue_type: input.issueType ?? 'issue', weight: input.weight ?? null, milestone_id: milestoneId,
    created_at: history && input.createdAt ? historyDate(input.createdAt, 'created_at') : new Date(),
  };
  const namespace = (await namespaceLoader(ctx).load(project.namespaceId))!;
  try {
    return await ctx.em.transactional(async (em) => {
      if (history && input.iid) await claimInternalId(em, 'issues', project.id, input.iid);
      const issue = await insertIssue(em, values, history && input.iid ? input.iid : null, { assigneeIds, labelIds });
      const snapshot = issueSnapshot(issue, { assigneeIds, labelIds, totalTimeSpent: 0 });
      await publishIssueEvent(em, { issue: snapshot, project, namespace, userId: ctx.actor.userId, action: 'open' });
      return issue;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw ConflictError.message('Duplicated issue');
    throw error;
  }
}

/**
 * The issue, its iid (`iid`, or the project's counter bumped in the same statement), its assignees
 * and labels in one statement: the counter's row lock lasts that statement and the event's insert,
 * so concurrent creations in a project queue for about a millisecond each.
 */
export async function insertIssue(em: EntityManager, values: Record<string, unknown>, iid: number | null, links: { assigneeIds: number[]; labelIds: number[] }): Promise<Issue> {
  const columns = Object.keys(values);
  const [row] = await query(em, `with next_iid as (${iid === null ? NEXT_ISSUE_IID : 'select ?::int as value'}),
    created as (insert into ${T.issues} (${columns.join(', ')}, updated_at, iid)
      values (${columns.map(() => '?').join(', ')}, ?, (select value from next_iid)) returning *),
    assigned as (insert into ${T.issueAssignees} (issue_id, user_id) select created.id, unnest(?::int[]) from created),
    labelled as (insert into ${T.issueLabels} (issue_id, label_id) select created.id, unnest(?::int[]) from created)
    select * from created`,
  [iid ?? values.project_id, ...Object.values(values), values.created_at, intArray(links.assigneeIds), intArray(links.labelIds)]);
  return em.map(Issue, row as never);
}

const NEXT_ISSUE_IID = `insert into ${T.internalIds} as i (usage, scope_id, last_value) values ('issues', ?, 1)
  on conflict (usage, scope_id) do update set last_value = i.last_value + 1 returning last_value as value`;

/** Replaces an issue's assignees (GitLab keeps them as issue_assignees rows). */
export async function setAssignees(em: EntityManager, issueId: number, userIds: number[]): Promise<void> {
  await query(em, `delete from ${T.issueAssignees} where issue_id = ?`, [issueId]);
  if (!userIds.length) return;
  await query(em, `insert into ${T.issueAssignees} (issue_id, user_id) select ?, unnest(?::int[]) on conflict do nothing`, [issueId, intArray(userIds)]);
}
