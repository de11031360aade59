import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../actor';
import type { SubgraphRuntime } from './runtime';

/** Per-request (or per-job) state of one subgraph: its own EntityManager fork and loaders. */
export interface SubgraphContext {
  em: EntityManager;
  actor: Actor;
  requestId: string;
  loaders: LoaderRegistry;
  runtime: SubgraphRuntime;
}

/**
 * Request-scoped DataLoaders keyed by name, so every reference and relation resolver of a request
 * shares one batch per entity type (one `where id in (...)` instead of N queries).
 */
export class LoaderRegistry {
  private readonly loaders = new Map<string, RequestLoader<any, any>>();

  get<K, V>(name: string, batch: (keys: readonly K[]) => Promise<ReadonlyArray<V | Error>>): RequestLoader<K, V> {
    let loader = this.loaders.get(name);
    if (!loader) {
      loader = new RequestLoader<K, V>(batch);
      this.loaders.set(name, loader);
    }
    return loader as RequestLoader<K, V>;
  }
}

/**
 * A request's DataLoader that also remembers what it has loaded, so a field resolver can answer
 * synchronously (`peek`) once a list resolver has loaded a whole page's rows ahead (`loadMany`).
 * graphql-js completes a row whose fields are all synchronous without a promise per object.
 */
export class RequestLoader<K, V> extends DataLoader<K, V> {
  private readonly loaded: Map<K, V>;

  constructor(batch: (keys: readonly K[]) => Promise<ReadonlyArray<V | Error>>) {
    const loaded = new Map<K, V>();
    super(async (keys) => {
      const values = await batch(keys);
      keys.forEach((key, i) => {
        const value = values[i];
        if (!(value instanceof Error)) loaded.set(key, value);
      });
      return values;
    });
    this.loaded = loaded;
  }

  /** The value when this request has already loaded `key`, else `load(key)`'s promise. */
  peek(key: K): V | Promise<V> {
    return this.loaded.has(key) ? this.loaded.get(key)! : this.load(key);
  }

  override prime(key: K, value: V | PromiseLike<V> | Error): this {
    if (!(value instanceof Error) && !isThenable(value)) this.loaded.set(key, value as V);
    return super.prime(key, value);
  }

  override clear(key: K): this {
    this.loaded.delete(key);
    return super.clear(key);
  }

  override clearAll(): this {
    this.loaded.clear();
    return super.clearAll();
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/** Orders rows to match `keys` (DataLoader's contract), `null` for a missing key. */
export function byKeys<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): Array<V | null> {
  const index = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => index.get(key) ?? null);
}
