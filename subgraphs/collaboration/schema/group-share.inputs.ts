import { Field, ID, InputType, Int } from 'type-graphql';

/** POST /groups/:id/share */
@InputType()
export class ShareGroupInput {
  /** The invited group: its direct members get access to the shared group. */
  @Field(() => ID) groupId!: string;
  @Field(() => Int) groupAccess!: number;
  /** `YYYY-MM-DD` */
  @Field(() => String, { nullable: true }) expiresAt?: string | null;
  @Field(() => Int, { nullable: true }) memberRoleId?: number | null;
}
