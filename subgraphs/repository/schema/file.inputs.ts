import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { PageArgs } from '@forgegraph/platform';

@ArgsType()
export class TreeArgs extends PageArgs {
  @Field(() => String, { nullable: true }) path?: string | null;
  @Field(() => String, { nullable: true }) ref?: string | null;
  @Field(() => Boolean, { defaultValue: false }) recursive!: boolean;
}

@ArgsType()
export class BlameArgs {
  @Field(() => String) filePath!: string;
  @Field(() => String) ref!: string;
  @Field(() => Int, { nullable: true }) rangeStart?: number | null;
  @Field(() => Int, { nullable: true }) rangeEnd?: number | null;
}

@ArgsType()
export class CompareArgs {
  @Field(() => String) from!: string;
  @Field(() => String) to!: string;
  @Field(() => Boolean, { defaultValue: false }) straight!: boolean;
}

@ArgsType()
export class ArchiveArgs {
  @Field(() => String, { nullable: true }) sha?: string | null;
  /** `tar.gz` (default), `tar.bz2`, `tbz`, `tbz2`, `tb2`, `bz2`, `tar`, `zip`. */
  @Field(() => String, { nullable: true }) format?: string | null;
  @Field(() => String, { nullable: true }) path?: string | null;
}

/** POST/PUT/DELETE /repository/files/:file_path. */
@InputType()
export class FileCommitInput {
  @Field(() => ID) projectId!: string;
  @Field(() => String) filePath!: string;
  @Field(() => String) branch!: string;
  @Field(() => String) commitMessage!: string;
  @Field(() => String, { nullable: true }) startBranch?: string | null;
  @Field(() => String, { nullable: true }) content?: string | null;
  /** `text` (default) or `base64`. */
  @Field(() => String, { nullable: true }) encoding?: string | null;
  @Field(() => String, { nullable: true }) authorName?: string | null;
  @Field(() => String, { nullable: true }) authorEmail?: string | null;
  @Field(() => String, { nullable: true }) lastCommitId?: string | null;
  @Field(() => Boolean, { nullable: true }) executeFilemode?: boolean | null;
}
