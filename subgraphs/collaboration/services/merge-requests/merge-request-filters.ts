import { BadRequestError, Conditions, intArray, type SubgraphContext } from '@forgegraph/platform';
import type { MergeRequestsFilter, NegatedMergeRequestsFilter } from '../../schema/merge-request.inputs';
import { addMyReactionEmoji } from '../award-emoji/award-votes';
import { userIdByUsername } from '../domains/identity.client';
import { addAuthor, addLabels, addMilestone, addSearch, addTimeRange, addUserLink, MERGE_REQUEST_TABLES as t } from '../issuables/issuable-filters';
import { T } from '../tables';
import { DRAFT_TITLE_SQL } from './merge-request-rules';

const STATES = ['opened', 'closed', 'locked', 'merged'];
const MAX_APPROVERS = 5;

/** MergeRequestsFinder's filters over merge requests `mr` as SQL conditions. */
export async function addMergeRequestFilters(ctx: SubgraphContext, where: Conditions, filter: MergeRequestsFilter): Promise<void> {
  if (filter.state && STATES.includes(filter.state)) where.add('mr.state = ?', filter.state);
  addScope(where, filter.scope, ctx.actor.userId);
  if (filter.iids?.length) where.add('mr.iid = any(?::int[])', intArray(filter.iids));
  addSearch(where, t, filter.search, filter.in);
  await addAuthor(ctx, where, t, filter, false);
  await addUserLink(ctx, where, t, T.mergeRequestAssignees, { id: filter.assigneeId, usernames: filter.assigneeUsernames, param: 'assignee_id' }, false);
  await addUserLink(ctx, where, t, T.mergeRequestReviewers, { id: filter.reviewerId, usernames: filter.reviewerUsername ? [filter.reviewerUsername] : null, param: 'reviewer_id', specialUsernames: true }, false);
  await addMergeUser(ctx, where, filter);
  await addApprovals(ctx, where, filter);
  addTimeRange(where, t, filter);
  // Nothing is deployed before environments exist: asking for deployments matches no merge request.
  if (filter.deployedAfter || filter.deployedBefore || filter.environment) where.add('false');
  if (filter.sourceBranch) where.add('mr.source_branch = ?', filter.sourceBranch);
  if (filter.sourceProjectId) where.add('mr.source_project_id = ?', filter.sourceProjectId);
  if (filter.targetBranch) where.add('mr.target_branch = ?', filter.targetBranch);
  if (filter.wip === 'yes') where.add(DRAFT_TITLE_SQL);
  if (filter.wip === 'no') where.add(`not (${DRAFT_TITLE_SQL})`);
  addLabels(where, t, filter.labels, false);
  addMilestone(where, t, filter.milestone, false);
  addMyReactionEmoji(where, { type: 'MergeRequest', alias: 'mr', userId: ctx.actor.userId, emoji: filter.myReactionEmoji, negated: false });
  if (filter.not) await addNegated(ctx, where, filter.not);
}

/** `created_by_me`, `assigned_to_me`, `reviews_for_me` (either spelling) narrow to the caller. */
function addScope(where: Conditions, scope: string | null | undefined, userId: number | null): void {
  const normalized = scope?.replace(/-/g, '_');
  const me = userId ?? 0;
  if (normalized === 'created_by_me') where.add('mr.author_id = ?', me);
  if (normalized === 'assigned_to_me') where.add(`exists (select 1 from ${T.mergeRequestAssignees} a where a.merge_request_id = mr.id and a.user_id = ?)`, me);
  if (normalized === 'reviews_for_me') where.add(`exists (select 1 from ${T.mergeRequestReviewers} r where r.merge_request_id = mr.id and r.user_id = ?)`, me);
}

async function addMergeUser(ctx: SubgraphContext, where: Conditions, filter: MergeRequestsFilter): Promise<void> {
  const id = filter.mergeUserId ?? (filter.mergeUserUsername ? (await userIdByUsername(ctx, filter.mergeUserUsername)) ?? 0 : null);
  if (id !== null) where.add('mr.merge_user_id = ?', id);
}

const APPROVED_BY = (user: string) => `exists (select 1 from ${T.mergeRequestApprovals} ap where ap.merge_request_id = mr.id${user})`;
const APPROVER = (user: string) => `exists (select 1 from ${T.approvalRuleUsers} ru join ${T.approvalRules} r on r.id = ru.approval_rule_id
  where (r.merge_request_id = mr.id or r.project_id = mr.project_id)${user})`;

/**
 * EE MergeRequestsFinder: `approved_by_ids` (at most five, or `None`/`Any`) and
 * `approved_by_usernames` match merge requests every named user approved; `approver_ids` those whose
 * rules (their own or the project's) name every given user; `approved` whether anyone approved.
 */
async function addApprovals(ctx: SubgraphContext, where: Conditions, filter: MergeRequestsFilter): Promise<void> {
  const ids = filter.approvedByIds ?? [];
  if (ids.length > MAX_APPROVERS) throw BadRequestError.param(`approved_by_ids should have a maximum of ${MAX_APPROVERS} items`);
  addUserSet(where, ids, APPROVED_BY, 'ap.user_id');
  const usernames = filter.approvedByUsernames ?? [];
  const special = usernames.length === 1 && ['none', 'any'].includes(usernames[0].toLowerCase());
  const resolved = special ? usernames : await Promise.all(usernames.map(async (name) => String((await userIdByUsername(ctx, name)) ?? 0)));
  addUserSet(where, resolved, APPROVED_BY, 'ap.user_id');
  addUserSet(where, filter.approverIds ?? [], APPROVER, 'ru.user_id');
  if (filter.approved === 'yes') where.add(APPROVED_BY(''));
  if (filter.approved === 'no') where.add(`not ${APPROVED_BY('')}`);
}

/** `None`, `Any`, or users who must all be linked. */
function addUserSet(where: Conditions, values: string[], sql: (user: string) => string, userColumn: string): void {
  if (!values.length) return;
  const special = values.length === 1 ? values[0].toLowerCase() : null;
  if (special === 'none') return void where.add(`not ${sql('')}`);
  if (special === 'any') return void where.add(sql(''));
  for (const value of values) where.add(sql(` and ${userColumn} = ?`), Number.isInteger(Number(value)) ? Number(value) : 0);
}

async function addNegated(ctx: SubgraphContext, where: Conditions, not: NegatedMergeRequestsFilter): Promise<void> {
  await addAuthor(ctx, where, t, not, true);
  await addUserLink(ctx, where, t, T.mergeRequestAssignees, { id: not.assigneeId, usernames: not.assigneeUsernames, param: 'assignee_id' }, true);
  await addUserLink(ctx, where, t, T.mergeRequestReviewers, { id: not.reviewerId, usernames: not.reviewerUsername ? [not.reviewerUsername] : null, param: 'reviewer_id', specialUsernames: true }, true);
  addLabels(where, t, not.labels, true);
  addMilestone(where, t, not.milestone, true);
  addMyReactionEmoji(where, { type: 'MergeRequest', alias: 'mr', userId: ctx.actor.userId, emoji: not.myReactionEmoji, negated: true });
}
