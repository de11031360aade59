import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { NugetDependencyType } from '../schema/nuget-dependency.type';

/** A dependency as the `.nuspec` declares it; `targetFramework` null for ungrouped ones. */
export interface NugetDependency {
  name: string;
  range: string | null;
  targetFramework: string | null;
}

/** What the `.nuspec` says besides id and version (GitLab's nuget_metadata, tags and dependencies). */
export interface NugetMetadata {
  authors: string | null;
  description: string | null;
  summary: string | null;
  tags: string[];
  projectUrl: string | null;
  licenseUrl: string | null;
  iconUrl: string | null;
  releaseNotes: string | null;
  dependencies: NugetDependency[];
  /** Target frameworks that declared a group, even an empty one (kept as `dependencies: []`). */
  frameworks: string[];
}

/**
 * A package of a project (GitLab's packages_packages): only NuGet for now. `normalizedVersion` is
 * NuGet's normalised form, the one lookups and duplicate checks compare.
 */
@Directive('@key(fields: "id")')
@ObjectType('Package')
@Entity({ tableName: 'packages' })
export class Package {
  [OptionalProps]?: 'status' | 'createdAt' | 'updatedAt' | 'lastDownloadedAt' | 'downloads' | 'packageType';

  @Field(() => ID) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => Int) @Property({ type: 'integer' }) projectId!: number;
  @Field(() => String) @Property({ type: 'text' }) name!: string;
  @Field(() => String) @Property({ type: 'text' }) version!: string;
  @Field(() => String) @Property({ type: 'text' }) normalizedVersion!: string;
  @Field(() => String) @Property({ type: 'text' }) packageType: string = 'nuget';
  /** `default`, `hidden`, `processing`, `error`, `pending_destruction` (Packages::Package statuses). */
  @Field(() => String) @Property({ type: 'text' }) status: string = 'default';
  @Property({ type: 'json' }) metadata!: NugetMetadata;
  @Field(() => Int) @Property({ type: 'integer' }) downloads: number = 0;
  @Field(() => Date, { nullable: true }) @Property({ type: 'timestamptz', nullable: true }) lastDownloadedAt: Date | null = null;
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) updatedAt: Date = new Date();

  // The .nuspec's fields, read out of `metadata` for GraphQL (the feed documents select them).
  @Field(() => String, { nullable: true }) get authors(): string | null { return this.metadata.authors; }
  @Field(() => String, { nullable: true }) get description(): string | null { return this.metadata.description; }
  @Field(() => String, { nullable: true }) get summary(): string | null { return this.metadata.summary; }
  @Field(() => [String]) get tags(): string[] { return this.metadata.tags; }
  @Field(() => String, { nullable: true }) get projectUrl(): string | null { return this.metadata.projectUrl; }
  @Field(() => String, { nullable: true }) get licenseUrl(): string | null { return this.metadata.licenseUrl; }
  @Field(() => String, { nullable: true }) get iconUrl(): string | null { return this.metadata.iconUrl; }
  @Field(() => String, { nullable: true }) get releaseNotes(): string | null { return this.metadata.releaseNotes; }
  @Field(() => [NugetDependencyType]) get dependencies(): NugetDependency[] { return this.metadata.dependencies; }
  @Field(() => [String], { description: 'Target frameworks with a dependency group, empty ones included.' }) get frameworks(): string[] { return this.metadata.frameworks; }
}
