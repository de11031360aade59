import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

/** A group on a project's allowlist: job tokens of every project below it are allowed in (ci_job_token_group_scope_links). */
@ObjectType('JobTokenGroupLink')
@Entity({ tableName: 'job_token_group_links' })
export class JobTokenGroupLink {
  [OptionalProps]?: 'addedById' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => Int) @Property({ type: 'integer' }) sourceProjectId!: number;
  @Field(() => Int) @Property({ type: 'integer' }) targetGroupId!: number;
  @Property({ type: 'integer', nullable: true }) addedById: number | null = null;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
}
