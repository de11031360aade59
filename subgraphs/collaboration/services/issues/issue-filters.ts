import { Conditions, intArray, type SubgraphContext } from '@forgegraph/platform';
import type { IssuesFilter, NegatedIssuesFilter } from '../../schema/issue.inputs';
import { addMyReactionEmoji } from '../award-emoji/award-votes';
import { addIssueEpicFilter } from '../epics/issue-epic-filter';
import { addAuthor, addLabels, addMilestone, addSearch, addTimeRange, addUserLink, ISSUE_TABLES as t } from '../issuables/issuable-filters';
import { T } from '../tables';

/** IssuesFinder's filters over issues `i` as SQL conditions (users named by username are looked up first). */
export async function addIssueFilters(ctx: SubgraphContext, where: Conditions, filter: IssuesFilter): Promise<void> {
  if (filter.state === 'opened' || filter.state === 'closed') where.add('i.state = ?', filter.state);
  addScope(where, filter.scope, ctx.actor.userId);
  if (filter.iids?.length) where.add('i.iid = any(?::int[])', intArray(filter.iids));
  addSearch(where, t, filter.search, filter.in);
  await addAuthor(ctx, where, t, filter, false);
  await addUserLink(ctx, where, t, T.issueAssignees, { id: filter.assigneeId, usernames: filter.assigneeUsernames, param: 'assignee_id' }, false);
  addTimeRange(where, t, filter);
  if (filter.confidential !== undefined && filter.confidential !== null) where.add('i.confidential = ?', filter.confidential);
  if (filter.issueType) where.add('i.issue_type = ?', filter.issueType);
  addDueDate(where, filter.dueDate);
  addLabels(where, t, filter.labels, false);
  addMilestone(where, t, filter.milestoneId ?? filter.milestone, false);
  addIssueEpicFilter(where, filter.epicId, false);
  addMyReactionEmoji(where, { type: 'Issue', alias: 'i', userId: ctx.actor.userId, emoji: filter.myReactionEmoji, negated: false });
  if (filter.not) await addNegated(ctx, where, filter.not);
}

/** `created_by_me` / `assigned_to_me` (either spelling) narrow to the caller; `all` and none do not. */
function addScope(where: Conditions, scope: string | null | undefined, userId: number | null): void {
  const normalized = scope?.replace(/-/g, '_');
  if (normalized === 'created_by_me') where.add('i.author_id = ?', userId ?? 0);
  if (normalized === 'assigned_to_me') where.add(`exists (select 1 from ${T.issueAssignees} a where a.issue_id = i.id and a.user_id = ?)`, userId ?? 0);
}

async function addNegated(ctx: SubgraphContext, where: Conditions, not: NegatedIssuesFilter): Promise<void> {
  await addAuthor(ctx, where, t, not, true);
  const assigneeId = not.assigneeId === null || not.assigneeId === undefined ? null : String(not.assigneeId);
  await addUserLink(ctx, where, t, T.issueAssignees, { id: assigneeId, usernames: not.assigneeUsernames, param: 'assignee_id' }, true);
  if (not.iids?.length) where.add('not (i.iid = any(?::int[]))', intArray(not.iids));
  addLabels(where, t, not.labels, true);
  addMilestone(where, t, not.milestoneId ?? not.milestone, true);
  addIssueEpicFilter(where, not.epicId, true);
  addMyReactionEmoji(where, { type: 'Issue', alias: 'i', userId: ctx.actor.userId, emoji: not.myReactionEmoji, negated: true });
}

/** Issue's due date buckets (IssuableFinder::Params): weeks start on Monday, as Rails' beginning_of_week. */
const DUE_DATES: Record<string, string> = {
  '0': 'i.due_date is null',
  none: 'i.due_date is null',
  any: 'i.due_date is not null',
  overdue: 'i.due_date < current_date',
  today: 'i.due_date = current_date',
  tomorrow: 'i.due_date = current_date + 1',
  week: `i.due_date between date_trunc('week', current_date)::date and date_trunc('week', current_date)::date + 6`,
  month: `i.due_date between date_trunc('month', current_date)::date and (date_trunc('month', current_date) + interval '1 month - 1 day')::date`,
  next_month_and_previous_two_weeks: `i.due_date between current_date - 14 and (date_trunc('month', current_date) + interval '2 months - 1 day')::date`,
};

function addDueDate(where: Conditions, dueDate: string | null | undefined): void {
  const condition = dueDate ? DUE_DATES[dueDate.toLowerCase()] : undefined;
  if (condition) where.add(condition);
}
