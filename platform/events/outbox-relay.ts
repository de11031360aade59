import type { JobDefinition } from '../jobs/job-queue';
import type { SubgraphContext } from '../subgraph/context';
import type { SubgraphRuntime } from '../subgraph/runtime';
import type { PublishedEvent } from './event-reactions';

const BATCH = 100;

export const outboxRelayJobName = (subgraph: string): string => `${subgraph}.relay-events`;

/**
 * Hands a subgraph's outbox rows, oldest first, to the job queue's publish/subscribe (each kind
 * fans out to every subgraph that registered a reaction for it), then marks them relayed.
 *
 * Why an outbox and a job rather than publishing in the request: the queue's `publish` runs on its
 * own connection and cannot join the change's transaction, so publishing inside it could announce
 * a change that then rolls back, and publishing after it could lose the event in a crash. The rows
 * commit with the change; this job runs after each commit and once at every boot. A crash between
 * publishing and marking publishes a row again: reactions keep receipts, so each runs once.
 */
export function outboxRelayJob(subgraph: string): JobDefinition<Record<string, never>> {
  return {
    name: outboxRelayJobName(subgraph),
    // One relay waiting behind the running one catches every row committed meanwhile.
    policy: 'stately',
    retryDelaySeconds: 1,
    expireInSeconds: 120,
    run: (_data, ctx) => relayOutbox(ctx),
  };
}

interface OutboxRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** ISO 8601 in UTC with PostgreSQL's microseconds (a JS Date would cut them to milliseconds). */
  occurred_at: string;
}

async function relayOutbox(ctx: SubgraphContext): Promise<void> {
  const schema = ctx.runtime.name;
  const connection = ctx.em.getConnection();
  for (;;) {
    const rows = await connection.execute<OutboxRow[]>(`select id, kind, payload,
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as occurred_at
      from "${schema}"."event_outbox" where relayed_at is null order by id limit ${BATCH}`);
    for (const row of rows) {
      const event: PublishedEvent = { eventId: `${schema}:${row.id}`, kind: row.kind, payload: row.payload, occurredAt: row.occurred_at };
      await ctx.runtime.jobs.publish(row.kind, event);
      await connection.execute(`update "${schema}"."event_outbox" set relayed_at = now() where id = ?`, [row.id]);
    }
    if (rows.length < BATCH) return;
  }
}

/** Queues the relay; a lost send leaves the rows for the next commit's relay or the next boot. */
export async function queueOutboxRelay(runtime: SubgraphRuntime): Promise<void> {
  await runtime.jobs.send(outboxRelayJobName(runtime.name), {}, { singletonKey: 'relay' })
    .catch((error) => runtime.logger.warn('could not queue the outbox relay', { error }));
}
