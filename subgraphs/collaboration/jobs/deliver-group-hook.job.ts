import type { JobDefinition } from '@forgegraph/platform';
import { DELIVERY_ATTEMPTS, deliverGroupHookEvent } from '../services/group-hooks/hook-delivery';
import { DELIVER_GROUP_HOOK_JOB } from '../services/group-hooks/hook-dispatch';

/** One group hook delivery (an outbox row); a failed attempt throws and pg-boss retries it with backoff. */
export const deliverGroupHookJob: JobDefinition<{ deliveryId: string }> = {
  name: DELIVER_GROUP_HOOK_JOB,
  retryLimit: DELIVERY_ATTEMPTS - 1,
  retryDelaySeconds: 1,
  expireInSeconds: 60,
  run: (data, ctx) => deliverGroupHookEvent(ctx, data.deliveryId),
};
