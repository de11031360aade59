import path from 'node:path';
import type { MigrationObject } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * A subgraph's migrations by name, oldest first, each `<subgraph>/migrations/<name>` exporting the class `name`.
 * They are loaded only when one is pending: a migration class extends `@mikro-orm/migrations`' base,
 * and that package (umzug and its CLI, ~225 modules) is a tenth of what a restart spends loading code.
 */
export interface MigrationSet {
  names: string[];
  load(): MigrationObject[];
}

export function migrationsIn(subgraphDirectory: string, names: string[]): MigrationSet {
  return {
    names,
    load: () => names.map((name) => ({ name, class: require(path.join(subgraphDirectory, 'migrations', name))[name] })),
  };
}

const TABLE = 'mikro_orm_migrations';

/** The options `MikroORM.init` takes for `migrate` (the list is filled in only when one is pending). */
export function migrationOptions() {
  return { migrationsList: [] as MigrationObject[], tableName: TABLE, transactional: true, allOrNothing: true, snapshot: false };
}

/** Brings the subgraph's schema up to date: one query when it already is, else MikroORM's migrator. */
export async function migrate(orm: MikroORM, schema: string, migrations: MigrationSet): Promise<void> {
  const executed = await executedMigrations(orm, schema);
  if (migrations.names.every((name) => executed.has(name))) return;
  const connection = orm.em.getConnection();
  await connection.execute(`create schema if not exists "${schema}"`);
  orm.config.get('migrations').migrationsList = migrations.load();
  const { Migrator } = require('@mikro-orm/migrations') as typeof import('@mikro-orm/migrations');
  await new Migrator(orm.em).up();
}

async function executedMigrations(orm: MikroORM, schema: string): Promise<Set<string>> {
  const connection = orm.em.getConnection();
  const [{ present }] = await connection.execute<{ present: boolean }[]>('select to_regclass(?) is not null as present', [`"${schema}".${TABLE}`]);
  if (!present) return new Set();
  const rows = await connection.execute<{ name: string }[]>(`select name from "${schema}".${TABLE}`);
  return new Set(rows.map((row) => row.name));
}
