import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** An external identity (LDAP, SAML, OAuth provider) linked to a user. */
@Entity({ tableName: 'user_identities' })
export class UserIdentity {
  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'integer' }) userId!: number;
  @Property({ type: 'text' }) provider!: string;
  @Property({ type: 'text' }) externUid!: string;
  @Property({ type: 'integer', nullable: true }) samlProviderId: number | null = null;
}
