import { requireUser, type SubgraphContext } from '@forgegraph/platform';
import type { MergeRequest } from '../../entities/merge-request.entity';
import { isSubscribed, MERGE_REQUEST_SUBSCRIPTIONS, recordSubscription } from '../issuables/subscriptions';
import { mergeRequestAssigneesLoader, mergeRequestReviewersLoader } from './merge-request-loaders';
import { findReadableMergeRequest } from './merge-request-lookup';

/** The caller's explicit choice, else whether they take part (author, assignee or reviewer). */
export async function isSubscribedToMergeRequest(ctx: SubgraphContext, mr: MergeRequest): Promise<boolean> {
  const me = ctx.actor.userId;
  return isSubscribed(ctx, MERGE_REQUEST_SUBSCRIPTIONS, mr.id, async () => {
    if (mr.authorId === me) return true;
    const [assignees, reviewers] = await Promise.all([mergeRequestAssigneesLoader(ctx).load(mr.id), mergeRequestReviewersLoader(ctx).load(mr.id)]);
    return assignees.includes(me!) || reviewers.includes(me!);
  });
}

/** POST …/merge_requests/:iid/subscribe and /unsubscribe: `changed: false` is GitLab's 304. */
export async function setMergeRequestSubscription(ctx: SubgraphContext, projectRef: string, iid: number, subscribed: boolean) {
  requireUser(ctx.actor);
  const { mr } = await findReadableMergeRequest(ctx, projectRef, iid);
  if ((await isSubscribedToMergeRequest(ctx, mr)) === subscribed) return { changed: false, mergeRequest: mr };
  await recordSubscription(ctx, MERGE_REQUEST_SUBSCRIPTIONS, mr.id, subscribed);
  return { changed: true, mergeRequest: mr };
}
