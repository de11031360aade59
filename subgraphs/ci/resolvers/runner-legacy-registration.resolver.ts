import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { LegacyRunnerRegistration, LegacyRunnerRegistrationInput } from '../schema/runners-api.types';
import { registerLegacyRunner } from '../services/runners/legacy-registration.service';
import { requireService } from './runner-registration.resolver';

@Resolver()
export class RunnerLegacyRegistrationResolver {
  @Mutation(() => LegacyRunnerRegistration, { description: 'POST /runners (internal): registers a runner with a registration token.' })
  async registerLegacyRunner(@Arg('input', () => LegacyRunnerRegistrationInput) input: LegacyRunnerRegistrationInput, @Ctx() ctx: SubgraphContext): Promise<LegacyRunnerRegistration> {
    requireService(ctx);
    const outcome = await registerLegacyRunner(ctx, input.token, input);
    const registered = outcome.kind === 'registered' ? outcome : null;
    return Object.assign(new LegacyRunnerRegistration(), {
      outcome: outcome.kind, id: registered?.id ?? null, token: registered?.token ?? null, tokenExpiresAt: registered?.tokenExpiresAt ?? null,
    });
  }
}
