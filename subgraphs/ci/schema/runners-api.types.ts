import { Paginated } from '@forgegraph/platform';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Runner } from '../entities/runner.entity';

export const RunnerPage = Paginated(Runner);

/** The runner list filters of lib/api/ci/runners.rb (`scope` is deprecated; the facade checked the values). */
@InputType('RunnerFilter')
export class RunnerFilter {
  @Field(() => String, { nullable: true }) scope?: string | null;
  @Field(() => String, { nullable: true }) type?: string | null;
  @Field(() => String, { nullable: true }) status?: string | null;
  @Field(() => Boolean, { nullable: true }) paused?: boolean | null;
  @Field(() => [String], { nullable: true }) tagList?: string[] | null;
  @Field(() => String, { nullable: true }) versionPrefix?: string | null;
}

/** PUT /runners/:id; absent members stay unchanged. `active` is the deprecated opposite of `paused`. */
@InputType('UpdateRunnerInput')
export class UpdateRunnerInput {
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Boolean, { nullable: true }) active?: boolean | null;
  @Field(() => Boolean, { nullable: true }) paused?: boolean | null;
  @Field(() => [String], { nullable: true }) tagList?: string[] | null;
  @Field(() => Boolean, { nullable: true }) runUntagged?: boolean | null;
  @Field(() => Boolean, { nullable: true }) locked?: boolean | null;
  @Field(() => String, { nullable: true }) accessLevel?: 'not_protected' | 'ref_protected' | null;
  @Field(() => Int, { nullable: true }) maximumTimeout?: number | null;
  @Field(() => String, { nullable: true }) maintenanceNote?: string | null;
}

/** GitLab's ResetTokenResult: a token answered once, with its expiry. */
@ObjectType('RunnerToken')
export class RunnerToken {
  @Field(() => String) token!: string;
  @Field(() => Date, { nullable: true }) tokenExpiresAt!: Date | null;
}

/** Options of GET /runners/:id/jobs (Ci::RunnerJobsFinder). */
@InputType('RunnerJobsFilter')
export class RunnerJobsFilter {
  @Field(() => String, { nullable: true }) systemId?: string | null;
  @Field(() => String, { nullable: true }) status?: string | null;
  @Field(() => String, { nullable: true }) orderBy?: string | null;
  @Field(() => String, { nullable: true }) sort?: string | null;
}
