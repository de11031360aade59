import { Field, ID, InputType } from 'type-graphql';

/** `GET /personal_access_tokens` filters; absent fields do not filter. */
@InputType()
export class PersonalAccessTokenFilter {
  /** Administrators only (others may name themselves); an empty value finds nothing (404). */
  @Field(() => ID, { nullable: true }) userId?: string | null;
  @Field(() => Boolean, { nullable: true }) revoked?: boolean | null;
  /** `active` or `inactive`. */
  @Field(() => String, { nullable: true }) state?: string | null;
  @Field(() => Date, { nullable: true }) createdBefore?: Date | null;
  @Field(() => Date, { nullable: true }) createdAfter?: Date | null;
  @Field(() => Date, { nullable: true }) lastUsedBefore?: Date | null;
  @Field(() => Date, { nullable: true }) lastUsedAfter?: Date | null;
  /** `YYYY-MM-DD` */
  @Field(() => String, { nullable: true }) expiresBefore?: string | null;
  /** `YYYY-MM-DD` */
  @Field(() => String, { nullable: true }) expiresAfter?: string | null;
  /** Part of the token name (three characters or more), or the whole name. */
  @Field(() => String, { nullable: true }) search?: string | null;
  /** `created_asc`, `created_desc`, `expires_asc`, `expires_desc`, `last_used_asc`, `last_used_desc`, `name_asc`, `name_desc`. */
  @Field(() => String, { nullable: true }) sort?: string | null;
}

@InputType()
export class CreateOwnPersonalAccessTokenInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => [String]) scopes!: string[];
  /** `YYYY-MM-DD`; the default depends on the mutation. */
  @Field(() => String, { nullable: true }) expiresAt?: string | null;
}

@InputType()
export class CreatePersonalAccessTokenInput extends CreateOwnPersonalAccessTokenInput {
  @Field(() => ID) userId!: string;
}

@InputType()
export class CreateImpersonationTokenInput extends CreateOwnPersonalAccessTokenInput {
  @Field(() => ID) userId!: string;
}
