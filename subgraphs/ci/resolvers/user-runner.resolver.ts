import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { CreateUserRunnerInput, RunnerRegistration } from '../schema/runner.types';
import { createRunner } from '../services/runners/runner-create.service';

@Resolver()
export class UserRunnerResolver {
  @Mutation(() => RunnerRegistration, { description: 'POST /user/runners: a runner created by the caller; its glrt- token is answered once.' })
  async createUserRunner(@Arg('input', () => CreateUserRunnerInput) input: CreateUserRunnerInput, @Ctx() ctx: SubgraphContext): Promise<RunnerRegistration> {
    const { runner, token } = await createRunner(ctx, input);
    return Object.assign(new RunnerRegistration(), { id: runner.id, token, tokenExpiresAt: runner.tokenExpiresAt });
  }
}
