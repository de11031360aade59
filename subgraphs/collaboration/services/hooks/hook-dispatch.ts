import { query } from '@forgegraph/platform';
import type { SubgraphContext, SubgraphRuntime } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { T } from '../tables';

// The queue's name from before project hooks: jobs already queued keep their worker.
export const DELIVER_HOOK_JOB = 'collaboration-deliver-group-hook';

/**
 * Queues one delivery job per outbox row once the caller's transaction has committed. The
 * subscriber goes on the transaction's own EntityManager fork (`em.transactional()` clones its
 * event manager), so it fires for that commit only and never on rollback.
 */
export function enqueueAfterCommit(ctx: SubgraphContext, em: EntityManager, deliveryIds: string[]): void {
  // Commit hooks fire for the top-level transaction only; a savepoint's fork would never hear it.
  if ('savepointName' in (em.getTransactionContext() ?? {})) throw new Error('hook events must be recorded in a top-level transaction');
  em.getContext(false).getEventManager().registerSubscriber({
    afterTransactionCommit: () => enqueueDeliveries(ctx.runtime, deliveryIds),
  });
}

async function enqueueDeliveries(runtime: SubgraphRuntime, deliveryIds: string[]): Promise<void> {
  for (const deliveryId of deliveryIds) {
    try {
      await runtime.jobs.send(DELIVER_HOOK_JOB, { deliveryId }, { singletonKey: `group-hook-delivery:${deliveryId}` });
    } catch (error) {
      // The row stays pending; the next boot queues it again.
      runtime.logger.error('could not queue a hook delivery', { deliveryId, error });
    }
  }
}

/** At boot: queues the pending rows a crash between commit and queueing may have left behind. */
export async function requeuePendingDeliveries(runtime: SubgraphRuntime): Promise<void> {
  const rows = await query<{ id: string }>(runtime.orm.em.fork(),
    `select id from ${T.hookDeliveries} where state = 'pending' order by id`);
  await enqueueDeliveries(runtime, rows.map((row) => row.id));
}
