import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

/** A project on another project's inbound allowlist (ci_job_token_project_scope_links). */
@ObjectType('JobTokenProjectLink')
@Entity({ tableName: 'job_token_project_links' })
export class JobTokenProjectLink {
  [OptionalProps]?: 'addedById' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  /** The project whose allowlist this is. */
  @Field(() => Int) @Property({ type: 'integer' }) sourceProjectId!: number;
  /** The project whose job tokens are allowed in. */
  @Field(() => Int) @Property({ type: 'integer' }) targetProjectId!: number;
  @Property({ type: 'integer', nullable: true }) addedById: number | null = null;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
}
