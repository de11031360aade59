import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { Runner } from '../entities/runner.entity';
import { RunnerToken, UpdateRunnerInput } from '../schema/runners-api.types';
import { assignRunner, unassignRunner } from '../services/runners/runner-assignment.service';
import { deleteRunner, resetRunnerTokenById, updateRunner } from '../services/runners/runner-update.service';

const token = (value: { token: string; tokenExpiresAt: Date | null }) => Object.assign(new RunnerToken(), value);

@Resolver()
export class RunnersMutationResolver {
  @Mutation(() => Runner, { description: 'PUT /runners/:id.' })
  updateRunner(@Arg('id', () => Int) id: number, @Arg('input', () => UpdateRunnerInput) input: UpdateRunnerInput, @Ctx() ctx: SubgraphContext): Promise<Runner> {
    return updateRunner(ctx, id, input);
  }

  @Mutation(() => Boolean, { description: 'DELETE /runners/:id.' })
  deleteRunner(@Arg('id', () => Int) id: number, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteRunner(ctx, id);
  }

  @Mutation(() => RunnerToken, { description: 'POST /runners/:id/reset_authentication_token.' })
  async resetRunnerAuthenticationTokenById(@Arg('id', () => Int) id: number, @Ctx() ctx: SubgraphContext): Promise<RunnerToken> {
    return token(await resetRunnerTokenById(ctx, id));
  }

  @Mutation(() => Runner, { description: 'POST /projects/:id/runners: enables a project runner for one more project.' })
  assignProjectRunner(@Arg('projectRef', () => String) projectRef: string, @Arg('runnerId', () => Int) runnerId: number, @Ctx() ctx: SubgraphContext): Promise<Runner> {
    return assignRunner(ctx, projectRef, runnerId);
  }

  @Mutation(() => Boolean, { description: 'DELETE /projects/:id/runners/:runner_id.' })
  unassignProjectRunner(@Arg('projectRef', () => String) projectRef: string, @Arg('runnerId', () => Int) runnerId: number, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return unassignRunner(ctx, projectRef, runnerId);
  }
}
