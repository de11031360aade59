import { Field, Float, InputType, Int } from 'type-graphql';

/** GET …/commits/:sha/statuses filters (lib/api/commit_statuses.rb); the facade validates the values. */
@InputType()
export class CommitStatusesFilter {
  @Field(() => String, { nullable: true }) ref?: string | null;
  @Field(() => String, { nullable: true }) stage?: string | null;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => Int, { nullable: true }) pipelineId?: number | null;
  @Field(() => Boolean, { nullable: true }) all?: boolean | null;
  @Field(() => String, { nullable: true }) orderBy?: string | null;
  @Field(() => String, { nullable: true }) sort?: string | null;
}

@InputType()
export class CreateCommitStatusInput {
  @Field(() => String) projectRef!: string;
  @Field(() => String) sha!: string;
  @Field(() => String) state!: string;
  @Field(() => String, { nullable: true }) ref?: string | null;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) targetUrl?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Float, { nullable: true }) coverage?: number | null;
  @Field(() => Int, { nullable: true }) pipelineId?: number | null;
}
