import { BadRequestError, Conditions, fuzzySearch, intArray, textArray, type SubgraphContext } from '@forgegraph/platform';
import type { IssuesFilter, NegatedIssuesFilter } from '../../schema/issue.inputs';
import { addMyReactionEmoji } from '../award-emoji/award-votes';
import { userIdByUsername } from '../domains/identity.client';
import { T } from '../tables';
import { addIssueEpicFilter } from '../epics/issue-epic-filter';

/** IssuesFinder's filters over issues `i` as SQL conditions (users named by username are looked up first). */
export async function addIssueFilters(ctx: SubgraphContext, where: Conditions, filter: IssuesFilter): Promise<void> {
  if (filter.state === 'opened' || filter.state === 'closed') where.add('i.state = ?', filter.state);
  addScope(where, filter.scope, ctx.actor.userId);
  if (filter.iids?.length) where.add('i.iid = any(?::int[])', intArray(filter.iids));
  addSearch(where, filter);
  await addAuthor(ctx, where, filter, false);
  await addAssignee(ctx, where, filter, false);
  if (filter.createdAfter) where.add('i.created_at >= ?', new Date(filter.createdAfter));
  if (filter.createdBefore) where.add('i.created_at <= ?', new Date(filter.createdBefore));
  if (filter.updatedAfter) where.add('i.updated_at >= ?', new Date(filter.updatedAfter));
  if (filter.updatedBefore) where.add('i.updated_at <= ?', new Date(filter.updatedBefore));
  if (filter.confidential !== undefined && filter.confidential !== null) where.add('i.confidential = ?', filter.confidential);
  if (filter.issueType) where.add('i.issue_type = ?', filter.issueType);
  addDueDate(where, filter.dueDate);
  addLabels(where, filter.labels, false);
  addMilestone(where, filter.milestoneId ?? filter.milestone, false);
  addIssueEpicFilter(where, filter.epicId, false);
  addMyReactionEmoji(where, { type: 'Issue', alias: 'i', userId: ctx.actor.userId, emoji: filter.myReactionEmoji, negated: false });
  if (filter.not) await addNegated(ctx, where, filter.not);
}

const withLabel = (titleCondition: string) => `exists (select 1 from ${T.issueLabels} il join ${T.labels} l on l.id = il.label_id
  where il.issue_id = i.id and ${titleCondition})`;

/** `labels`: every title (case-insensitive), or `None` / `Any`; negated, none of them. */
function addLabels(where: Conditions, labels: string[] | null | undefined, negated: boolean): void {
  const titles = (labels ?? []).map((title) => title.trim()).filter(Boolean);
  if (!titles.length) return;
  const special = titles.length === 1 ? titles[0].toLowerCase() : null;
  const labelled = withLabel('true');
  if (special === 'none') where.add(negated ? labelled : `not ${labelled}`);
  else if (special === 'any') where.add(negated ? `not ${labelled}` : labelled);
  else if (negated) where.add(`not ${withLabel('lower(l.title) = any(?::text[])')}`, textArray(titles.map((title) => title.toLowerCase())));
  else for (const title of titles) where.add(withLabel('lower(l.title) = ?'), title.toLowerCase());
}

const withMilestone = (condition: string) => `exists (select 1 from ${T.milestones} m where m.id = i.milestone_id and ${condition})`;

/** `milestone` / `milestone_id`: a title, `None`, `Any`, `Upcoming` (due later, still open) or `Started` (begun, still open). */
function addMilestone(where: Conditions, milestone: string | null | undefined, negated: boolean): void {
  if (!milestone) return;
  const conditions: Record<string, string> = {
    none: 'i.milestone_id is null',
    any: 'i.milestone_id is not null',
    upcoming: withMilestone(`m.state = 'active' and m.due_date > current_date`),
    started: withMilestone(`m.state = 'active' and m.start_date <= current_date`),
  };
  const condition = conditions[milestone.toLowerCase()];
  if (condition) where.add(negated ? `not (${condition})` : condition);
  else where.add(negated ? `not ${withMilestone('m.title = ?')}` : withMilestone('m.title = ?'), milestone);
}

/** `created_by_me` / `assigned_to_me` (either spelling) narrow to the caller; `all` and none do not. */
function addScope(where: Conditions, scope: string | null | undefined, userId: number | null): void {
  const normalized = scope?.replace(/-/g, '_');
  if (normalized === 'created_by_me') where.add('i.author_id = ?', userId ?? 0);
  if (normalized === 'assigned_to_me') where.add(assignedTo('= ?'), userId ?? 0);
}

/** `search` in `title` and/or `description` (GitLab's `in`, default both). */
function addSearch(where: Conditions, filter: IssuesFilter): void {
  if (!filter.search) return;
  const fields = filter.in?.length ? filter.in : ['title', 'description'];
  const columns = fields.filter((field) => field === 'title' || field === 'description').map((field) => `i.${field}`);
  const search = fuzzySearch(columns.length ? columns : ['i.title', 'i.description'], filter.search);
  if (search) where.add(search.sql, ...search.params);
}

type AuthorFilter = Pick<IssuesFilter, 'authorId' | 'authorUsername'>;

async function addAuthor(ctx: SubgraphContext, where: Conditions, filter: AuthorFilter, negated: boolean): Promise<void> {
  const id = filter.authorId ?? (filter.authorUsername ? (await userIdByUsername(ctx, filter.authorUsername)) ?? 0 : null);
  if (id === null) return;
  where.add(negated ? 'i.author_id <> ?' : 'i.author_id = ?', id);
}

const assignedTo = (userCondition: string) => `exists (select 1 from ${T.issueAssignees} a where a.issue_id = i.id and a.user_id ${userCondition})`;

/** `assignee_id` (a user, `None`, `Any`) or `assignee_username[]` (assigned to each of them). */
async function addAssignee(ctx: SubgraphContext, where: Conditions, filter: Pick<IssuesFilter, 'assigneeId' | 'assigneeUsernames'>, negated: boolean): Promise<void> {
  const id = filter.assigneeId?.toLowerCase();
  if (id && !/^(\d{1,10}|none|any)$/.test(id)) throw BadRequestError.param('assignee_id should be an integer, none or any');
  if (id === 'none') where.add(negated ? assignedTo('is not null') : `not ${assignedTo('is not null')}`);
  else if (id === 'any') where.add(negated ? `not ${assignedTo('is not null')}` : assignedTo('is not null'));
  else if (id && /^\d+$/.test(id)) where.add(negated ? `not ${assignedTo('= ?')}` : assignedTo('= ?'), Number(id));
  for (const username of filter.assigneeUsernames ?? []) {
    const userId = (await userIdByUsername(ctx, username)) ?? 0;
    where.add(negated ? `not ${assignedTo('= ?')}` : assignedTo('= ?'), userId);
  }
}

async function addNegated(ctx: SubgraphContext, where: Conditions, not: NegatedIssuesFilter): Promise<void> {
  await addAuthor(ctx, where, not, true);
  await addAssignee(ctx, where, { assigneeId: not.assigneeId === null || not.assigneeId === undefined ? null : String(not.assigneeId), assigneeUsernames: not.assigneeUsernames }, true);
  if (not.iids?.length) where.add('not (i.iid = any(?::int[]))', intArray(not.iids));
  addLabels(where, not.labels, true);
  addMilestone(where, not.milestoneId ?? not.milestone, true);
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
