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
  private readonly loaders = new Map<string, DataLoader<any, any>>();

  get<K, V>(name: string, batch: (keys: readonly K[]) => Promise<ReadonlyArray<V | Error>>): DataLoader<K, V> {
    let loader = this.loaders.get(name);
    if (!loader) {
      loader = new DataLoader<K, V>(batch);
      this.loaders.set(name, loader);
    }
    return loader as DataLoader<K, V>;
  }
}

/** Orders rows to match `keys` (DataLoader's contract), `null` for a missing key. */
export function byKeys<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): Array<V | null> {
  const index = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => index.get(key) ?? null);
}
