import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ObjectType } from 'type-graphql';

/**
 * Administrator-managed key/value metadata on a group (GitLab's custom attributes). The GraphQL
 * value type is shared with identity's user custom attributes.
 */
@Directive('@shareable')
@ObjectType('CustomAttribute')
@Entity({ tableName: 'group_custom_attributes' })
export class GroupCustomAttribute {
  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'integer' }) namespaceId!: number;
  @Field(() => String) @Property({ type: 'text' }) key!: string;
  @Field(() => String) @Property({ type: 'text' }) value!: string;
}
