import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';

/** A variable given when the pipeline was created (GitLab's ci_pipeline_variables). */
@ObjectType('PipelineVariable')
@Entity({ tableName: 'pipeline_variables' })
export class PipelineVariable {
  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'integer' }) pipelineId!: number;
  @Field(() => String) @Property({ type: 'text' }) key!: string;
  @Field(() => String) @Property({ type: 'text' }) value!: string;
  /** `env_var` or `file`. */
  @Field(() => String) @Property({ type: 'text', default: 'env_var' }) variableType = 'env_var';
}
