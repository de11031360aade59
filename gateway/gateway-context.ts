import type { Actor } from '@forgegraph/platform';

/** The gateway's per-operation context; a fresh object per request (keys the per-subgraph contexts). */
export interface GatewayContext {
  actor: Actor;
  requestId: string;
}
