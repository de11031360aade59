import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { projectJobTrace } from '../services/runner-jobs/job-trace-read.service';

@Resolver()
export class JobTraceResolver {
  @Query(() => String, { description: "A job's log so far, base64-encoded (the bytes as the runner sent them)." })
  async projectJobTrace(@Arg('projectRef', () => String) projectRef: string, @Arg('jobId', () => Int) jobId: number, @Ctx() ctx: SubgraphContext): Promise<string> {
    return (await projectJobTrace(ctx, projectRef, jobId)).toString('base64');
  }
}
