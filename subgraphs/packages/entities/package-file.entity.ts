import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, Float, ID, Int, ObjectType } from 'type-graphql';

/**
 * A file of a package (GitLab's packages_package_files): the `.nupkg`, or a `.snupkg` symbol package.
 * The bytes live in the object store under `objectKey`; checksums as GitLab records them.
 */
@Directive('@key(fields: "id")')
@ObjectType('PackageFile')
@Entity({ tableName: 'package_files' })
export class PackageFile {
  [OptionalProps]?: 'createdAt';

  @Field(() => ID) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => Int) @Property({ type: 'integer' }) packageId!: number;
  @Property({ type: 'integer' }) projectId!: number;
  @Field(() => String) @Property({ type: 'text' }) fileName!: string;
  /** `nupkg` or `snupkg`. */
  @Field(() => String) @Property({ type: 'text' }) fileType!: string;
  @Field(() => Float) @Property({ type: 'bigint', runtimeType: 'number' }) size!: number;
  @Field(() => String) @Property({ type: 'text' }) fileSha256!: string;
  @Field(() => String) @Property({ type: 'text' }) fileSha1!: string;
  @Field(() => String) @Property({ type: 'text' }) fileMd5!: string;
  /** Internal: the edge streams downloads from it. */
  @Field(() => String) @Property({ type: 'text' }) objectKey!: string;
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
}
