import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client on the service's `/graphql`, authenticated like GitLab clients (`PRIVATE-TOKEN`). */
export function subscriptionClient(port: number, token: string): Client {
  return createClient({
    url: `ws://127.0.0.1:${port}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { 'PRIVATE-TOKEN': token },
    retryAttempts: 0,
  });
}

/** One subscription whose events are awaited with deadlines, never with sleeps. */
export class EventSubscription<T> {
  private pending?: Promise<IteratorResult<T>>;

  constructor(private readonly events: AsyncIterableIterator<T>) {}

  static open<T>(client: Client, query: string, variables: Record<string, unknown> = {}): EventSubscription<T> {
    return new EventSubscription<T>(client.iterate<T>({ query, variables }) as AsyncIterableIterator<T>);
  }

  /** The next event, or a rejection when none arrives `within` ms. A late event is kept for the next call. */
  async next(within = 5000): Promise<T> {
    this.pending ??= this.events.next();
    const result = await withDeadline(this.pending, within);
    this.pending = undefined;
    if (result.done) throw new Error('the subscription ended');
    return result.value;
  }

  /** True if an event arrives within `within` ms (for readiness probes); the event is consumed. */
  async arrives(within: number): Promise<boolean> {
    try {
      await this.next(within);
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.events.return?.();
  }
}

function withDeadline<T>(promise: Promise<T>, within: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no event within ${within} ms`)), within);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
