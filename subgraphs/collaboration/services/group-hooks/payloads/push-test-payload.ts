import { SERVICE_ACTOR, type SubgraphContext } from '@forgegraph/platform';
import { HookError } from '../hook-errors';
import { hookUserLoader } from './hook-users';
import { PUSH_COMMIT_FIELDS, pushHookPayload, type PushCommit } from './push-events';
import type { HookProject } from './project-hook-attrs';

const SAMPLE_COMMITS = `query GroupHookPushSample($projectId: ID!, $branch: String!) {
  projectRepository(projectId: $projectId) {
    branch(name: $branch) { protected }
    commits(refName: $branch, perPage: 3) { nodes { ${PUSH_COMMIT_FIELDS} } }
  }
}`;

interface SampleData {
  projectRepository: { branch: { protected: boolean }; commits: { nodes: PushCommit[] } } | null;
}

/**
 * Gitlab::DataBuilder::Push.build_sample, which GitLab sends for both push_events and
 * tag_push_events tests: the default branch's latest three commits (newest first, as the repository
 * lists them), from the oldest of them to the newest, by the caller.
 */
export async function pushTestPayload(ctx: SubgraphContext, subject: HookProject): Promise<Record<string, unknown>> {
  const branch = subject.defaultBranch;
  const user = ctx.actor.userId === null ? null : await hookUserLoader(ctx).load(ctx.actor.userId);
  if (!branch || !user) throw HookError.deliveryFailed('Ensure the project has commits.');
  const result = await ctx.runtime.engine.execute<SampleData>(SAMPLE_COMMITS, { projectId: String(subject.project.id), branch }, SERVICE_ACTOR, ctx.requestId);
  const repository = result.data?.projectRepository;
  const commits = repository?.commits.nodes ?? [];
  if (!repository || commits.length === 0) throw HookError.deliveryFailed('Ensure the project has commits.');
  return pushHookPayload({
    subject, user, ref: `refs/heads/${branch}`, before: commits[commits.length - 1].sha, after: commits[0].sha,
    summary: { commits, totalCommitsCount: commits.length, checkoutSha: commits[0].sha, message: null, refProtected: repository.branch.protected },
    externalUrl: ctx.runtime.config.externalUrl,
  });
}
