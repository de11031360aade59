import path from 'node:path';
import type { Config } from '../config';
import { ensureDatabase } from './database';
import { startEmbeddedPostgres } from './embedded-postgres';

/** The service's own database, open and ready for its subgraphs. */
export interface ServiceDatabase {
  url: string;
  /** Stops the embedded cluster; an external database is left alone. */
  stop(): Promise<void>;
}

const DATABASE_NAME = 'forgegraph';

/**
 * `DATABASE_URL` when set; otherwise the embedded cluster under `DATA_DIR/postgres`, started, with the
 * service's database created once. `onLaunched`: see `startEmbeddedPostgres` (at once for an external database).
 */
export async function openServiceDatabase(config: Config, onLaunched?: () => void): Promise<ServiceDatabase> {
  if (config.databaseUrl) {
    onLaunched?.();
    return { url: config.databaseUrl, stop: async () => undefined };
  }
  const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), { onLaunched });
  try {
    return { url: await ensureDatabase(embedded.adminUrl, DATABASE_NAME), stop: () => embedded.stop() };
  } catch (error) {
    await embedded.stop().catch(() => undefined);
    throw error;
  }
}
