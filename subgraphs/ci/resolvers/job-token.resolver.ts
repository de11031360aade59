import { ForbiddenError, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { JobTokenOwner } from '../schema/job-token.types';
import { findRunningJobByToken } from '../services/job-tokens/job-tokens';

@Resolver()
export class JobTokenResolver {
  @Query(() => JobTokenOwner, { nullable: true, description: "The running job a CI job token belongs to, null otherwise; internal (the edge's authentication)." })
  async jobTokenOwner(@Arg('token', () => String) token: string, @Ctx() ctx: SubgraphContext): Promise<JobTokenOwner | null> {
    if (ctx.actor.origin !== 'service') throw ForbiddenError.create();
    const job = await findRunningJobByToken(ctx.em, token);
    return job && Object.assign(new JobTokenOwner(), { jobId: job.id, projectId: job.projectId, userId: job.userId });
  }
}
