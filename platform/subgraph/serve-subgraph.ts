import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { ACTOR_HEADER, ANONYMOUS, verifyActor } from '../actor';
import { loadConfig, type Config } from '../config';
import { HttpEngine } from '../http-engine';
import { JobQueue } from '../jobs/job-queue';
import { createLogger, type Logger } from '../logger';
import { CachedSettingsReader } from '../settings/settings-reader';
import { bootSubgraph } from './boot-subgraph';
import type { SubgraphContext } from './context';
import type { SubgraphDefinition } from './definition';
import { formatSubgraphError } from './format-error';

export interface SubgraphService {
  /** The subgraph's GraphQL endpoint, for the gateway's SUBGRAPH_URLS. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Split mode: one subgraph as its own HTTP service. It trusts only the gateway's signed actor header
 * (anything else is anonymous) and reaches other domains through the gateway at `gatewayUrl`.
 */
export async function startSubgraphService(definition: SubgraphDefinition, config: Config, gatewayUrl: string, logger: Logger): Promise<SubgraphService> {
  if (!config.databaseUrl) throw new Error('a standalone subgraph needs DATABASE_URL');
  const jobs = await JobQueue.start(config.databaseUrl, logger);
  const engine = new HttpEngine(gatewayUrl, config.internalSecret);
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
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await apollo.stop();
      await jobs.stop();
      await subgraph.stop();
    },
  };
}

/** `node subgraphs/<name>/dist/main.js`: needs DATABASE_URL, GATEWAY_URL and INTERNAL_SECRET. */
export async function serveSubgraph(definition: SubgraphDefinition): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, { service: definition.name });
  if (!config.databaseUrl || !process.env.GATEWAY_URL || !process.env.INTERNAL_SECRET) {
    throw new Error('a standalone subgraph needs DATABASE_URL, GATEWAY_URL and INTERNAL_SECRET');
  }
  const service = await startSubgraphService(definition, config, process.env.GATEWAY_URL, logger);
  const shutdown = () => service.stop().then(() => process.exit(0), () => process.exit(1));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown());
  logger.info('subgraph ready', { url: service.url });
}
