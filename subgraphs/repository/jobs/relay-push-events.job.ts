import type { JobDefinition } from '@forgegraph/platform';
import { relayPushEvents } from '../services/push/push-hook-relay';
import { RELAY_PUSH_EVENTS_JOB } from '../services/repositories/push-events';

/** Push and tag-push events from the outbox to collaboration's group hooks (idempotent: rows are marked). */
export const relayPushEventsJob: JobDefinition<Record<string, never>> = {
  name: RELAY_PUSH_EVENTS_JOB,
  retryDelaySeconds: 1,
  expireInSeconds: 120,
  run: (_data, ctx) => relayPushEvents(ctx),
};
