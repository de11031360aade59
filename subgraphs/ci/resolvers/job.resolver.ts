import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Job } from '../entities/job.entity';
import { JobPage } from '../schema/pipeline.types';
import { findReadableJob, listPipelineJobs, listProjectJobs } from '../services/jobs/job-finder';

const SCOPE = { nullable: true, description: 'Statuses to keep; all when empty.' } as const;

@Resolver(() => Job)
export class JobResolver {
  @Query(() => JobPage, { description: "A pipeline's jobs, newest first (GET /projects/:id/pipelines/:pipeline_id/jobs)." })
  pipelineJobs(@Arg('projectRef', () => String) projectRef: string, @Arg('pipelineId', () => Int) pipelineId: number, @Arg('scope', () => [String], SCOPE) scope: string[] | null, @Arg('includeRetried', () => Boolean, { defaultValue: false }) includeRetried: boolean, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<Job>> {
    return listPipelineJobs(ctx, projectRef, pipelineId, { scope, includeRetried }, page);
  }

  @Query(() => JobPage, { description: "A project's jobs, newest first (GET /projects/:id/jobs)." })
  projectJobs(@Arg('projectRef', () => String) projectRef: string, @Arg('scope', () => [String], SCOPE) scope: string[] | null, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<Job>> {
    return listProjectJobs(ctx, projectRef, { scope }, page);
  }

  @Query(() => Job, { description: 'A job of the project; `404 Not found` otherwise.' })
  projectJob(@Arg('projectRef', () => String) projectRef: string, @Arg('jobId', () => Int) jobId: number, @Ctx() ctx: SubgraphContext): Promise<Job> {
    return findReadableJob(ctx, projectRef, jobId);
  }
}
