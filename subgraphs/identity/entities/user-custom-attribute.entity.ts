import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ObjectType } from 'type-graphql';

/** Administrator-managed key/value metadata on a user (GitLab's custom attributes). */
// Shareable: projects and groups carry the same `CustomAttribute` value type in collaboration.
@Directive('@shareable')
@ObjectType('CustomAttribute')
@Entity({ tableName: 'user_custom_attributes' })
export class UserCustomAttribute {
  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'integer' }) userId!: number;
  @Field(() => String) @Property({ type: 'text' }) key!: string;
  @Field(() => String) @Property({ type: 'text' }) value!: string;
}
