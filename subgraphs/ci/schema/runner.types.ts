import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

/** GitLab's RunnerRegistrationDetails: the token is answered once, here. */
@ObjectType('RunnerRegistration')
export class RunnerRegistration {
  @Field(() => ID) id!: number;
  @Field(() => String) token!: string;
  @Field(() => Date, { nullable: true }) tokenExpiresAt!: Date | null;
}

@InputType('CreateUserRunnerInput')
export class CreateUserRunnerInput {
  @Field(() => String) runnerType!: 'instance_type' | 'group_type' | 'project_type';
  @Field(() => Int, { nullable: true }) groupId?: number | null;
  @Field(() => Int, { nullable: true }) projectId?: number | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) maintenanceNote?: string | null;
  @Field(() => Boolean, { nullable: true }) paused?: boolean | null;
  @Field(() => Boolean, { nullable: true }) locked?: boolean | null;
  @Field(() => Boolean, { nullable: true }) runUntagged?: boolean | null;
  @Field(() => [String], { nullable: true }) tagList?: string[] | null;
  @Field(() => String, { nullable: true }) accessLevel?: 'not_protected' | 'ref_protected' | null;
  @Field(() => Int, { nullable: true }) maximumTimeout?: number | null;
}

/** gitlab-runner's `info` (VersionInfo): what the machine says about itself. */
@InputType('RunnerInfoInput')
export class RunnerInfoInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) version?: string | null;
  @Field(() => String, { nullable: true }) revision?: string | null;
  @Field(() => String, { nullable: true }) platform?: string | null;
  @Field(() => String, { nullable: true }) architecture?: string | null;
  @Field(() => String, { nullable: true }) executor?: string | null;
}

/** An authenticated runner call: the token, and the machine making it. */
@InputType('RunnerContactInput')
export class RunnerContactInput {
  @Field(() => String) token!: string;
  @Field(() => String, { nullable: true }) systemId?: string | null;
  @Field(() => String, { nullable: true }) ipAddress?: string | null;
  @Field(() => RunnerInfoInput, { nullable: true }) info?: RunnerInfoInput | null;
}

/** POST /runners: a registration token and the runner's settings (legacy registration). */
@InputType('RegisterRunnerInput')
export class RegisterRunnerInput extends RunnerContactInput {
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) maintenanceNote?: string | null;
  @Field(() => Boolean, { nullable: true }) paused?: boolean | null;
  @Field(() => Boolean, { nullable: true }) locked?: boolean | null;
  @Field(() => Boolean, { nullable: true }) runUntagged?: boolean | null;
  @Field(() => [String], { nullable: true }) tagList?: string[] | null;
  @Field(() => String, { nullable: true }) accessLevel?: 'not_protected' | 'ref_protected' | null;
  @Field(() => Int, { nullable: true }) maximumTimeout?: number | null;
}
