import { requireUser, type SubgraphContext } from '@forgegraph/platform';
import type { Issue } from '../../entities/issue.entity';
import { isSubscribed, ISSUE_SUBSCRIPTIONS, recordSubscription } from '../issuables/subscriptions';
import { findReadableIssue } from './issue-lookup';
import { issueAssigneesLoader } from './issue-loaders';

/** Issuable#subscribed?: the user's explicit choice, else whether they take part (author or assignee). */
export async function isSubscribedToIssue(ctx: SubgraphContext, issue: Issue): Promise<boolean> {
  const me = ctx.actor.userId;
  return isSubscribed(ctx, ISSUE_SUBSCRIPTIONS, issue.id, async () => issue.authorId === me || (await issueAssigneesLoader(ctx).load(issue.id)).includes(me!));
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
  await recordSubscription(ctx, ISSUE_SUBSCRIPTIONS, issue.id, subscribed);
  return { changed: true, issue };
}
