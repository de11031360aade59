import { Directive, Field, ID, ObjectType } from 'type-graphql';

/**
 * Collaboration's ApprovalRule, seen from here: its key, its project and the ids of the protected
 * branches it is limited to. This subgraph, which owns protected branches, contributes them.
 */
@Directive('@key(fields: "id")')
@ObjectType('ApprovalRule')
export class ApprovalRuleRef {
  @Field(() => ID) id!: string;
  @Directive('@external') @Field(() => ID, { nullable: true }) projectId!: string | null;
  @Directive('@external') @Field(() => [ID]) protectedBranchIds!: string[];
}
