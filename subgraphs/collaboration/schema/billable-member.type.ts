import { Field, Int, ObjectType } from 'type-graphql';
import { UserRef } from './user-ref.type';

/** A user counted for a top-level group's seats (EE BillableMember). */
@ObjectType()
export class BillableMember {
  @Field(() => UserRef) user!: UserRef;
  /** `YYYY-MM-DD`, from identity. */
  @Field(() => String, { nullable: true }) lastActivityOn!: string | null;
  @Field(() => String, { nullable: true }) lastLoginAt!: string | null;
  /** `group_member` or `project_member` (invites come with group shares). */
  @Field(() => String) membershipType!: string;
  @Field(() => Boolean) removable!: boolean;
  @Field(() => Boolean) isLastOwner!: boolean;
  @Field(() => Int) accessLevel!: number;
}
