import { Field, Int, ObjectType } from 'type-graphql';

/** Who a CI job token stands for: the running job, its project and the user the job runs as. */
@ObjectType('JobTokenOwner')
export class JobTokenOwner {
  @Field(() => Int) jobId!: number;
  @Field(() => Int) projectId!: number;
  @Field(() => Int, { nullable: true }) userId!: number | null;
}
