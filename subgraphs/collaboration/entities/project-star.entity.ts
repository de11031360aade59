import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A user's star on a project (GitLab's users_star_projects). `projects.star_count` is kept in step
 * in the same transaction, so lists read the count from the project row with no extra query.
 */
@Entity({ tableName: 'users_star_projects' })
export class ProjectStar {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'integer' }) projectId!: number;
  @Property({ type: 'integer' }) userId!: number;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
}
