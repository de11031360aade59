import { type SubgraphContext } from '@forgegraph/platform';
import { Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { PushSummaryArgs } from '../schema/push-summary.inputs';
import { PushSummaryNode } from '../schema/push-summary.type';
import { RepositoryNode } from '../schema/repository.type';
import { pushSummary } from '../services/push/push-summary.service';

@Resolver(() => RepositoryNode)
export class RepositoryPushSummaryResolver {
  @FieldResolver(() => PushSummaryNode, { description: 'What a push or tag-push hook reports for one ref update.' })
  pushSummary(@Root() repo: RepositoryNode, @Args(() => PushSummaryArgs) args: PushSummaryArgs, @Ctx() ctx: SubgraphContext): Promise<PushSummaryNode> {
    return pushSummary(ctx, Number(repo.projectId), args);
  }
}
