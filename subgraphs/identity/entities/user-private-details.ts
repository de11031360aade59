import { Field, ID, Int, ObjectType } from 'type-graphql';
import { User } from './user.entity';

@ObjectType()
export class UserIdentityRecord {
  @Field(() => String) provider!: string;
  @Field(() => String) externUid!: string;
  @Field(() => Int, { nullable: true }) samlProviderId!: number | null;
}

/** A user's private data: visible to the user and administrators; `adminOnly*` fields to administrators only. */
@ObjectType()
export class UserPrivateDetails {
  @Field(() => String) email!: string;
  @Field(() => Boolean) isAdmin!: boolean;
  @Field(() => Date, { nullable: true }) lastSignInAt!: Date | null;
  @Field(() => Date, { nullable: true }) confirmedAt!: Date | null;
  @Field(() => String, { nullable: true }) lastActivityOn!: string | null;
  @Field(() => Int) themeId!: number;
  @Field(() => Int) colorSchemeId!: number;
  @Field(() => Int) projectsLimit!: number;
  @Field(() => Date, { nullable: true }) currentSignInAt!: Date | null;
  @Field(() => Boolean) canCreateGroup!: boolean;
  @Field(() => Boolean) canCreateProject!: boolean;
  @Field(() => Boolean) twoFactorEnabled!: boolean;
  @Field(() => Boolean) external!: boolean;
  @Field(() => String, { nullable: true }) commitEmail!: string | null;
  @Field(() => ID, { nullable: true }) namespaceId!: string | null;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => ID, { nullable: true }) createdById!: string | null;
  @Field(() => String, { nullable: true }) currentSignInIp!: string | null;
  @Field(() => String, { nullable: true }) lastSignInIp!: string | null;
  @Field(() => Date, { nullable: true }) emailResetOfferedAt!: Date | null;
  /** The administrator who created the account; null when the user signed up. Administrators only. */
  /** Whose details these are (not a GraphQL field): keys the batched identities lookup. */
  userId!: number;
  @Field(() => Int, { description: 'Devise trackable sign-ins. Administrators only (0 otherwise).' }) signInCount!: number;
  @Field(() => Int, { description: 'Highest access level in any group or project (collaboration will supply it; 0 until then).' }) highestRole!: number;
  @Field(() => Boolean, { description: 'Counts against a license seat (always false without a license).' }) usingLicenseSeat!: boolean;
  @Field(() => Int, { nullable: true }) sharedRunnersMinutesLimit!: number | null;
  @Field(() => Int, { nullable: true }) extraSharedRunnersMinutesLimit!: number | null;
}
