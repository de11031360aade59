import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { Job } from '../entities/job.entity';
import { Pipeline } from '../entities/pipeline.entity';
import { cancelJob, playJob, retryJob } from '../services/jobs/job-actions.service';
import { cancelPipeline, retryPipeline } from '../services/pipelines/pipeline-actions.service';

/** Developers' actions on pipelines and jobs; each settles the pipeline afterwards. */
@Resolver()
export class PipelineActionsResolver {
  @Mutation(() => Pipeline, { description: 'Cancels every cancelable job of the pipeline.' })
  cancelPipeline(@Arg('projectRef', () => String) projectRef: string, @Arg('pipelineId', () => Int) pipelineId: number, @Ctx() ctx: SubgraphContext): Promise<Pipeline> {
    return cancelPipeline(ctx, projectRef, pipelineId);
  }

  @Mutation(() => Pipeline, { description: 'Retries the failed and canceled jobs of the pipeline.' })
  retryPipeline(@Arg('projectRef', () => String) projectRef: string, @Arg('pipelineId', () => Int) pipelineId: number, @Ctx() ctx: SubgraphContext): Promise<Pipeline> {
    return retryPipeline(ctx, projectRef, pipelineId);
  }

  @Mutation(() => Job, { description: 'Cancels a job; answers it unchanged when it is not cancelable.' })
  cancelJob(@Arg('projectRef', () => String) projectRef: string, @Arg('jobId', () => Int) jobId: number, @Ctx() ctx: SubgraphContext): Promise<Job> {
    return cancelJob(ctx, projectRef, jobId);
  }

  @Mutation(() => Job, { description: 'Retries a completed job; answers the new job.' })
  retryJob(@Arg('projectRef', () => String) projectRef: string, @Arg('jobId', () => Int) jobId: number, @Ctx() ctx: SubgraphContext): Promise<Job> {
    return retryJob(ctx, projectRef, jobId);
  }

  @Mutation(() => Job, { description: 'Starts a manual or delayed job now.' })
  playJob(@Arg('projectRef', () => String) projectRef: string, @Arg('jobId', () => Int) jobId: number, @Ctx() ctx: SubgraphContext): Promise<Job> {
    return playJob(ctx, projectRef, jobId);
  }
}
