import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A project runner's assignment to a project (GitLab's ci_runner_projects); the first is its owner project. */
@Entity({ tableName: 'runner_projects' })
export class RunnerProject {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'integer' }) runnerId!: number;
  @Property({ type: 'integer' }) projectId!: number;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
}
