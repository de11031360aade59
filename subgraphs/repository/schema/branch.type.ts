import { Directive, Field, ID, ObjectType } from 'type-graphql';
import { Paginated } from '@forgegraph/platform';
import { CommitNode } from './commit.type';
import { ProjectRef } from './project-ref.type';

/** A branch (GitLab's Branch entity; `web_url` is the facade's, from the project's web URL). Key: `<projectId>:<name>`. */
@Directive('@key(fields: "id")')
@ObjectType('Branch')
export class BranchNode {
  @Field(() => ID) id!: string;
  @Field(() => ID) projectId!: string;
  @Field(() => String) name!: string;
  @Field(() => CommitNode) commit!: CommitNode;
  /** Reachable from the default branch without being its tip. */
  @Field(() => Boolean) merged!: boolean;
  @Field(() => Boolean) protected!: boolean;
  @Field(() => Boolean) developersCanPush!: boolean;
  @Field(() => Boolean) developersCanMerge!: boolean;
  /** Whether the caller may push to it. */
  @Field(() => Boolean) canPush!: boolean;
  @Field(() => Boolean) default!: boolean;
  @Field(() => ProjectRef) project!: ProjectRef;
}

export const BranchPage = Paginated(BranchNode, 'BranchPage');
