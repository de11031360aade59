import type { EntityClass, EntitySchema } from '@mikro-orm/core';
import type { EventReaction } from '../events/event-reactions';
import type { JobDefinition } from '../jobs/job-queue';
import type { SubgraphContext } from './context';
import type { MigrationSet } from './migrations';
import type { SubgraphRuntime } from './runtime';

export type ReferenceResolver = (reference: { id: string }, context: SubgraphContext) => unknown;

/** Everything a domain subgraph declares; `bootSubgraph` turns it into a running service. */
export interface SubgraphDefinition {
  /** Also the PostgreSQL schema and the MikroORM context name. */
  name: string;
  entities: Array<EntityClass<any> | EntitySchema<any, any>>;
  resolvers: [Function, ...Function[]];
  orphanedTypes?: Function[];
  /** `__resolveReference` per federated entity type; each must go through `context.loaders`. */
  references?: Record<string, ReferenceResolver>;
  /** Schema-qualified migrations, oldest first (`migrationsIn`). */
  migrations: MigrationSet;
  jobs?: JobDefinition<any>[];
  /**
   * Reactions to domain events of any subgraph, by kind (ARCHITECTURE §6). A subgraph that has
   * reactions needs an `event_receipts` table (`eventReceiptsTableSql`) in its migrations.
   */
  reactions?: EventReaction[];
  /**
   * True when database triggers write some of the subgraph's outbox rows (and NOTIFY
   * `outboxWrittenKind(name)`): the boot then listens for those commits and queues the outbox relay.
   */
  outboxWrittenByTriggers?: boolean;
  /** Runs once per boot after migrations, e.g. to seed required records. */
  onStart?: (runtime: SubgraphRuntime) => Promise<void>;
  /** Runs when the subgraph stops, before its database connections close, e.g. to end helper processes. */
  onStop?: () => void;
}
