import { MikroORM, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { GraphQLSchema } from 'graphql';
import { SERVICE_ACTOR, type Actor } from '../actor';
import type { Config } from '../config';
import { outboxWrittenKind } from '../events/ci-events';
import { registerOutboxRelay } from '../events/domain-event';
import { EventListener } from '../events/event-listener';
import { reactionKinds, reactionsJob, reactionsJobName } from '../events/event-reactions';
import { outboxRelayJob, queueOutboxRelay } from '../events/outbox-relay';
import type { OperationEngine } from '../engine';
import type { JobDefinition, JobQueue } from '../jobs/job-queue';
import type { Logger } from '../logger';
import type { SettingsReader } from '../settings/settings-reader';
import { LoaderRegistry, type SubgraphContext } from './context';
import type { SubgraphDefinition } from './definition';
import { buildFederatedSchema } from './federation';
import { migrate, migrationOptions } from './migrations';
import type { SubgraphRuntime } from './runtime';

export interface RunningSubgraph {
  name: string;
  schema: GraphQLSchema;
  /** The subgraph's SDL as composed (committed as `schema.graphql`). */
  sdl: string;
  runtime: SubgraphRuntime;
  contextFor(actor: Actor, requestId: string): SubgraphContext;
  stop(): Promise<void>;
}

export interface SharedServices {
  databaseUrl: string;
  config: Config;
  logger: Logger;
  jobs: JobQueue;
  engine: OperationEngine;
  settings: SettingsReader;
}

/** Creates or migrates the subgraph's schema, builds its federated schema and starts its workers. */
export async function bootSubgraph(definition: SubgraphDefinition, shared: SharedServices): Promise<RunningSubgraph> {
  const orm = await MikroORM.init({
    driver: PostgreSqlDriver,
    clientUrl: shared.databaseUrl,
    schema: definition.name,
    contextName: definition.name,
    entities: definition.entities,
    migrations: migrationOptions(),
    pool: { min: 0, max: shared.config.databasePoolSize },
    allowGlobalContext: false,
    forceUtcTimezone: true,
    debug: false,
    logger: (message: string) => shared.logger.debug(message, { subgraph: definition.name }),
  });
  await migrate(orm, definition.name, definition.migrations);
  const { schema, sdl } = await buildFederatedSchema(definition);
  const runtime: SubgraphRuntime = { ...shared, name: definition.name, orm, logger: shared.logger.child({ subgraph: definition.name }) };
  const contextFor = (actor: Actor, requestId: string): SubgraphContext => ({
    // useContext: inside `ctx.em.transactional()` every query through ctx.em (loaders, helpers) joins the
    // transaction instead of taking a second pooled connection while holding one (bursts deadlocked the pool).
    em: orm.em.fork({ useContext: true }),
    actor,
    requestId,
    loaders: new LoaderRegistry(),
    runtime,
  });
  const reactions = definition.reactions ?? [];
  const jobs: JobDefinition<any>[] = [...(definition.jobs ?? []), outboxRelayJob(definition.name), ...(reactions.length ? [reactionsJob(definition.name, reactions)] : [])];
  // Each queue's set-up is a few round trips of its own: all at once, as at start-up they are on the path to ready.
  await Promise.all(jobs.map((job) => shared.jobs.register(job, () => contextFor(SERVICE_ACTOR, `job:${job.name}`))));
  await Promise.all(reactionKinds(reactions).map((kind) => shared.jobs.subscribe(kind, reactionsJobName(definition.name))));
  registerOutboxRelay(orm.em, () => void queueOutboxRelay(runtime));
  const watcher = definition.outboxWrittenByTriggers ? await watchTriggeredOutbox(runtime, shared.databaseUrl) : null;
  // Events a crash left unrelayed (committed, but the relay never queued or never finished).
  await queueOutboxRelay(runtime);
  await definition.onStart?.(runtime);
  const stop = async () => {
    definition.onStop?.();
    await watcher?.stop();
    return orm.close(true);
  };
  return { name: definition.name, schema, sdl, runtime, contextFor, stop };
}

/**
 * Rows a trigger wrote commit without `publishEvent`'s commit hook (and may come from plain SQL
 * outside any ORM transaction): their NOTIFY, delivered on commit only, queues the relay instead.
 */
async function watchTriggeredOutbox(runtime: SubgraphRuntime, databaseUrl: string): Promise<EventListener> {
  const listener = new EventListener(databaseUrl, runtime.logger);
  await listener.start();
  await listener.on(outboxWrittenKind(runtime.name), () => void queueOutboxRelay(runtime));
  return listener;
}
