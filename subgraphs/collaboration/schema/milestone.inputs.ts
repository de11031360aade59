import { Field, InputType, Int } from 'type-graphql';

/** GET milestones filters (MilestonesFinder); `state` is `active`, `closed` or `all`. */
@InputType()
export class MilestoneFilter {
  @Field(() => String, { nullable: true }) state?: string | null;
  @Field(() => [Int], { nullable: true }) iids?: number[] | null;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) search?: string | null;
  /** Also the milestones of the ancestor groups (a project's: its group and that group's ancestors). */
  @Field(() => Boolean, { nullable: true }) includeAncestors?: boolean | null;
  @Field(() => Date, { nullable: true }) updatedBefore?: Date | null;
  @Field(() => Date, { nullable: true }) updatedAfter?: Date | null;
}

/** Dates are `YYYY-MM-DD`; anything else is stored as no date, as Rails' date cast does. */
@InputType()
export class CreateMilestoneInput {
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) dueDate?: string | null;
  @Field(() => String, { nullable: true }) startDate?: string | null;
}

/** Absent fields stay as they are; `stateEvent` is `close` or `activate`. */
@InputType()
export class UpdateMilestoneInput {
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) dueDate?: string | null;
  @Field(() => String, { nullable: true }) startDate?: string | null;
  @Field(() => String, { nullable: true }) stateEvent?: string | null;
}
