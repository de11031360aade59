import { Field, Float, Int, ObjectType } from 'type-graphql';
import { UserRef } from './refs.types';

/** Entities::CommitStatus: any job of a commit's pipelines, external statuses included. */
@ObjectType()
export class CommitStatus {
  @Field(() => Int) id!: number;
  @Field(() => String) sha!: string;
  @Field(() => String) ref!: string;
  @Field(() => String) status!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) targetUrl!: string | null;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) startedAt!: Date | null;
  @Field(() => Date, { nullable: true }) finishedAt!: Date | null;
  @Field(() => Boolean) allowFailure!: boolean;
  @Field(() => Float, { nullable: true }) coverage!: number | null;
  @Field(() => Int) pipelineId!: number;
  @Field(() => UserRef, { nullable: true }) author!: UserRef | null;
}
