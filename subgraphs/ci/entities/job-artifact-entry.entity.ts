import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';

/**
 * One file of an archive artifact, recorded at upload (what GitLab keeps in its `metadata` artifact):
 * where its bytes start in the zip and how they are stored, so a single file is a ranged read.
 */
@ObjectType('JobArtifactEntry')
@Entity({ tableName: 'job_artifact_entries' })
export class JobArtifactEntry {
  @PrimaryKey({ type: 'integer' }) artifactId!: number;
  @Field(() => String) @PrimaryKey({ type: 'text' }) path!: string;
  @Field(() => Float) @Property({ type: 'bigint', runtimeType: 'number' }) size!: number;
  @Field(() => Float) @Property({ type: 'bigint', runtimeType: 'number' }) compressedSize!: number;
  /** Offset of the entry's local file header in the zip. */
  @Field(() => Float) @Property({ type: 'bigint', runtimeType: 'number' }) headerOffset!: number;
  /** Zip compression method: 0 stored, 8 deflated. */
  @Field(() => Int) @Property({ type: 'integer' }) method!: number;
}
