import { MikroORM } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { ensureDatabase, migrate, migrationOptions } from '@forgegraph/platform';
import { SUBGRAPHS } from '../../gateway/subgraphs';

/**
 * A database with every subgraph's migrations applied and nothing else (no boot, so no seeds, no job
 * queues). Each test file's database is a copy of it (`create database … template`), which takes a
 * fraction of running the migrations again: the file's boot then finds its schemas up to date and seeds
 * as on any first boot.
 */
export const TEMPLATE_DATABASE = 'forgegraph_template';

export async function createTemplateDatabase(adminUrl: string): Promise<void> {
  const url = await ensureDatabase(adminUrl, TEMPLATE_DATABASE);
  for (const definition of SUBGRAPHS) {
    const orm = await MikroORM.init({
      driver: PostgreSqlDriver, clientUrl: url, schema: definition.name, entities: definition.entities,
      migrations: migrationOptions(), allowGlobalContext: true, debug: false, discovery: { warnWhenNoEntities: false },
      logger: () => undefined,
    });
    try {
      await migrate(orm, definition.name, definition.migrations);
    } finally {
      await orm.close(true);
    }
  }
}

/** A fresh database for one test file, copied from the template. */
export async function copyTemplateDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new Client({ connectionString: adminUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(`create database "${name.replace(/"/g, '')}" template "${TEMPLATE_DATABASE}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
