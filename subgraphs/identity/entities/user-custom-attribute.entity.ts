import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Administrator-managed key/value metadata on a user (GitLab's custom attributes). */
@Entity({ tableName: 'user_custom_attributes' })
export class UserCustomAttribute {
  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'integer' }) userId!: number;
  @Property({ type: 'text' }) key!: string;
  @Property({ type: 'text' }) value!: string;
}
