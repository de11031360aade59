import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';

/**
 * An LDAP group (by `cn`) or user filter (`filter`, exactly one of the two) whose members a group
 * synchronises at `groupAccess` (EE LdapGroupLink). Stored only: no LDAP server is configured.
 */
@ObjectType('LdapGroupLink')
@Entity({ tableName: 'ldap_group_links' })
export class LdapGroupLink {
  [OptionalProps]?: 'cn' | 'filter' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => ID) @Property({ type: 'integer' }) groupId!: number;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) cn: string | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) filter: string | null = null;
  @Field(() => Int) @Property({ type: 'integer' }) groupAccess!: number;
  @Field(() => String) @Property({ type: 'text' }) provider!: string;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}
