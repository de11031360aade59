import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { EpicIssueEntry, EpicIssueEntryPage, EpicIssueLink } from '../../schema/epic.types';
import { assignEpicIssue, listEpicIssues, moveEpicIssue, removeEpicIssue } from '../../services/epics/epic-issues.service';

/** doc/api/epic_issues.md */
@Resolver(() => EpicIssueLink)
export class EpicIssuesResolver {
  @Query(() => EpicIssueEntryPage, { description: "An epic's issues the caller may read, in epic order." })
  epicIssues(@Arg('groupRef', () => String) groupRef: string, @Arg('iid', () => Int) iid: number, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<EpicIssueEntry>> {
    return listEpicIssues(ctx, groupRef, iid, page);
  }

  @Mutation(() => EpicIssueLink, { description: 'Links an issue (global id) to the epic, moving it from its previous epic.' })
  assignEpicIssue(@Arg('groupRef', () => String) groupRef: string, @Arg('iid', () => Int) iid: number, @Arg('issueId', () => Int) issueId: number, @Ctx() ctx: SubgraphContext): Promise<EpicIssueLink> {
    return assignEpicIssue(ctx, groupRef, iid, issueId);
  }

  @Mutation(() => [EpicIssueEntry], { description: 'Puts a link right after `moveBeforeId` or right before `moveAfterId`; answers the ordered list.' })
  moveEpicIssue(
    @Arg('groupRef', () => String) groupRef: string,
    @Arg('iid', () => Int) iid: number,
    @Arg('epicIssueId', () => Int) epicIssueId: number,
    @Arg('moveBeforeId', () => Int, { nullable: true }) moveBeforeId: number | null,
    @Arg('moveAfterId', () => Int, { nullable: true }) moveAfterId: number | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<EpicIssueEntry[]> {
    return moveEpicIssue(ctx, groupRef, iid, epicIssueId, { before: moveBeforeId, after: moveAfterId });
  }

  @Mutation(() => EpicIssueLink)
  removeEpicIssue(@Arg('groupRef', () => String) groupRef: string, @Arg('iid', () => Int) iid: number, @Arg('epicIssueId', () => Int) epicIssueId: number, @Ctx() ctx: SubgraphContext): Promise<EpicIssueLink> {
    return removeEpicIssue(ctx, groupRef, iid, epicIssueId);
  }
}
