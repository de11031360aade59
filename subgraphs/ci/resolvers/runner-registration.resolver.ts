import { ForbiddenError, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { RegisterRunnerInput, RunnerContactInput, RunnerRegistration } from '../schema/runner.types';
import { registerRunner } from '../services/runners/runner-register.service';
import { deleteRunnerManager, resetRunnerToken, unregisterRunner, verifyRunner } from '../services/runners/runner-registration.service';

/** The runner protocol's registration calls; internal: the edge asks them for runners (runner-token authenticated). */
@Resolver()
export class RunnerRegistrationResolver {
  @Mutation(() => RunnerRegistration, { description: 'POST /runners/verify (internal).' })
  async verifyRunner(@Arg('contact', () => RunnerContactInput) contact: RunnerContactInput, @Ctx() ctx: SubgraphContext): Promise<RunnerRegistration> {
    requireService(ctx);
    return Object.assign(new RunnerRegistration(), await verifyRunner(ctx, contact.token, contact));
  }

  @Mutation(() => RunnerRegistration, { description: 'POST /runners, legacy registration with a registration token (internal).' })
  async registerRunner(@Arg('input', () => RegisterRunnerInput) input: RegisterRunnerInput, @Ctx() ctx: SubgraphContext): Promise<RunnerRegistration> {
    requireService(ctx);
    return Object.assign(new RunnerRegistration(), await registerRunner(ctx, input));
  }

  @Mutation(() => Boolean, { description: 'DELETE /runners (internal).' })
  unregisterRunner(@Arg('token', () => String) token: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    requireService(ctx);
    return unregisterRunner(ctx, token);
  }

  @Mutation(() => Boolean, { description: 'DELETE /runners/managers (internal).' })
  deleteRunnerManager(@Arg('token', () => String) token: string, @Arg('systemId', () => String) systemId: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    requireService(ctx);
    return deleteRunnerManager(ctx, token, systemId);
  }

  @Mutation(() => RunnerRegistration, { description: 'POST /runners/reset_authentication_token (internal).' })
  async resetRunnerAuthenticationToken(@Arg('token', () => String) token: string, @Ctx() ctx: SubgraphContext): Promise<RunnerRegistration> {
    requireService(ctx);
    return Object.assign(new RunnerRegistration(), await resetRunnerToken(ctx, token));
  }
}

/** Runner calls reach ci only through the edge, which acts as the service (the token is the credential). */
export function requireService(ctx: SubgraphContext): void {
  if (ctx.actor.origin !== 'service') throw ForbiddenError.create();
}
