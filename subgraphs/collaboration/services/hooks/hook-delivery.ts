import { query } from '@forgegraph/platform';
import type { SubgraphContext } from '@forgegraph/platform';
import { WebHook } from '../../entities/web-hook.entity';
import { isExecutable } from '../../entities/web-hook-failures';
import { executeHook } from './hook-execution';
import { T } from '../tables';

/** Attempts per delivery: the first and four retries (GitLab's WebHookWorker retries 4 times). */
export const DELIVERY_ATTEMPTS = 5;
/** How long an attempt holds its row; longer than the 10 s request timeout. */
const LEASE_SECONDS = 60;

interface DeliveryRow {
  id: string;
  hook_id: number;
  trigger: string;
  payload: Record<string, unknown>;
  event_uuid: string;
  idempotency_key: string;
  attempts: number;
}

/** A failed attempt with retries left: thrown so pg-boss runs the job again after its backoff. */
export class HookDeliveryFailed extends Error {
  static attempt(deliveryId: string, attempt: number, reason: string): HookDeliveryFailed {
    return new HookDeliveryFailed(`hook delivery ${deliveryId} attempt ${attempt} failed: ${reason}`);
  }
}

/**
 * One attempt at delivering an outbox row. Idempotent: the attempt first claims the pending row
 * (`UPDATE ... WHERE state = 'pending'` with a lease), so a duplicate or late job finds nothing to do,
 * and a delivered, failed or skipped row is never sent again.
 */
export async function deliverHookEvent(ctx: SubgraphContext, deliveryId: string): Promise<void> {
  // Settings are read before claiming, so a settings outage retries without spending an attempt.
  await ctx.runtime.settings.current();
  const delivery = await claimDelivery(ctx, deliveryId);
  if (!delivery) return;
  try {
    const hook = await ctx.em.findOne(WebHook, { id: delivery.hook_id });
    if (!hook) return;
    // A hook disabled since the event was recorded drops it, as GitLab's async_execute does.
    if (!isExecutable(hook)) return await finishDelivery(ctx, deliveryId, 'skipped');
    const outcome = await executeHook(ctx, hook, {
      trigger: delivery.trigger, payload: delivery.payload, idempotencyKey: delivery.idempotency_key,
      eventUuid: delivery.event_uuid, deliveryId,
    });
    if (outcome.success) return await finishDelivery(ctx, deliveryId, 'delivered');
    if (delivery.attempts >= DELIVERY_ATTEMPTS) return await finishDelivery(ctx, deliveryId, 'failed');
    throw HookDeliveryFailed.attempt(deliveryId, delivery.attempts, outcome.httpStatus === null ? outcome.message : `HTTP ${outcome.httpStatus}`);
  } finally {
    await query(ctx.em, `update ${T.hookDeliveries} set locked_until = null, updated_at = now()
      where id = ? and state = 'pending'`, [deliveryId]);
  }
}

async function claimDelivery(ctx: SubgraphContext, deliveryId: string): Promise<DeliveryRow | null> {
  const [row] = await query<DeliveryRow>(ctx.em, `update ${T.hookDeliveries}
    set attempts = attempts + 1, locked_until = now() + make_interval(secs => ${LEASE_SECONDS}), updated_at = now()
    where id = ? and state = 'pending' and (locked_until is null or locked_until < now())
    returning id, hook_id, trigger, payload, event_uuid, idempotency_key, attempts`, [deliveryId]);
  return row ?? null;
}

async function finishDelivery(ctx: SubgraphContext, deliveryId: string, state: 'delivered' | 'failed' | 'skipped'): Promise<void> {
  await query(ctx.em, `update ${T.hookDeliveries} set state = ?, locked_until = null, updated_at = now()
    where id = ? and state = 'pending'`, [state, deliveryId]);
}
