import { createLogger, loadConfig } from '@forgegraph/platform';
import { startServer } from './server';

/** `npm start`: the whole service in one process on PORT (default 3000). */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const server = await startServer(config, logger);
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
  logger.info('ready', { url: config.externalUrl, port: server.port, database: config.databaseUrl ? 'external' : 'embedded' });
}

main().catch((error) => {
  process.stderr.write(`forgegraph failed to start: ${error?.stack ?? error}\n`);
  process.exit(1);
});
