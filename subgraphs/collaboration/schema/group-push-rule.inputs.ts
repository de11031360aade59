import { Field, InputType, Int } from 'type-graphql';

/** POST and PUT /groups/:id/push_rule: absent fields stay as they are, null clears a regex. */
@InputType()
export class GroupPushRuleInput {
  @Field(() => Boolean, { nullable: true }) denyDeleteTag?: boolean;
  @Field(() => Boolean, { nullable: true }) memberCheck?: boolean;
  @Field(() => Boolean, { nullable: true }) preventSecrets?: boolean;
  @Field(() => String, { nullable: true }) commitMessageRegex?: string | null;
  @Field(() => String, { nullable: true }) commitMessageNegativeRegex?: string | null;
  @Field(() => String, { nullable: true }) branchNameRegex?: string | null;
  @Field(() => String, { nullable: true }) authorEmailRegex?: string | null;
  @Field(() => String, { nullable: true }) fileNameRegex?: string | null;
  @Field(() => Int, { nullable: true }) maxFileSize?: number;
  @Field(() => Boolean, { nullable: true }) commitCommitterCheck?: boolean;
  @Field(() => Boolean, { nullable: true }) commitCommitterNameCheck?: boolean;
  @Field(() => Boolean, { nullable: true }) rejectUnsignedCommits?: boolean;
  @Field(() => Boolean, { nullable: true }) rejectNonDcoCommits?: boolean;
}
