import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { Issue } from '../../entities/issue.entity';
import { moveIssue } from '../../services/issues/issue-move.service';

@Resolver(() => Issue)
export class IssueMoveResolver {
  @Mutation(() => Issue, { description: 'Moves an issue to another project (Reporters and above of both); answers the new issue.' })
  moveIssue(@Arg('projectRef', () => String) projectRef: string, @Arg('iid', () => Int) iid: number, @Arg('toProjectId', () => Int) toProjectId: number, @Ctx() ctx: SubgraphContext): Promise<Issue> {
    return moveIssue(ctx, projectRef, iid, toProjectId);
  }
}
