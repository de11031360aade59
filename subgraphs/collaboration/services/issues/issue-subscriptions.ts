import { intArray, query, requireUser, type SubgraphContext } from '@forgegraph/platform';
import type { Issue } from '../../entities/issue.entity';
import { T } from '../tables';
import { findReadableIssue } from './issue-lookup';
import { issueAssigneesLoader } from './issue-loaders';

/** The caller's explicit choice per issue (null: none made). */
function subscriptionChoiceLoader(ctx: SubgraphContext, userId: number) {
  return ctx.loaders.get<number, boolean | null>('collaboration.issue-subscription', async (issueIds) => {
    const rows = await query<{ issue_id: number; subscribed: boolean }>(ctx.em,
      `select issue_id, subscribed from ${T.issueSubscriptions} where user_id = ? and issue_id = any(?::int[])`, [userId, intArray(issueIds)]);
    const byIssue = new Map(rows.map((row) => [row.issue_id, row.subscribed]));
    return issueIds.map((id) => byIssue.get(id) ?? null);
  });
}

/** Issuable#subscribed?: the user's explicit choice, else whether they take part (author or assignee). */
export async function isSubscribedToIssue(ctx: SubgraphContext, issue: Issue): Promise<boolean> {
  const me = ctx.actor.userId;
  if (me === null) return false;
  const choice = await subscriptionChoiceLoader(ctx, me).load(issue.id);
  if (choice !== null) return choice;
  return issue.authorId === me || (await issueAssigneesLoader(ctx).load(issue.id)).includes(me);
}

export interface IssueSubscriptionChange {
  changed: boolean;
  issue: Issue;
}

/**
 * POST …/issues/:issue_iid/subscribe and /unsubscribe (lib/api/subscriptions.rb): `changed: false`
 * when the caller already is (or is not) subscribed, GitLab's 304.
 */
export async function setIssueSubscription(ctx: SubgraphContext, projectRef: string, iid: number, subscribed: boolean): Promise<IssueSubscriptionChange> {
  requireUser(ctx.actor);
  const { issue } = await findReadableIssue(ctx, projectRef, iid);
  if ((await isSubscribedToIssue(ctx, issue)) === subscribed) return { changed: false, issue };
  await query(ctx.em, `insert into ${T.issueSubscriptions} (issue_id, user_id, subscribed) values (?, ?, ?)
    on conflict (issue_id, user_id) do update set subscribed = excluded.subscribed`, [issue.id, ctx.actor.userId, subscribed]);
  subscriptionChoiceLoader(ctx, ctx.actor.userId).clear(issue.id);
  return { changed: true, issue };
}
