import { Client } from 'pg';
import type { Logger } from '../logger';
import { channelOf } from './domain-event';

type Handler = (payload: Record<string, unknown>) => void;

/**
 * One LISTEN connection per process, fanning notifications out to in-process handlers
 * (subscriptions, caches). Reconnects after a lost connection.
 */
export class EventListener {
  private client?: Client;
  private readonly handlers = new Map<string, Set<Handler>>();
  private stopped = false;

  constructor(private readonly databaseUrl: string, private readonly logger: Logger) {}

  async start(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl });
    client.on('error', (error) => this.reconnect(error));
    client.on('notification', (message) => this.dispatch(message.channel, message.payload));
    await client.connect();
    this.client = client;
    for (const channel of this.handlers.keys()) await client.query(`listen "${channel}"`);
  }

  /** Calls `handler` for each event of `kind`; returns the unsubscribe function. */
  async on(kind: string, handler: Handler): Promise<() => void> {
    const channel = channelOf(kind);
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await this.client?.query(`listen "${channel}"`);
    }
    set.add(handler);
    return () => set!.delete(handler);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.client?.end().catch(() => undefined);
  }

  private dispatch(channel: string, payload: string | undefined): void {
    const set = this.handlers.get(channel);
    if (!set?.size) return;
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(payload ?? '{}');
    } catch {
      return;
    }
    for (const handler of set) handler(parsed);
  }

  private reconnect(error: Error): void {
    if (this.stopped) return;
    this.logger.warn('event listener lost its connection; reconnecting', { error });
    this.client = undefined;
    setTimeout(() => this.start().catch((e) => this.reconnect(e)), 1000).unref();
  }
}
