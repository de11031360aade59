import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Administrator-managed key/value metadata on a project (GitLab's project_custom_attributes). Served
 * through the shared `CustomAttribute` GraphQL type that GroupCustomAttribute declares.
 */
@Entity({ tableName: 'project_custom_attributes' })
export class ProjectCustomAttribute {
  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'integer' }) projectId!: number;
  @Property({ type: 'text' }) key!: string;
  @Property({ type: 'text' }) value!: string;
}
