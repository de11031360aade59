import type { JobDefinition } from '@forgegraph/platform';
import { DELIVER_INTEGRATION_JOB } from '../services/integrations/deliveries/integration-dispatch';
import { deliverIntegrationEvent, INTEGRATION_DELIVERY_ATTEMPTS } from '../services/integrations/deliveries/integration-delivery';

/** One integration delivery; a failed attempt throws and pg-boss retries it with backoff. */
export const deliverIntegrationJob: JobDefinition<{ deliveryId: string }> = {
  name: DELIVER_INTEGRATION_JOB,
  retryLimit: INTEGRATION_DELIVERY_ATTEMPTS - 1,
  retryDelaySeconds: 1,
  expireInSeconds: 60,
  run: (data, ctx) => deliverIntegrationEvent(ctx, data.deliveryId),
};
