import type { SubgraphContext } from '@forgegraph/platform';
import { RunnerManager } from '../../entities/runner-manager.entity';
import { requireShowRunner } from './runner-access';

/** GET /runners/:id/managers (`authenticate_show_runner!`), oldest first. */
export async function listRunnerManagers(ctx: SubgraphContext, runnerId: number): Promise<RunnerManager[]> {
  const runner = await requireShowRunner(ctx, runnerId);
  return ctx.em.find(RunnerManager, { runnerId: runner.id }, { orderBy: { id: 'asc' } });
}
