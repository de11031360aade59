import type { SubgraphContext } from '@forgegraph/platform';
import { fetchHookJob, fetchHookPipeline } from '../domains/ci.client';
import { branchKey, protectedBranchMatchesLoader } from '../domains/repository-protected-branches.client';
import { findHookUsers } from './payloads/hook-users';
import { jobHookPayload } from './payloads/job-events';
import { pipelineHookPayload } from './payloads/pipeline-events';
import type { HookProject } from './payloads/project-hook-attrs';

// The Pipeline Hook and Job Hook bodies, for the status reactions and the hook test endpoint alike.

const userIdsOf = (...refs: Array<{ id: string } | null>) => [...new Set(refs.flatMap((ref) => (ref ? [Number(ref.id)] : [])))];
const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/** A pipeline's hook body; `status` is the change's (null: the pipeline's own). Null when the pipeline is gone. */
export async function pipelineHookBody(ctx: SubgraphContext, subject: HookProject, pipelineId: number, status: string | null): Promise<Record<string, unknown> | null> {
  const pipeline = await fetchHookPipeline(ctx, pipelineId);
  if (!pipeline) return null;
  const [users, protectedRules] = await Promise.all([
    findHookUsers(ctx, userIdsOf(pipeline.user, ...pipeline.latestBuilds.map((build) => build.user))),
    // Protected tags are not modelled: a tag pipeline's ref counts as unprotected.
    pipeline.tag ? Promise.resolve([]) : protectedBranchMatchesLoader(ctx).load(branchKey({ projectId: subject.project.id, branch: pipeline.ref })),
  ]);
  return pipelineHookPayload({
    pipeline, status: status ?? pipeline.status, protectedRef: protectedRules.length > 0, users: byId(users), subject,
    externalUrl: ctx.runtime.config.externalUrl,
  });
}

/** A job's hook body; `status` is the change's (null: the job's own). Null when the job is gone. */
export async function jobHookBody(ctx: SubgraphContext, subject: HookProject, jobId: number, status: string | null): Promise<Record<string, unknown> | null> {
  const job = await fetchHookJob(ctx, jobId);
  if (!job) return null;
  const users = await findHookUsers(ctx, userIdsOf(job.user));
  return jobHookPayload({ job, status: status ?? job.status, users: byId(users), subject, externalUrl: ctx.runtime.config.externalUrl });
}
