import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';

/** A SAML group whose members get `accessLevel` in a group at sign-in (EE SamlGroupLink). */
@ObjectType('SamlGroupLink')
@Entity({ tableName: 'saml_group_links' })
export class SamlGroupLink {
  [OptionalProps]?: 'memberRoleId' | 'provider' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => ID) @Property({ type: 'integer' }) groupId!: number;
  @Field(() => String) @Property({ type: 'text' }) samlGroupName!: string;
  @Field(() => Int) @Property({ type: 'integer' }) accessLevel!: number;
  @Field(() => Int, { nullable: true }) @Property({ type: 'integer', nullable: true }) memberRoleId: number | null = null;
  /** Which SAML provider's assertions the link applies to; null for any. */
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) provider: string | null = null;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}
