import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Float, ObjectType } from 'type-graphql';

/**
 * A file a job uploaded (GitLab's ci_job_artifacts): one per `fileType` per job. The bytes live in the
 * object store under `objectKey`; an `archive` also has its entry index (JobArtifactEntry) so single files
 * are served without reading the zip's central directory again.
 */
@ObjectType('JobArtifact')
@Entity({ tableName: 'job_artifacts' })
export class JobArtifact {
  [OptionalProps]?: 'expireAt' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'integer' }) projectId!: number;
  @Property({ type: 'integer' }) jobId!: number;
  /** `archive`, `metadata`, `trace`, `junit`, ... (Enums::Ci::JobArtifact file types). */
  @Field(() => String) @Property({ type: 'text' }) fileType!: string;
  /** `zip`, `gzip` or `raw`. */
  @Field(() => String) @Property({ type: 'text' }) fileFormat!: string;
  @Field(() => String) @Property({ type: 'text' }) filename!: string;
  @Field(() => Float) @Property({ type: 'bigint', runtimeType: 'number' }) size!: number;
  @Property({ type: 'text' }) sha256!: string;
  /** Where the object store keeps the bytes; internal (the edge streams downloads from it). */
  @Field(() => String) @Property({ type: 'text' }) objectKey!: string;
  /** Null: kept for ever (`expire_in: never`, or kept through the API). */
  @Field(() => Date, { nullable: true }) @Property({ type: 'timestamptz', nullable: true }) expireAt: Date | null = null;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
}
