import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { ACTOR_HEADER, ANONYMOUS, verifyActor } from '../actor';
import { loadConfig } from '../config';
import { HttpEngine } from '../http-engine';
import { JobQueue } from '../jobs/job-queue';
import { createLogger } from '../logger';
import { CachedSettingsReader } from '../settings/settings-reader';
import { bootSubgraph } from './boot-subgraph';
import type { SubgraphContext } from './context';
import type { SubgraphDefinition } from './definition';
import { formatSubgraphError } from './format-error';

/**
 * Split mode: one subgraph as its own service (`node subgraphs/<name>/dist/main.js`). It trusts only
 * the gateway's signed actor header; it reaches other domains through GATEWAY_URL.
 */
export async function serveSubgraph(definition: SubgraphDefinition): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, { service: definition.name });
  if (!config.databaseUrl || !process.env.GATEWAY_URL || !process.env.INTERNAL_SECRET) {
    throw new Error('a standalone subgraph needs DATABASE_URL, GATEWAY_URL and INTERNAL_SECRET');
  }
  const jobs = await JobQueue.start(config.databaseUrl, logger);
  const engine = new HttpEngine(process.env.GATEWAY_URL, config.internalSecret);
  const subgraph = await bootSubgraph(definition, { databaseUrl: config.databaseUrl, config, logger, jobs, engine, settings: new CachedSettingsReader(engine) });
  const apollo = new ApolloServer<SubgraphContext>({
    schema: subgraph.schema,
    stopOnTerminationSignals: false,
    plugins: [ApolloServerPluginInlineTraceDisabled()],
    formatError: (formatted, error) => formatSubgraphError(error as never, logger) ?? formatted,
  });
  await apollo.start();
  const app = express();
  app.get('/-/health', (_req, res) => void res.type('text/plain').send('OK'));
  app.use('/graphql', express.json({ limit: '50mb' }), expressMiddleware(apollo, {
    context: async ({ req }) => subgraph.contextFor(verifyActor(req.get(ACTOR_HEADER), config.internalSecret) ?? ANONYMOUS, req.get('x-request-id') ?? randomUUID()),
  }));
  const server = http.createServer(app).listen(config.port);
  const shutdown = async () => {
    server.close();
    await apollo.stop();
    await jobs.stop();
    await subgraph.stop();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown());
  logger.info('subgraph ready', { port: config.port });
}
