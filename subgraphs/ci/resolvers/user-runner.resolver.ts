import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Field, Mutation, ObjectType, Resolver } from 'type-graphql';
import { CreateUserRunnerInput, RunnerRegistration } from '../schema/runner.types';
import { createRunner } from '../services/runners/runner-create.service';
import { resetRegistrationToken } from '../services/runners/registration-tokens.service';

/** Entities::Ci::ResetTokenResult. */
@ObjectType('RunnerTokenReset')
export class RunnerTokenReset {
  @Field(() => String) token!: string;
  @Field(() => Date, { nullable: true }) tokenExpiresAt!: Date | null;
}

@Resolver()
export class UserRunnerResolver {
  @Mutation(() => RunnerTokenReset, { description: "Resets the instance's (scope `instance`), a group's or a project's runner registration token." })
  async resetRunnerRegistrationToken(@Arg('scope', () => String) scope: string, @Arg('ref', () => String, { nullable: true }) ref: string | null, @Ctx() ctx: SubgraphContext): Promise<RunnerTokenReset> {
    const token = await resetRegistrationToken(ctx, scope === 'group' || scope === 'project' ? scope : 'instance', ref);
    return Object.assign(new RunnerTokenReset(), { token, tokenExpiresAt: null });
  }

  @Mutation(() => RunnerRegistration, { description: 'POST /user/runners: a runner created by the caller; its glrt- token is answered once.' })
  async createUserRunner(@Arg('input', () => CreateUserRunnerInput) input: CreateUserRunnerInput, @Ctx() ctx: SubgraphContext): Promise<RunnerRegistration> {
    const { runner, token } = await createRunner(ctx, input);
    return Object.assign(new RunnerRegistration(), { id: runner.id, token, tokenExpiresAt: runner.tokenExpiresAt });
  }
}
