import { Field, InputType, Int, ObjectType } from 'type-graphql';

/** `POST /jobs/request`'s outcome: `job` (with the payload as JSON text), `none` or `conflict`. */
@ObjectType('RunnerJobRequest')
export class RunnerJobRequest {
  @Field(() => String) outcome!: 'job' | 'none' | 'conflict';
  @Field(() => String, { nullable: true, description: 'The job payload (reference §1.5) as JSON text.' }) payload!: string | null;
}

/** The outcome of a runner's call about its job: what it answers and the job's status for `Job-Status`. */
@ObjectType('RunnerJobAnswer')
export class RunnerJobAnswer {
  @Field(() => String) outcome!: string;
  @Field(() => String, { nullable: true }) jobStatus!: string | null;
  @Field(() => Int, { nullable: true, description: 'Traces: the stored log size after the call.' }) traceSize!: number | null;
}

@InputType('RunnerJobUpdateInput')
export class RunnerJobUpdateInput {
  @Field(() => Int) jobId!: number;
  @Field(() => String) token!: string;
  @Field(() => String, { nullable: true }) state?: string | null;
  @Field(() => String, { nullable: true }) failureReason?: string | null;
  @Field(() => Int, { nullable: true }) exitCode?: number | null;
}

@InputType('RunnerTraceAppendInput')
export class RunnerTraceAppendInput {
  @Field(() => Int) jobId!: number;
  @Field(() => String) token!: string;
  @Field(() => Int) start!: number;
  @Field(() => String, { description: 'The bytes, base64-encoded.' }) content!: string;
}
