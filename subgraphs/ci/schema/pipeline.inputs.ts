import { Field, InputType } from 'type-graphql';

/** Ci::PipelinesFinder's params (doc/api/pipelines.md#list-project-pipelines); the facade validates the values. */
@InputType()
export class PipelinesFilter {
  /** `running`, `pending`, `finished`, `branches`, `tags`. */
  @Field(() => String, { nullable: true }) scope?: string | null;
  @Field(() => String, { nullable: true }) status?: string | null;
  @Field(() => String, { nullable: true }) source?: string | null;
  @Field(() => String, { nullable: true }) ref?: string | null;
  @Field(() => String, { nullable: true }) sha?: string | null;
  @Field(() => Boolean, { nullable: true }) yamlErrors?: boolean | null;
  @Field(() => String, { nullable: true }) username?: string | null;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => Date, { nullable: true }) updatedBefore?: Date | null;
  @Field(() => Date, { nullable: true }) updatedAfter?: Date | null;
  @Field(() => Date, { nullable: true }) createdBefore?: Date | null;
  @Field(() => Date, { nullable: true }) createdAfter?: Date | null;
  /** `id` (default), `status`, `ref`, `updated_at`, `user_id`. */
  @Field(() => String, { nullable: true }) orderBy?: string | null;
  @Field(() => String, { nullable: true }) sort?: string | null;
}

@InputType()
export class PipelineVariableInput {
  @Field(() => String) key!: string;
  @Field(() => String) value!: string;
  @Field(() => String, { defaultValue: 'env_var' }) variableType!: string;
}

@InputType()
export class CreatePipelineInput {
  @Field(() => String) projectRef!: string;
  @Field(() => String) ref!: string;
  @Field(() => [PipelineVariableInput], { defaultValue: [] }) variables!: PipelineVariableInput[];
}
