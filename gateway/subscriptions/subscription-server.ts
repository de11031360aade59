import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { Actor, Logger } from '@forgegraph/platform';
import { extendSchema, parse, print, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Backend } from '../backend';
import { eventStream } from './event-stream';
import { matchesFilters, toPayloadQuery } from './payload-query';
import { SUBSCRIPTION_SDL } from './subscription-fields';

interface SocketContext {
  actor: Actor;
  requestId: string;
}

/**
 * Resolves a socket's credential (its connection params) to an actor; rejects to refuse the socket.
 * The HTTP edge owns credentials, so it supplies this (ARCHITECTURE §4).
 */
export type ConnectionAuthenticator = (connectionParams: Record<string, unknown>) => Promise<Actor>;

export interface SubscriptionServerOptions {
  server: http.Server;
  backend: Backend;
  authenticate: ConnectionAuthenticator;
  logger: Logger;
}

/**
 * graphql-ws on `/graphql` beside the HTTP endpoint, serving the gateway's `Subscription` type
 * (ARCHITECTURE §6). Subscriptions listen to domain events (PostgreSQL NOTIFY) and answer each with
 * the client's selection, re-queried through the gateway, so a payload may span subgraphs. Queries
 * and mutations over the socket go to the gateway too.
 */
export function attachSubscriptions({ server, backend, authenticate, logger }: SubscriptionServerOptions) {
  const schema = extendSchema(backend.gateway.schema, parse(SUBSCRIPTION_SDL));
  const engine = backend.gateway.engine;
  const wss = new WebSocketServer({ server, path: '/graphql' });
  const actors = new WeakMap<object, Actor>();
  const cleanup = useServer(
    {
      schema,
      onConnect: async (ctx) => {
        try {
          actors.set(ctx.extra, await authenticate(ctx.connectionParams ?? {}));
          return true;
        } catch {
          return false;
        }
      },
      context: (ctx): SocketContext => ({ actor: actors.get(ctx.extra)!, requestId: randomUUID() }),
      execute: (args: ExecutionArgs) => {
        const { actor, requestId } = args.contextValue as SocketContext;
        return engine.execute(print(args.document), args.variableValues ?? {}, actor, requestId) as Promise<ExecutionResult>;
      },
      subscribe: async (args: ExecutionArgs) => {
        const { actor } = args.contextValue as SocketContext;
        const payload = toPayloadQuery(args.document, args.operationName, args.variableValues ?? {});
        const variables = { ...(args.variableValues ?? {}) };
        const events = eventStream<Record<string, unknown>>((push) =>
          backend.events.on(payload.field.kind, (event) => {
            if (matchesFilters(event, payload.filterValues)) push(event);
          }),
        );
        return mapEvents(events, async (event) => {
          const result = await engine.execute(payload.document, { ...variables, __id: String(event.id) }, actor, randomUUID());
          const entity = result.data?.[payload.responseKey];
          // Null without errors: the subscriber may not read it (or it is gone), so the event is not theirs.
          if ((entity === null || entity === undefined) && !result.errors?.length) return undefined;
          return { data: result.data ? { [payload.responseKey]: entity } : null, errors: result.errors } as ExecutionResult;
        });
      },
      onError: (_ctx, _id, _payload, errors) => logger.warn('subscription error', { errors }),
    },
    wss,
  );
  return {
    close: async () => {
      await cleanup.dispose();
      await new Promise((resolve) => wss.close(resolve));
    },
  };
}

/** The events mapped in order; those mapped to undefined are left out. */
async function* mapEvents<T, R>(source: AsyncIterableIterator<T>, map: (value: T) => Promise<R | undefined>): AsyncGenerator<R> {
  try {
    for await (const value of source) {
      const mapped = await map(value);
      if (mapped !== undefined) yield mapped;
    }
  } finally {
    await source.return?.();
  }
}
