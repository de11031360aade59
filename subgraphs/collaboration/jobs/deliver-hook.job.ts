import type { JobDefinition } from '@forgegraph/platform';
import { DELIVERY_ATTEMPTS, deliverHookEvent } from '../services/hooks/hook-delivery';
import { DELIVER_HOOK_JOB } from '../services/hooks/hook-dispatch';

/** One hook delivery (an outbox row); a failed attempt throws and pg-boss retries it with backoff. */
export const deliverHookJob: JobDefinition<{ deliveryId: string }> = {
  name: DELIVER_HOOK_JOB,
  retryLimit: DELIVERY_ATTEMPTS - 1,
  retryDelaySeconds: 1,
  expireInSeconds: 60,
  run: (data, ctx) => deliverHookEvent(ctx, data.deliveryId),
};
