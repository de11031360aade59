import type { SubgraphContext, SubgraphRuntime } from '@forgegraph/platform';
import { recordPushEvent } from '../domains/collaboration.client';
import { PUSH_EVENT, RELAY_PUSH_EVENTS_JOB, TAG_PUSH_EVENT } from '../repositories/push-events';
import { T } from '../tables';

interface OutboxRow {
  id: string;
  payload: { projectId: number; ref: string; before: string; after: string; userId: number | null };
}

/**
 * Hands every push and tag-push event of the outbox that collaboration has not recorded yet to its
 * `recordPushEvent`, oldest first, and marks it relayed once collaboration answered.
 *
 * Why an outbox-driven job rather than a LISTEN handler in collaboration: NOTIFY is fire-and-forget,
 * so an event published while no listener runs (a crash, a restart, a lost connection) would never
 * reach the hooks. The outbox row commits with the event; this job reads rows until they are marked,
 * is queued after each ref update and once at every boot, and retries with backoff when the gateway
 * or collaboration fails. A crash after collaboration recorded an event but before the row was
 * marked relays it again; collaboration keeps one receipt per event id, so hooks still get it once.
 */
export async function relayPushEvents(ctx: SubgraphContext): Promise<void> {
  const failures: string[] = [];
  let after = '0';
  for (;;) {
    const rows = await pendingEvents(ctx, after);
    if (rows.length === 0) break;
    for (const row of rows) {
      // One event that cannot be relayed yet must not hold back the ones after it.
      await relayEvent(ctx, row).catch((error: Error) => failures.push(`${row.id}: ${error.message}`));
    }
    after = rows[rows.length - 1].id;
  }
  if (failures.length) throw new Error(`push events not relayed (retried with backoff): ${failures.join('; ')}`);
}

async function pendingEvents(ctx: SubgraphContext, afterId: string): Promise<OutboxRow[]> {
  return ctx.em.getConnection().execute<OutboxRow[]>(`select id, payload from ${T.eventOutbox}
    where hooks_relayed_at is null and kind in (?, ?) and id > ? order by id limit 20`, [PUSH_EVENT, TAG_PUSH_EVENT, afterId]);
}

async function relayEvent(ctx: SubgraphContext, row: OutboxRow): Promise<void> {
  const { projectId, ref, before, after, userId } = row.payload;
  const input = { eventId: String(row.id), projectId: String(projectId), ref, before, after, userId: userId === null ? null : String(userId) };
  await recordPushEvent(ctx, input);
  await ctx.em.getConnection().execute(`update ${T.eventOutbox} set hooks_relayed_at = now() where id = ?`, [row.id]);
}

/** At boot: relays the events a crash left unrelayed (a failure to queue leaves them for the next run). */
export async function queuePushEventRelay(runtime: SubgraphRuntime): Promise<void> {
  await runtime.jobs.send(RELAY_PUSH_EVENTS_JOB, {})
    .catch((error) => runtime.logger.warn('could not queue the push event relay', { error }));
}
