import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { PageArgs } from '@forgegraph/platform';

@ArgsType()
export class ReleaseListArgs extends PageArgs {
  /** `released_at` (default) or `created_at`. */
  @Field(() => String, { defaultValue: 'released_at' }) orderBy!: string;
  /** `desc` (default) or `asc`. */
  @Field(() => String, { defaultValue: 'desc' }) sort!: string;
  @Field(() => Date, { nullable: true }) updatedBefore?: Date | null;
  @Field(() => Date, { nullable: true }) updatedAfter?: Date | null;
}

/** One `assets[links][]` entry, or the body of POST/PUT .../assets/links. */
@InputType()
export class ReleaseLinkInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) url?: string | null;
  /** `direct_asset_path` (or the deprecated `filepath`). */
  @Field(() => String, { nullable: true }) directAssetPath?: string | null;
  @Field(() => String, { nullable: true }) linkType?: string | null;
}

/** POST /projects/:id/releases. */
@InputType()
export class CreateReleaseInput {
  @Field(() => ID) projectId!: string;
  @Field(() => String) tagName!: string;
  @Field(() => String, { nullable: true }) tagMessage?: string | null;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  /** Where a missing tag is created from. */
  @Field(() => String, { nullable: true }) ref?: string | null;
  @Field(() => [ReleaseLinkInput], { nullable: true }) links?: ReleaseLinkInput[] | null;
  /** Milestone titles of the project. */
  @Field(() => [String], { nullable: true }) milestones?: string[] | null;
  @Field(() => [ID], { nullable: true }) milestoneIds?: string[] | null;
  @Field(() => Date, { nullable: true }) releasedAt?: Date | null;
}

/** PUT /projects/:id/releases/:tag_name: absent fields stay as they are; `milestones: []` clears them. */
@InputType()
export class UpdateReleaseInput {
  @Field(() => ID) projectId!: string;
  @Field(() => String) tagName!: string;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Date, { nullable: true }) releasedAt?: Date | null;
  @Field(() => [String], { nullable: true }) milestones?: string[] | null;
  @Field(() => [ID], { nullable: true }) milestoneIds?: string[] | null;
}
