import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

/**
 * One machine running a runner (GitLab's ci_runner_machines), keyed by the `system_id` the runner sends
 * (`s_…` or `r_…`), with what its last contact told about it (`info`: version, revision, platform, ...).
 */
@ObjectType('RunnerManager')
@Entity({ tableName: 'runner_managers' })
export class RunnerManager {
  [OptionalProps]?: 'version' | 'revision' | 'platform' | 'architecture' | 'executorType' | 'ipAddress' | 'contactedAt' | 'createdAt' | 'updatedAt';

  @Field(() => ID) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => ID) @Property({ type: 'integer' }) runnerId!: number;
  @Field(() => String) @Property({ type: 'text' }) systemId!: string;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) version: string | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) revision: string | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) platform: string | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) architecture: string | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) executorType: string | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) ipAddress: string | null = null;
  @Field(() => Date, { nullable: true }) @Property({ type: 'timestamptz', nullable: true }) contactedAt: Date | null = null;
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) updatedAt: Date = new Date();
}
