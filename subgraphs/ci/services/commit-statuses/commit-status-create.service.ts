import { AccessLevel, NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Job } from '../../entities/job.entity';
import { Pipeline } from '../../entities/pipeline.entity';
import { Stage } from '../../entities/stage.entity';
import type { CommitStatus } from '../../schema/commit-status.types';
import { requireExistingProjectLevel } from '../access/ci-access';
import { projectIdOf } from '../domains/collaboration.client';
import { findCommit, firstBranchContaining, resolveRef } from '../domains/repository.client';
import { nextPipelineIid } from '../pipelines/internal-ids';
import { processPipeline } from '../processing/pipeline-processing.service';
import { isCompleted } from '../status/statuses';
import { commitStatusOf } from './commit-status-present';
import { transitionFor } from './commit-status-transitions';

/** GenericCommitStatus::EXTERNAL_STAGE_IDX: external statuses sort after every configured stage. */
const EXTERNAL_STAGE_IDX = 1_000_000;

export interface CommitStatusInput {
  projectRef: string;
  sha: string;
  state: string;
  ref?: string | null;
  name?: string | null;
  targetUrl?: string | null;
  description?: string | null;
  coverage?: number | null;
  pipelineId?: number | null;
}

/**
 * POST /projects/:id/statuses/:sha (Ci::CreateCommitStatusService): the status named `name` in the
 * newest pipeline of the sha (and ref, and `pipeline_id` when given), or in a new `external` pipeline;
 * a pending or running status of that name moves on, otherwise a new one replaces (retries) the old.
 * One transaction: a refused transition leaves nothing behind.
 */
export async function createCommitStatus(ctx: SubgraphContext, input: CommitStatusInput): Promise<CommitStatus> {
  const projectId = await projectIdOf(ctx, input.projectRef);
  await requireExistingProjectLevel(ctx, projectId, AccessLevel.DEVELOPER);
  const commit = await findCommit(ctx, projectId, input.sha);
  if (!commit) throw NotFoundError.resource('Commit');
  const matching = await matchingPipeline(ctx.em, projectId, commit.sha, input);
  const ref = input.ref || matching?.ref || (await firstBranchContaining(ctx, projectId, commit.sha));
  if (!ref) throw NotFoundError.resource('References for commit');
  const tag = matching?.tag ?? (await resolveRef(ctx, projectId, ref))?.tag ?? false;
  const name = input.name || 'default';
  const job = await ctx.em.transactional(async (em) => {
    // Loaded again inside the transaction, so its status change is this manager's to write.
    const pipeline = matching ? await em.findOneOrFail(Pipeline, { id: matching.id })
      : await newExternalPipeline(em, { projectId, sha: commit.sha, ref, tag, userId: ctx.actor.userId });
    const status = await statusFor(em, pipeline, { name, ref, userId: ctx.actor.userId });
    applyState(status, input);
    await em.flush();
    await processPipeline(em, pipeline);
    return status;
  });
  return commitStatusOf(job);
}

function matchingPipeline(em: EntityManager, projectId: number, sha: string, input: CommitStatusInput): Promise<Pipeline | null> {
  return em.findOne(Pipeline, {
    projectId, sha, ...(input.ref ? { ref: input.ref } : {}), ...(input.pipelineId ? { id: input.pipelineId } : {}),
  }, { orderBy: { id: 'desc' } });
}

async function newExternalPipeline(em: EntityManager, fields: { projectId: number; sha: string; ref: string; tag: boolean; userId: number | null }): Promise<Pipeline> {
  const pipeline = em.create(Pipeline, { ...fields, source: 'external', status: 'created', iid: await nextPipelineIid(em, fields.projectId) });
  await em.flush();
  return pipeline;
}

/** The pending or running status of that name, or a new one (older ones of the name become retried). */
async function statusFor(em: EntityManager, pipeline: Pipeline, fields: { name: string; ref: string; userId: number | null }): Promise<Job> {
  const active = await em.findOne(Job, { pipelineId: pipeline.id, name: fields.name, kind: 'generic', retried: false, status: { $in: ['pending', 'running'] } });
  if (active) return active;
  await em.nativeUpdate(Job, { pipelineId: pipeline.id, name: fields.name, retried: false }, { retried: true });
  const stage = (await em.findOne(Stage, { pipelineId: pipeline.id, position: EXTERNAL_STAGE_IDX }))
    ?? em.create(Stage, { pipelineId: pipeline.id, projectId: pipeline.projectId, name: 'external', position: EXTERNAL_STAGE_IDX });
  await em.flush();
  return em.create(Job, {
    projectId: pipeline.projectId, pipelineId: pipeline.id, stageId: stage.id, name: fields.name, stage: 'external', stageIdx: EXTERNAL_STAGE_IDX,
    kind: 'generic', ref: fields.ref, tag: pipeline.tag, sha: pipeline.sha, userId: fields.userId,
  });
}

function applyState(job: Job, input: CommitStatusInput): void {
  const now = new Date();
  job.status = transitionFor(job.status, input.state);
  if (input.targetUrl != null) job.targetUrl = input.targetUrl;
  if (input.description != null) job.description = input.description;
  if (input.coverage != null) job.coverage = input.coverage;
  if (job.status === 'pending') job.queuedAt ??= now;
  if (job.status === 'running') job.startedAt ??= now;
  if (isCompleted(job.status)) job.finishedAt = now;
  job.updatedAt = now;
}
