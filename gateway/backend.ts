import path from 'node:path';
import {
  bootSubgraph, CachedSettingsReader, ensureDatabase, EventListener, JobQueue, LateBoundEngine, startEmbeddedPostgres,
  type Config, type Logger, type RunningSubgraph, type SubgraphDefinition,
} from '@forgegraph/platform';
import { startGateway, type RunningGateway } from './gateway';
import { SUBGRAPHS } from './subgraphs';

/** Everything behind the HTTP edge: database, queue, events, subgraphs and the gateway. */
export interface Backend {
  gateway: RunningGateway;
  subgraphs: RunningSubgraph[];
  events: EventListener;
  settings: CachedSettingsReader;
  databaseUrl: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'forgegraph';

export async function startBackend(config: Config, logger: Logger, definitions: SubgraphDefinition[] = SUBGRAPHS): Promise<Backend> {
  const stops: Array<() => Promise<void>> = [];
  let stopJobs = async () => undefined as void;
  try {
    const databaseUrl = await openDatabase(config, stops);
    const jobs = await JobQueue.start(databaseUrl, logger);
    // Jobs stop first (see `stop` below): their handlers use the subgraphs' connection pools.
    stopJobs = () => jobs.stop();
    const events = new EventListener(databaseUrl, logger);
    await events.start();
    stops.push(() => events.stop());
    const engine = new LateBoundEngine();
    const settings = new CachedSettingsReader(engine);
    await events.on('application_settings_changed', () => settings.invalidate());
    const shared = { databaseUrl, config, logger, jobs, engine, settings };
    const subgraphs: RunningSubgraph[] = [];
    for (const definition of definitions.filter((d) => !config.subgraphUrls[d.name])) {
      const subgraph = await bootSubgraph(definition, shared);
      subgraphs.push(subgraph);
      stops.push(() => subgraph.stop());
    }
    const gateway = await startGateway({ local: subgraphs, remote: config.subgraphUrls, internalSecret: config.internalSecret, logger });
    stops.push(() => gateway.stop());
    engine.bind(gateway.engine);
    const stop = async () => {
      await stopJobs().catch(() => undefined);
      await runInReverse(stops);
    };
    return { gateway, subgraphs, events, settings, databaseUrl, stop };
  } catch (error) {
    await stopJobs().catch(() => undefined);
    await runInReverse(stops);
    throw error;
  }
}

async function openDatabase(config: Config, stops: Array<() => Promise<void>>): Promise<string> {
  if (config.databaseUrl) return config.databaseUrl;
  const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'));
  stops.push(() => embedded.stop());
  return ensureDatabase(embedded.adminUrl, DATABASE_NAME);
}

async function runInReverse(stops: Array<() => Promise<void>>): Promise<void> {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
}
