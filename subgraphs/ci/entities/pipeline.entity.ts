import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';

/**
 * A project's pipeline (GitLab's ci_pipelines). `iid` counts per project without gaps (internal
 * ids); `status` is the composite of its latest jobs (services/status), kept here so lists filter
 * and sort on it. The user is identity's, held by id; child pipelines point at their parent.
 */
@Directive('@key(fields: "id")')
@ObjectType('Pipeline')
@Entity({ tableName: 'pipelines' })
export class Pipeline {
  [OptionalProps]?: 'beforeSha' | 'tag' | 'status' | 'failureReason' | 'yamlErrors' | 'userId' | 'name' | 'parentPipelineId' | 'configPath' | 'triggerId'
    | 'committedAt' | 'startedAt' | 'finishedAt' | 'duration' | 'createdAt' | 'updatedAt';

  @Field(() => ID) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => ID) @Property({ type: 'integer' }) projectId!: number;
  @Field(() => Int) @Property({ type: 'integer' }) iid!: number;
  @Field(() => String) @Property({ type: 'text' }) sha!: string;
  @Field(() => String) @Property({ type: 'text', default: '0000000000000000000000000000000000000000' }) beforeSha = '0000000000000000000000000000000000000000';
  @Field(() => String) @Property({ type: 'text' }) ref!: string;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) tag = false;
  @Field(() => String) @Property({ type: 'text' }) source!: string;
  @Field(() => String) @Property({ type: 'text', default: 'created' }) status = 'created';
  /** `config_error` for a stored invalid configuration (reference §2.4). */
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) failureReason: string | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) yamlErrors: string | null = null;
  @Property({ type: 'integer', nullable: true }) userId: number | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) name: string | null = null;
  @Field(() => ID, { nullable: true }) @Property({ type: 'integer', nullable: true }) parentPipelineId: number | null = null;
  /** The pipeline trigger token that created it (source `trigger`). */
  @Property({ type: 'integer', nullable: true }) triggerId: number | null = null;
  /** The file the configuration was read from (the project's ci_config_path or `.gitlab-ci.yml`). */
  @Property({ type: 'text', nullable: true }) configPath: string | null = null;
  @Field(() => Date, { nullable: true }) @Property({ type: 'timestamptz', nullable: true }) committedAt: Date | null = null;
  @Field(() => Date, { nullable: true }) @Property({ type: 'timestamptz', nullable: true }) startedAt: Date | null = null;
  @Field(() => Date, { nullable: true }) @Property({ type: 'timestamptz', nullable: true }) finishedAt: Date | null = null;
  /** Seconds spent running, set when the pipeline completes. */
  @Field(() => Int, { nullable: true }) @Property({ type: 'integer', nullable: true }) duration: number | null = null;
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) updatedAt: Date = new Date();
}
