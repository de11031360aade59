import { Conditions, NotFoundError, offsetPage, type Page, type PageArgs, type SubgraphContext } from '@forgegraph/platform';
import { Job } from '../../entities/job.entity';
import { requireReadPipelines } from '../access/ci-access';
import { projectIdOf } from '../domains/collaboration.client';
import { findProjectPipeline } from '../pipelines/pipeline-lookup';
import { T } from '../tables';

export interface JobListOptions {
  /** Statuses to keep (`scope[]`); empty or null: all. The facade refuses unknown ones. */
  scope?: string[] | null;
  includeRetried?: boolean;
}

/** GET /projects/:id/pipelines/:pipeline_id/jobs: the pipeline's builds, newest first, latest only unless asked. */
export async function listPipelineJobs(ctx: SubgraphContext, projectRef: string, pipelineId: number, options: JobListOptions, args: PageArgs): Promise<Page<Job>> {
  const projectId = await projectIdOf(ctx, projectRef);
  await requireReadPipelines(ctx, projectId);
  const pipeline = await findProjectPipeline(ctx, projectId, pipelineId);
  const where = new Conditions().add('j.pipeline_id = ?', pipeline.id).add(`j.kind = 'build'`);
  if (!options.includeRetried) where.add('not j.retried');
  return pageOfJobs(ctx, where, options, args);
}

/** GET /projects/:id/jobs: every build of the project (retried ones too), newest first. */
export async function listProjectJobs(ctx: SubgraphContext, projectRef: string, options: JobListOptions, args: PageArgs): Promise<Page<Job>> {
  const projectId = await projectIdOf(ctx, projectRef);
  await requireReadPipelines(ctx, projectId);
  return pageOfJobs(ctx, new Conditions().add('j.project_id = ?', projectId).add(`j.kind = 'build'`), options, args);
}

function pageOfJobs(ctx: SubgraphContext, where: Conditions, options: JobListOptions, args: PageArgs): Promise<Page<Job>> {
  if (options.scope?.length) where.add('j.status = any(?::text[])', `{${options.scope.map((s) => `"${s.replace(/["\\]/g, '')}"`).join(',')}}`);
  return offsetPage(ctx.em, Job, { from: `${T.jobs} j`, where, orderBy: 'j.id desc', alias: 'j' }, args, { plain: true });
}

/** GET /projects/:id/jobs/:job_id (`find_build!`): `404 Not found` for a job of another project or a bridge. */
export async function findReadableJob(ctx: SubgraphContext, projectRef: string, jobId: number): Promise<Job> {
  const projectId = await projectIdOf(ctx, projectRef);
  await requireReadPipelines(ctx, projectId);
  return findProjectJob(ctx, projectId, jobId);
}

export async function findProjectJob(ctx: SubgraphContext, projectId: number, jobId: number): Promise<Job> {
  const job = await ctx.em.findOne(Job, { id: jobId, projectId, kind: 'build' });
  if (!job) throw NotFoundError.record();
  return job;
}
