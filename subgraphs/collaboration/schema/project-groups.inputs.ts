import { Field, ID, InputType, Int } from 'type-graphql';

/** GET /projects/:id/groups filters (Projects::GroupsFinder). */
@InputType()
export class ProjectGroupsFilter {
  @Field(() => String, { nullable: true }) search?: string;
  @Field(() => [ID], { nullable: true }) skipGroups?: string[];
  @Field(() => Boolean, { nullable: true }) withShared?: boolean;
  @Field(() => Boolean, { nullable: true }) sharedVisibleOnly?: boolean;
  @Field(() => Int, { nullable: true }) sharedMinAccessLevel?: number;
}
