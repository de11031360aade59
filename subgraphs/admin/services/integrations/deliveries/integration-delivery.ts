import { BlockedUrlError, query, sendOutbound, webHookPolicy, type SubgraphContext } from '@forgegraph/platform';
import type { DeliveryRequest } from './delivery-request';

/** Attempts per delivery: the first and four retries (as web hooks). */
export const INTEGRATION_DELIVERY_ATTEMPTS = 5;
const LEASE_SECONDS = 60;
const TIMEOUT_MS = 10_000;

export class IntegrationDeliveryFailed extends Error {
  static attempt(deliveryId: string, attempt: number, reason: string): IntegrationDeliveryFailed {
    return new IntegrationDeliveryFailed(`integration delivery ${deliveryId} attempt ${attempt} failed: ${reason}`);
  }
}

interface ClaimedRow {
  id: string;
  request: DeliveryRequest;
  attempts: number;
  active: boolean;
}

/**
 * One attempt at a delivery through the outbound guard (the local-network rules are read now). The
 * pending row is claimed with a lease first, so a duplicate job finds nothing; each attempt's
 * outcome (status or error) stays on the row, and the last failure ends it `failed`.
 */
export async function deliverIntegrationEvent(ctx: SubgraphContext, deliveryId: string): Promise<void> {
  const policy = webHookPolicy(await ctx.runtime.settings.current());
  const [row] = await query<ClaimedRow>(ctx.em, `update "admin"."integration_deliveries" d
    set attempts = attempts + 1, locked_until = now() + make_interval(secs => ${LEASE_SECONDS}), updated_at = now()
    from "admin"."integrations" i
    where d.id = ? and d.state = 'pending' and (d.locked_until is null or d.locked_until < now()) and i.id = d.integration_id
    returning d.id, d.request, d.attempts, i.active`, [deliveryId]);
  if (!row) return;
  // An integration disabled since the event drops it.
  if (!row.active) return finish(ctx, deliveryId, 'skipped', null, null);
  const outcome = await send(row.request, policy);
  if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) return finish(ctx, deliveryId, 'delivered', outcome.status, null);
  const error = outcome.error ?? `HTTP ${outcome.status}`;
  if (row.attempts >= INTEGRATION_DELIVERY_ATTEMPTS) return finish(ctx, deliveryId, 'failed', outcome.status, error);
  await query(ctx.em, `update "admin"."integration_deliveries" set locked_until = null, response_status = ?, last_error = ?, updated_at = now()
    where id = ? and state = 'pending'`, [outcome.status, error, deliveryId]);
  throw IntegrationDeliveryFailed.attempt(deliveryId, row.attempts, error);
}

async function send(request: DeliveryRequest, policy: ReturnType<typeof webHookPolicy>): Promise<{ status: number | null; error: string | null }> {
  try {
    const response = await sendOutbound({
      url: request.url, method: request.method, headers: request.headers, body: request.body, timeoutMs: TIMEOUT_MS, verifyTls: request.verifyTls,
    }, policy);
    return { status: response.status, error: null };
  } catch (error) {
    return { status: null, error: error instanceof BlockedUrlError ? `URL is blocked: ${error.reason}` : (error as Error).message };
  }
}

async function finish(ctx: SubgraphContext, deliveryId: string, state: string, status: number | null, error: string | null): Promise<void> {
  await query(ctx.em, `update "admin"."integration_deliveries" set state = ?, response_status = ?, last_error = ?, locked_until = null, updated_at = now()
    where id = ? and state = 'pending'`, [state, status, error, deliveryId]);
}
