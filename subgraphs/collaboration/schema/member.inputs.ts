import { Field, ID, InputType, Int } from 'type-graphql';

@InputType()
export class MemberSourceInput {
  /** `Project` or `Group`. */
  @Field(() => String) type!: 'Project' | 'Group';
  /** The project's or group's `:id` (number or full path). */
  @Field(() => String) ref!: string;
}

@InputType()
export class MemberFilter {
  @Field(() => String, { nullable: true }) query?: string;
  @Field(() => [ID], { nullable: true }) userIds?: string[];
  @Field(() => [ID], { nullable: true }) skipUsers?: string[];
  /** `active` or `awaiting`. */
  @Field(() => String, { nullable: true }) state?: string;
  /** Also memberships inherited from ancestor groups (highest level per user). */
  @Field(() => Boolean, { nullable: true }) inherited?: boolean;
}

@InputType()
export class AddMembersInput {
  @Field(() => [ID], { nullable: true }) userIds?: string[];
  @Field(() => [String], { nullable: true }) usernames?: string[];
  @Field(() => Int) accessLevel!: number;
  /** `YYYY-MM-DD` */
  @Field(() => String, { nullable: true }) expiresAt?: string | null;
  /** Adding one user answers GitLab's single-member errors (409, 404); several are upserted. */
  @Field(() => Boolean, { defaultValue: false }) bulk!: boolean;
}

@InputType()
export class UpdateMemberInput {
  @Field(() => Int) accessLevel!: number;
  @Field(() => String, { nullable: true }) expiresAt?: string | null;
}
