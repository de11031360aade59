import { ACTOR_HEADER, signActor, type Actor } from './actor';
import type { OperationEngine, OperationResult } from './engine';

/**
 * The engine adapter for a process without the gateway (a standalone subgraph in split mode): POSTs to
 * the gateway's /graphql with the actor in the signed internal header.
 */
export class HttpEngine implements OperationEngine {
  constructor(private readonly gatewayUrl: string, private readonly secret: string) {}

  async execute<T>(document: string, variables: Record<string, unknown>, actor: Actor, requestId?: string): Promise<OperationResult<T>> {
    const response = await fetch(this.gatewayUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [ACTOR_HEADER]: signActor(actor, this.secret),
        ...(requestId ? { 'x-request-id': requestId } : {}),
      },
      body: JSON.stringify({ query: document, variables }),
    });
    return (await response.json()) as OperationResult<T>;
  }
}
