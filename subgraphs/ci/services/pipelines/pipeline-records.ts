import type { EntityManager } from '@mikro-orm/postgresql';
import { Job } from '../../entities/job.entity';
import { Pipeline } from '../../entities/pipeline.entity';
import { PipelineVariable } from '../../entities/pipeline-variable.entity';
import { Stage } from '../../entities/stage.entity';
import type { CompiledPipeline } from '../config/compile-config';
import { processPipeline } from '../processing/pipeline-processing.service';
import { nextPipelineIid } from './internal-ids';

/** The row a new pipeline starts from. */
export interface PipelineRecord {
  projectId: number;
  sha: string;
  beforeSha: string;
  ref: string;
  tag: boolean;
  source: string;
  userId: number | null;
  configPath: string;
  committedAt: Date | null;
  /** The trigger token a `trigger` pipeline came from. */
  triggerId?: number | null;
  variables: Array<{ key: string; value: string; variableType: string }>;
}

/** Writes a pipeline with its iid and variables; the caller's transaction holds the iid's lock. */
async function insertPipeline(em: EntityManager, record: PipelineRecord, fields: Partial<Pipeline>): Promise<Pipeline> {
  const { variables, ...columns } = record;
  const pipeline = em.create(Pipeline, { ...columns, ...fields, iid: await nextPipelineIid(em, record.projectId) });
  await em.flush();
  for (const variable of variables) em.create(PipelineVariable, { pipelineId: pipeline.id, ...variable });
  return pipeline;
}

/** A pipeline with its stages and `created` jobs, then processed (the first stage's jobs become pending). */
export async function persistPipeline(em: EntityManager, record: PipelineRecord, compiled: CompiledPipeline): Promise<Pipeline> {
  const pipeline = await insertPipeline(em, record, { status: 'created', name: compiled.name });
  const stages = new Map<number, Stage>();
  for (const job of compiled.jobs) {
    if (!stages.has(job.stageIdx)) {
      stages.set(job.stageIdx, em.create(Stage, { pipelineId: pipeline.id, projectId: record.projectId, name: job.stage, position: job.stageIdx }));
    }
  }
  await em.flush();
  for (const job of compiled.jobs) {
    em.create(Job, {
      projectId: record.projectId, pipelineId: pipeline.id, stageId: stages.get(job.stageIdx)!.id, name: job.name, stage: job.stage,
      stageIdx: job.stageIdx, kind: job.kind, when: job.when, allowFailure: job.allowFailure, allowFailureExitCodes: job.exitCodes,
      needs: job.needs, options: job.options, yamlVariables: job.variables, tagList: job.tags, ref: record.ref, tag: record.tag,
      sha: record.sha, userId: record.userId,
    });
  }
  await em.flush();
  await processPipeline(em, pipeline);
  return pipeline;
}

/** An invalid configuration's pipeline, stored failed for the push that made it (reference §2.4). */
export async function persistFailedPipeline(em: EntityManager, record: PipelineRecord, errors: string[]): Promise<Pipeline> {
  const now = new Date();
  const pipeline = await insertPipeline(em, record, { status: 'failed', failureReason: 'config_error', yamlErrors: errors.join(', '), finishedAt: now });
  await em.flush();
  return pipeline;
}

/** A pipeline GitLab records as skipped: the commit message asked for `[ci skip]`. */
export async function persistSkippedPipeline(em: EntityManager, record: PipelineRecord): Promise<Pipeline> {
  const pipeline = await insertPipeline(em, record, { status: 'skipped' });
  await em.flush();
  return pipeline;
}
