import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { PageArgs } from '@forgegraph/platform';

@ArgsType()
export class TagListArgs extends PageArgs {
  /** `updated` (default), `name` or `version`. */
  @Field(() => String, { defaultValue: 'updated' }) orderBy!: string;
  /** `desc` (default) or `asc`. */
  @Field(() => String, { defaultValue: 'desc' }) sort!: string;
  /** Substring; `^term` prefix, `term$` suffix. */
  @Field(() => String, { nullable: true }) search?: string | null;
}

@ArgsType()
export class BranchListArgs extends PageArgs {
  @Field(() => String, { nullable: true }) search?: string | null;
  @Field(() => String, { nullable: true }) regex?: string | null;
  /** `name_asc` (default), `updated_asc` or `updated_desc`. */
  @Field(() => String, { nullable: true }) sort?: string | null;
}

@ArgsType()
export class ProtectedBranchListArgs extends PageArgs {
  @Field(() => String, { nullable: true }) search?: string | null;
}

/** POST /repository/tags; a message makes the tag annotated. */
@InputType()
export class CreateTagInput {
  @Field(() => ID) projectId!: string;
  @Field(() => String) tagName!: string;
  /** A commit sha, branch or tag. */
  @Field(() => String) ref!: string;
  @Field(() => String, { nullable: true }) message?: string | null;
}

/** POST /repository/branches. */
@InputType()
export class CreateBranchInput {
  @Field(() => ID) projectId!: string;
  @Field(() => String) branch!: string;
  @Field(() => String) ref!: string;
}
