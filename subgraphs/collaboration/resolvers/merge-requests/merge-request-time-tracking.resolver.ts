import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { MergeRequest } from '../../entities/merge-request.entity';
import { addMergeRequestSpentTime, setMergeRequestTimeEstimate } from '../../services/merge-requests/merge-request-time-tracking.service';

const DURATION = { nullable: true } as const;

/** doc/api/merge_requests.md#set-a-time-estimate-for-a-merge-request and the other time tracking routes. */
@Resolver(() => MergeRequest)
export class MergeRequestTimeTrackingResolver {
  @Mutation(() => MergeRequest, { description: 'Sets the time estimate (`3h30m`); a null duration resets it.' })
  setMergeRequestTimeEstimate(@Arg('projectRef', () => String) projectRef: string, @Arg('iid', () => Int) iid: number, @Arg('duration', () => String, DURATION) duration: string | null, @Ctx() ctx: SubgraphContext): Promise<MergeRequest> {
    return setMergeRequestTimeEstimate(ctx, projectRef, iid, duration);
  }

  @Mutation(() => MergeRequest, { description: 'Logs time spent (negative subtracts); a null duration resets the total to zero.' })
  addMergeRequestSpentTime(
    @Arg('projectRef', () => String) projectRef: string,
    @Arg('iid', () => Int) iid: number,
    @Arg('duration', () => String, DURATION) duration: string | null,
    @Arg('summary', () => String, DURATION) summary: string | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<MergeRequest> {
    return addMergeRequestSpentTime(ctx, projectRef, iid, duration, summary);
  }
}
