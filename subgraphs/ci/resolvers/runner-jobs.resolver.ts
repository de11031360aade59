import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { RunnerContactInput } from '../schema/runner.types';
import { RunnerJobAnswer, RunnerJobRequest, RunnerJobUpdateInput, RunnerTraceAppendInput } from '../schema/runner-job.types';
import { requestJob } from '../services/runner-jobs/job-pickup.service';
import { appendTrace } from '../services/runner-jobs/job-trace.service';
import { updateJobState } from '../services/runner-jobs/job-update.service';
import { requireService } from './runner-registration.resolver';

/** The runner protocol's job calls; internal: the edge asks them for runners (token authenticated). */
@Resolver()
export class RunnerJobsResolver {
  @Mutation(() => RunnerJobRequest, { description: 'POST /jobs/request (internal): assigns the oldest job the runner may take.' })
  async requestRunnerJob(@Arg('contact', () => RunnerContactInput) contact: RunnerContactInput, @Ctx() ctx: SubgraphContext): Promise<RunnerJobRequest> {
    requireService(ctx);
    const outcome = await requestJob(ctx, contact);
    return Object.assign(new RunnerJobRequest(), { outcome: outcome.kind, payload: outcome.kind === 'job' ? JSON.stringify(outcome.payload) : null });
  }

  @Mutation(() => RunnerJobAnswer, { description: 'PUT /jobs/:id (internal).' })
  async updateRunnerJob(@Arg('input', () => RunnerJobUpdateInput) input: RunnerJobUpdateInput, @Ctx() ctx: SubgraphContext): Promise<RunnerJobAnswer> {
    requireService(ctx);
    const outcome = await updateJobState(ctx, input);
    return Object.assign(new RunnerJobAnswer(), { outcome: outcome.kind, jobStatus: outcome.jobStatus, traceSize: null });
  }

  @Mutation(() => RunnerJobAnswer, { description: 'PATCH /jobs/:id/trace (internal).' })
  async appendRunnerJobTrace(@Arg('input', () => RunnerTraceAppendInput) input: RunnerTraceAppendInput, @Ctx() ctx: SubgraphContext): Promise<RunnerJobAnswer> {
    requireService(ctx);
    const outcome = await appendTrace(ctx, { ...input, content: Buffer.from(input.content, 'base64') });
    return Object.assign(new RunnerJobAnswer(), { outcome: outcome.kind, jobStatus: outcome.jobStatus, traceSize: 'size' in outcome ? outcome.size : null });
  }
}
