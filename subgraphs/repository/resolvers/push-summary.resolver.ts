import { type SubgraphContext } from '@forgegraph/platform';
import { Args, ArgsType, Ctx, Field, FieldResolver, Resolver, Root } from 'type-graphql';
import { PushSummaryNode } from '../schema/push-summary.type';
import { RepositoryNode } from '../schema/repository.type';
import { pushSummary } from '../services/push/push-summary.service';

@ArgsType()
export class PushSummaryArgs {
  /** Full ref name: `refs/heads/main`, `refs/tags/v1.0`. */
  @Field(() => String) ref!: string;
  /** 40 zeros: the ref was created. */
  @Field(() => String) before!: string;
  /** 40 zeros: the ref was deleted. */
  @Field(() => String) after!: string;
}

@Resolver(() => RepositoryNode)
export class RepositoryPushSummaryResolver {
  @FieldResolver(() => PushSummaryNode, { description: 'What a push or tag-push hook reports for one ref update.' })
  pushSummary(@Root() repo: RepositoryNode, @Args(() => PushSummaryArgs) args: PushSummaryArgs, @Ctx() ctx: SubgraphContext): Promise<PushSummaryNode> {
    return pushSummary(ctx, Number(repo.projectId), args);
  }
}
