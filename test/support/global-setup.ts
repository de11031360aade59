import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../platform/db/embedded-postgres';
import { createTemplateDatabase, TEMPLATE_DATABASE } from './template-database';

/**
 * One PostgreSQL cluster for the whole run (embedded in a throwaway directory unless DATABASE_URL
 * points at one); each test file creates its own database on it (test/support/service.ts).
 */
export default async function globalSetup(): Promise<void> {
  await buildForChildProcesses();
  if (process.env.DATABASE_URL) {
    process.env.FORGEGRAPH_TEST_ADMIN_URL = process.env.DATABASE_URL;
    await prepareTemplate(process.env.DATABASE_URL);
    return;
  }
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'forgegraph-test-pg-'));
  fs.chmodSync(directory, 0o755);
  const database = await startEmbeddedPostgres(path.join(directory, 'data'), { persistent: false });
  process.env.FORGEGRAPH_TEST_ADMIN_URL = database.adminUrl;
  (globalThis as Record<string, unknown>).__forgegraphTestDatabase = { database, directory };
  await prepareTemplate(database.adminUrl);
}

/**
 * Crash drills run the service as its own process (killable-service.ts) from its built output;
 * building here, once, keeps two workers from writing the same files at the same time.
 */
async function buildForChildProcesses(): Promise<void> {
  const { outdatedSources, transpileSources } = require('../../tools/transpile') as {
    outdatedSources(): { outdated: unknown[] };
    transpileSources(outdated: unknown[]): Promise<void>;
  };
  await transpileSources(outdatedSources().outdated);
}

/** Migrates the template every test file's database is copied from (test/support/template-database.ts). */
async function prepareTemplate(adminUrl: string): Promise<void> {
  await createTemplateDatabase(adminUrl);
  process.env.FORGEGRAPH_TEST_TEMPLATE = TEMPLATE_DATABASE;
}
