import { Field, Int, ObjectType } from 'type-graphql';
import { CommitNode } from './commit.type';

@ObjectType('CommitChanges')
export class CommitChangesNode {
  @Field(() => [String]) added!: string[];
  @Field(() => [String]) modified!: string[];
  @Field(() => [String]) removed!: string[];
}

/**
 * What a push or tag-push hook says about one ref update (Git::BranchHooksService and
 * Git::TagHooksService), for the collaboration subgraph's group hooks: the repository decides which
 * commits the update brought, collaboration only shapes the payload.
 */
@ObjectType('PushSummary')
export class PushSummaryNode {
  @Field(() => [CommitNode], { description: 'At most the newest 20 commits, oldest first.' }) commits!: CommitNode[];
  @Field(() => Int) totalCommitsCount!: number;
  @Field(() => String, { nullable: true, description: 'The commit checked out after the update; null when the ref was deleted.' })
  checkoutSha!: string | null;
  @Field(() => String, { nullable: true, description: "Tag pushes: the tag's message (empty for a lightweight tag); null otherwise." })
  message!: string | null;
  @Field(() => Boolean) refProtected!: boolean;
}
