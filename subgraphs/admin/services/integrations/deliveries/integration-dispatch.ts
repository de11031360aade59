import { randomUUID } from 'node:crypto';
import { query, type SubgraphContext, type SubgraphRuntime } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { integrationDefinition } from '../definitions/integration-definitions';
import { deliveryRequests } from './delivery-formats';
import type { NotifiedEvent } from './notified-event';

export const DELIVER_INTEGRATION_JOB = 'admin.deliver-integration';

interface TargetRow {
  id: number;
  slug: string;
  properties: Record<string, unknown>;
}

/**
 * The active integrations of the event's project that have its flag on: `integration.async_execute`
 * for each of GitLab's `project.execute_integrations(data, hooks_scope)`.
 */
async function targetsOf(em: EntityManager, event: NotifiedEvent): Promise<TargetRow[]> {
  return query<TargetRow>(em, `select id, slug, properties from "admin"."integrations"
    where project_id = ? and active and coalesce((event_flags->>?)::boolean, false) order by id`, [event.project.id, event.flag]);
}

/**
 * Records one delivery row per request the event becomes (in the reaction's transaction, so once per
 * event) and queues them after commit.
 */
export async function recordDeliveries(ctx: SubgraphContext, em: EntityManager, event: NotifiedEvent): Promise<void> {
  const context = { externalUrl: ctx.runtime.config.externalUrl, eventUuid: randomUUID(), hosts: ctx.runtime.config.integrationHosts };
  const rows: Array<[number, string]> = [];
  for (const target of await targetsOf(em, event)) {
    const definition = integrationDefinition(target.slug);
    if (!definition?.delivery || !definition.events.includes(event.event)) continue;
    for (const request of deliveryRequests(definition.delivery, target.properties, event, context)) rows.push([target.id, JSON.stringify(request)]);
  }
  if (!rows.length) return;
  const inserted = await query<{ id: string }>(em, `insert into "admin"."integration_deliveries" (integration_id, event_kind, request)
    select (r->>0)::int, ?, (r->>1)::jsonb from jsonb_array_elements(?::jsonb) as t(r) returning id`, [event.event, JSON.stringify(rows)]);
  const ids = inserted.map((row) => row.id);
  em.getContext(false).getEventManager().registerSubscriber({ afterTransactionCommit: () => enqueueDeliveries(ctx.runtime, ids) });
}

async function enqueueDeliveries(runtime: SubgraphRuntime, ids: string[]): Promise<void> {
  for (const deliveryId of ids) {
    // A lost send leaves the row pending; the next boot queues it again.
    await runtime.jobs.send(DELIVER_INTEGRATION_JOB, { deliveryId }).catch((error) => runtime.logger.error('could not queue an integration delivery', { deliveryId, error }));
  }
}

/** At boot: the pending rows a crash between commit and queueing may have left behind. */
export async function requeuePendingIntegrationDeliveries(runtime: SubgraphRuntime): Promise<void> {
  const rows = await query<{ id: string }>(runtime.orm.em.fork(), `select id from "admin"."integration_deliveries" where state = 'pending' order by id`);
  await enqueueDeliveries(runtime, rows.map((row) => row.id));
}
