import { Field, InputType } from 'type-graphql';

/** Whose variables: `instance` (no ref), `group` or `project` with GitLab's `:id`. */
@InputType()
export class CiVariableOwnerInput {
  @Field(() => String) kind!: 'instance' | 'group' | 'project';
  @Field(() => String, { nullable: true }) ref?: string | null;
}

/** The attributes of a create or update; absent ones keep their value (defaults on create). */
@InputType()
export class CiVariableInput {
  @Field(() => String, { nullable: true }) key?: string | null;
  @Field(() => String, { nullable: true }) value?: string | null;
  @Field(() => String, { nullable: true }) variableType?: string | null;
  @Field(() => Boolean, { nullable: true }) protected?: boolean | null;
  @Field(() => Boolean, { nullable: true }) masked?: boolean | null;
  /** Create only: masked, and the value never shown again. */
  @Field(() => Boolean, { nullable: true }) maskedAndHidden?: boolean | null;
  @Field(() => Boolean, { nullable: true }) raw?: boolean | null;
  @Field(() => String, { nullable: true }) environmentScope?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
}
