import { Field, ID, Int, ObjectType } from 'type-graphql';

/** The edge's view of a presented token (rest-facade/edge/token-verifier.ts, remote adapter). */
@ObjectType()
export class TokenAuthentication {
  /** `valid`, `unknown`, `expired`, `revoked` or `user_blocked`. */
  @Field(() => String) kind!: string;
  @Field(() => String, { nullable: true }) reason!: string | null;
  @Field(() => AuthenticatedUserRecord, { nullable: true }) user!: AuthenticatedUserRecord | null;
  @Field(() => Int, { nullable: true }) tokenId!: number | null;
  @Field(() => [String]) scopes!: string[];
  @Field(() => Boolean) impersonation!: boolean;
}

@ObjectType()
export class AuthenticatedUserRecord {
  @Field(() => ID) id!: number;
  @Field(() => String) username!: string;
  @Field(() => Boolean) admin!: boolean;
  @Field(() => String) state!: string;
  @Field(() => String, { nullable: true }) lastActivityOn!: string | null;
}
