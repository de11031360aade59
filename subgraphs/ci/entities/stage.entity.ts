import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A stage of a pipeline that has jobs (GitLab's ci_stages): `position` is the stage's index in the
 * configuration's stage list (`.pre` is 0), `status` the composite of its latest jobs.
 */
@Entity({ tableName: 'stages' })
export class Stage {
  [OptionalProps]?: 'status';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'integer' }) pipelineId!: number;
  @Property({ type: 'integer' }) projectId!: number;
  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'integer' }) position!: number;
  @Property({ type: 'text', default: 'created' }) status = 'created';
}
