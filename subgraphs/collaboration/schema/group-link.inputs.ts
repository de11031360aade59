import { Field, InputType, Int } from 'type-graphql';

/** POST /groups/:id/ldap_group_links: `cn` or `filter`, exactly one. */
@InputType()
export class CreateLdapGroupLinkInput {
  @Field(() => String, { nullable: true }) cn?: string | null;
  @Field(() => String, { nullable: true }) filter?: string | null;
  @Field(() => Int) groupAccess!: number;
  @Field(() => String) provider!: string;
}

/** DELETE /groups/:id/ldap_group_links: the link by `cn` or `filter`, with or without `provider`. */
@InputType()
export class LdapGroupLinkKeyInput {
  @Field(() => String, { nullable: true }) cn?: string | null;
  @Field(() => String, { nullable: true }) filter?: string | null;
  @Field(() => String, { nullable: true }) provider?: string | null;
}

/** POST /groups/:id/saml_group_links */
@InputType()
export class CreateSamlGroupLinkInput {
  @Field(() => String) samlGroupName!: string;
  @Field(() => Int) accessLevel!: number;
  @Field(() => Int, { nullable: true }) memberRoleId?: number | null;
  @Field(() => String, { nullable: true }) provider?: string | null;
}

/** A SAML group link by name; a given `provider` (empty: none) picks among same-named links. */
@InputType()
export class SamlGroupLinkKeyInput {
  @Field(() => String) samlGroupName!: string;
  @Field(() => String, { nullable: true }) provider?: string;
}
