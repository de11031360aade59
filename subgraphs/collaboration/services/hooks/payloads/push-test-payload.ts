import type { SubgraphContext } from '@forgegraph/platform';
import { fetchPushSample } from '../../domains/repository.client';
import { HookError } from '../hook-errors';
import { findHookUser } from './hook-users';
import { pushHookPayload } from './push-events';
import type { HookProject } from './project-hook-attrs';

/**
 * Gitlab::DataBuilder::Push.build_sample, which GitLab sends for both push_events and
 * tag_push_events tests: the default branch's latest three commits (newest first, as the repository
 * lists them), from the oldest of them to the newest, by the caller.
 */
export async function pushTestPayload(ctx: SubgraphContext, subject: HookProject): Promise<Record<string, unknown>> {
  const branch = subject.defaultBranch;
  const user = ctx.actor.userId === null ? null : await findHookUser(ctx, ctx.actor.userId);
  if (!branch || !user) throw HookError.deliveryFailed('Ensure the project has commits.');
  const repository = await fetchPushSample(ctx, subject.project.id, branch);
  const commits = repository?.commits ?? [];
  if (!repository || commits.length === 0) throw HookError.deliveryFailed('Ensure the project has commits.');
  return pushHookPayload({
    subject, user, ref: `refs/heads/${branch}`, before: commits[commits.length - 1].sha, after: commits[0].sha,
    summary: { commits, totalCommitsCount: commits.length, checkoutSha: commits[0].sha, message: null, refProtected: repository.protected },
    externalUrl: ctx.runtime.config.externalUrl,
  });
}
