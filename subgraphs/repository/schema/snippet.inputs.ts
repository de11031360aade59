import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { PageArgs } from '@forgegraph/platform';

@ArgsType()
export class SnippetListArgs extends PageArgs {
  /** `authored` (GET /snippets), `public` or `all`. */
  @Field(() => String, { defaultValue: 'authored' }) scope!: string;
  @Field(() => Date, { nullable: true }) createdAfter?: Date | null;
  @Field(() => Date, { nullable: true }) createdBefore?: Date | null;
  @Field(() => String, { nullable: true }) repositoryStorage?: string | null;
}

@InputType()
export class SnippetFileInput {
  @Field(() => String) filePath!: string;
  @Field(() => String) content!: string;
}

/** POST /snippets and POST /projects/:id/snippets. */
@InputType()
export class CreateSnippetInput {
  /** GitLab's `:id` (project id or full path); absent for a personal snippet. */
  @Field(() => ID, { nullable: true }) projectId?: string | null;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String) visibility!: string;
  @Field(() => [SnippetFileInput], { nullable: true }) files?: SnippetFileInput[] | null;
  @Field(() => String, { nullable: true }) fileName?: string | null;
  @Field(() => String, { nullable: true }) content?: string | null;
  @Field(() => String, { nullable: true }) userAgent?: string | null;
  @Field(() => String, { nullable: true }) ipAddress?: string | null;
}

/** An entry of `files[]` on update: `create`, `update`, `delete` or `move`. */
@InputType()
export class SnippetFileActionInput {
  @Field(() => String) action!: string;
  @Field(() => String, { nullable: true }) filePath?: string | null;
  @Field(() => String, { nullable: true }) previousPath?: string | null;
  @Field(() => String, { nullable: true }) content?: string | null;
}

/** PUT /snippets/:id and PUT /projects/:id/snippets/:snippet_id. */
@InputType()
export class UpdateSnippetInput {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true }) projectId?: string | null;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) visibility?: string | null;
  @Field(() => String, { nullable: true }) fileName?: string | null;
  @Field(() => String, { nullable: true }) content?: string | null;
  @Field(() => [SnippetFileActionInput], { nullable: true }) files?: SnippetFileActionInput[] | null;
}
