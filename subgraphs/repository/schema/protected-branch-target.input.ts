import { Field, ID, InputType } from 'type-graphql';

/** A branch of a project, to be matched against the project's protected branch rules. */
@InputType()
export class ProtectedBranchTargetInput {
  @Field(() => ID) projectId!: string;
  @Field(() => String) branch!: string;
}
