import { performance } from 'node:perf_hooks';
import { createLogger, loadConfig, openServiceDatabase, type Logger, type ServiceDatabase } from '@forgegraph/platform/boot';
import type { RunningServer } from './server';

/** `npm start`: the whole service in one process on PORT (default 3000). */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  // The database starts first, on the other core, while this process loads the rest of the service.
  // Loading blocks the event loop, so the server's process must be running before it begins.
  let launched!: () => void;
  const launching = new Promise<void>((resolve) => (launched = resolve));
  const database = openServiceDatabase(config, launched);
  const settled = database.then(() => undefined, () => undefined); // awaited (any failure reported) by the backend
  await Promise.race([launching, settled]);
  const server = await startLoadedServer(database, logger, (startServer) => startServer(config, logger, database));
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    server.stop().then(() => process.exit(0), (error) => {
      logger.error('shutdown failed', { error });
      process.exit(1);
    });
  };
  // Handlers go in before the ready line: a supervisor may signal at once.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => shutdown(signal));
  logger.info('ready', { url: config.externalUrl, port: server.port, database: config.databaseUrl ? 'external' : 'embedded', sinceProcessStartMs: Math.round(performance.now()) });
}

type Start = (startServer: typeof import('./server').startServer) => Promise<RunningServer>;

/** Loads the service's code (over a second) and starts it; a failure to load it still stops the database. */
async function startLoadedServer(database: Promise<ServiceDatabase>, logger: Logger, start: Start): Promise<RunningServer> {
  let startServer;
  try {
    ({ startServer } = require('./server') as typeof import('./server'));
    logger.debug('service code loaded', { sinceProcessStartMs: Math.round(performance.now()) });
  } catch (error) {
    await database.then((opened) => opened.stop(), () => undefined);
    throw error;
  }
  return start(startServer);
}

main().catch((error) => {
  process.stderr.write(`forgegraph failed to start: ${error?.stack ?? error}\n`);
  process.exit(1);
});
