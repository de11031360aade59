import { MikroORM, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { GraphQLSchema } from 'graphql';
import { Client } from 'pg';
import { SERVICE_ACTOR, type Actor } from '../actor';
import type { Config } from '../config';
import type { OperationEngine } from '../engine';
import type { JobQueue } from '../jobs/job-queue';
import type { Logger } from '../logger';
import type { SettingsReader } from '../settings/settings-reader';
import { LoaderRegistry, type SubgraphContext } from './context';
import type { SubgraphDefinition } from './definition';
import { buildFederatedSchema } from './federation';
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

/** Creates the subgraph's schema, runs its migrations, builds its federated schema and starts its workers. */
export async function bootSubgraph(definition: SubgraphDefinition, shared: SharedServices): Promise<RunningSubgraph> {
  await createSchema(shared.databaseUrl, definition.name);
  const orm = await MikroORM.init({
    driver: PostgreSqlDriver,
    clientUrl: shared.databaseUrl,
    schema: definition.name,
    contextName: definition.name,
    entities: definition.entities,
    extensions: [Migrator],
    migrations: { migrationsList: definition.migrations, tableName: 'mikro_orm_migrations', transactional: true, allOrNothing: true, snapshot: false },
    pool: { min: 0, max: 8 },
    allowGlobalContext: false,
    forceUtcTimezone: true,
    debug: false,
    logger: (message: string) => shared.logger.debug(message, { subgraph: definition.name }),
  });
  await orm.getMigrator().up();
  const { schema, sdl } = await buildFederatedSchema(definition);
  const runtime: SubgraphRuntime = { ...shared, name: definition.name, orm, logger: shared.logger.child({ subgraph: definition.name }) };
  const contextFor = (actor: Actor, requestId: string): SubgraphContext => ({
    em: orm.em.fork(),
    actor,
    requestId,
    loaders: new LoaderRegistry(),
    runtime,
  });
  for (const job of definition.jobs ?? []) {
    await shared.jobs.register(job, () => contextFor(SERVICE_ACTOR, `job:${job.name}`));
  }
  await definition.onStart?.(runtime);
  const stop = () => {
    definition.onStop?.();
    return orm.close(true);
  };
  return { name: definition.name, schema, sdl, runtime, contextFor, stop };
}

async function createSchema(databaseUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(`create schema if not exists "${name}"`);
  } finally {
    await client.end();
  }
}
