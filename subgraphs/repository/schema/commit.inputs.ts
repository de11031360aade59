import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { PageArgs } from '@forgegraph/platform';

/** GET /repository/commits filters; trailers and stats are fields of Commit, computed when selected. */
@ArgsType()
export class CommitListArgs extends PageArgs {
  /** A branch, tag or range (`a..b`, `a...b`); the default branch when absent. */
  @Field(() => String, { nullable: true }) refName?: string | null;
  /** ISO 8601; inclusive. */
  @Field(() => String, { nullable: true }) since?: string | null;
  @Field(() => String, { nullable: true }) until?: string | null;
  @Field(() => String, { nullable: true }) path?: string | null;
  @Field(() => String, { nullable: true }) author?: string | null;
  @Field(() => Boolean, { defaultValue: false }) all!: boolean;
  @Field(() => Boolean, { defaultValue: false }) firstParent!: boolean;
  /** `default` (reverse chronological) or `topo`. */
  @Field(() => String, { defaultValue: 'default' }) order!: string;
  /** false: `pageInfo.total` is null (GitLab leaves X-Total out of this list for performance). */
  @Field(() => Boolean, { defaultValue: true }) withTotal!: boolean;
}

@InputType()
export class CommitActionInput {
  /** `create`, `update`, `move`, `delete` or `chmod`; other values get GitLab's 400. */
  @Field(() => String) action!: string;
  @Field(() => String) filePath!: string;
  @Field(() => String, { nullable: true }) previousPath?: string | null;
  @Field(() => String, { nullable: true }) content?: string | null;
  /** `text` (default) or `base64`. */
  @Field(() => String, { nullable: true }) encoding?: string | null;
  @Field(() => String, { nullable: true }) lastCommitId?: string | null;
  @Field(() => Boolean, { nullable: true }) executeFilemode?: boolean | null;
}

/** POST /repository/commits. */
@InputType()
export class CreateCommitInput {
  @Field(() => ID) projectId!: string;
  @Field(() => String) branch!: string;
  @Field(() => String) commitMessage!: string;
  @Field(() => [CommitActionInput]) actions!: CommitActionInput[];
  @Field(() => String, { nullable: true }) startBranch?: string | null;
  @Field(() => String, { nullable: true }) startSha?: string | null;
  @Field(() => ID, { nullable: true }) startProject?: string | null;
  @Field(() => String, { nullable: true }) authorName?: string | null;
  @Field(() => String, { nullable: true }) authorEmail?: string | null;
  @Field(() => Boolean, { nullable: true }) force?: boolean | null;
}

/** POST /repository/commits/:sha/cherry_pick. */
@InputType()
export class CherryPickCommitInput {
  @Field(() => ID) projectId!: string;
  @Field(() => String) sha!: string;
  @Field(() => String) branch!: string;
  @Field(() => Boolean, { nullable: true }) dryRun?: boolean | null;
  @Field(() => String, { nullable: true }) message?: string | null;
}

@ArgsType()
export class CommitRefsArgs extends PageArgs {
  @Field(() => String) sha!: string;
  /** `branch`, `tag` or `all` (default). */
  @Field(() => String, { defaultValue: 'all' }) type!: string;
}

@ArgsType()
export class CommitDiffArgs extends PageArgs {
  @Field(() => String) sha!: string;
}

@ArgsType()
export class CommitSequenceArgs {
  @Field(() => String) sha!: string;
  @Field(() => Boolean, { defaultValue: false }) firstParent!: boolean;
}

/** POST /repository/commits/:sha/revert. */
@InputType()
export class RevertCommitInput {
  @Field(() => ID) projectId!: string;
  @Field(() => String) sha!: string;
  @Field(() => String) branch!: string;
  @Field(() => Boolean, { nullable: true }) dryRun?: boolean | null;
}
