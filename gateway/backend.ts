import { performance } from 'node:perf_hooks';
import {
  bootSubgraph, CachedSettingsReader, EventListener, JobQueue, LateBoundEngine, openServiceDatabase,
  type Config, type Logger, type RunningSubgraph, type ServiceDatabase, type SubgraphDefinition,
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

export interface BackendOptions {
  /** The database, when the caller started opening it already (`main` does, before loading this code). */
  database?: Promise<ServiceDatabase>;
  definitions?: SubgraphDefinition[];
}

type Stop = () => Promise<void>;

export async function startBackend(config: Config, logger: Logger, options: BackendOptions = {}): Promise<Backend> {
  const stops: Stop[] = [];
  let stopJobs: Stop = async () => undefined;
  try {
    const database = await (options.database ?? openServiceDatabase(config));
    stops.push(() => database.stop());
    logPhase(logger, 'database open');
    const databaseUrl = database.url;
    const events = new EventListener(databaseUrl, logger);
    stops.push(() => events.stop());
    const [queue, listening] = await Promise.allSettled([JobQueue.start(databaseUrl, logger), events.start()]);
    // Jobs stop first (see `stop` below): their handlers use the subgraphs' connection pools.
    if (queue.status === 'fulfilled') stopJobs = () => queue.value.stop();
    if (queue.status === 'rejected') throw queue.reason;
    if (listening.status === 'rejected') throw listening.reason;
    const jobs = queue.value;
    logPhase(logger, 'job queue and event listener started');
    const engine = new LateBoundEngine();
    const settings = new CachedSettingsReader(engine);
    await events.on('application_settings_changed', () => settings.invalidate());
    const shared = { databaseUrl, config, logger, jobs, engine, settings };
    // Independent of each other (own schema, pool and queues): their database round trips overlap.
    const local = (options.definitions ?? SUBGRAPHS).filter((d) => !config.subgraphUrls[d.name]);
    const booting = local.map((definition) => bootSubgraph(definition, shared).then((subgraph) => {
      logPhase(logger, 'subgraph booted', { subgraph: subgraph.name });
      return subgraph;
    }));
    const subgraphs = await startAll(booting, stops);
    const gateway = await startGateway({ local: subgraphs, remote: config.subgraphUrls, internalSecret: config.internalSecret, logger });
    stops.push(() => gateway.stop());
    engine.bind(gateway.engine);
    logPhase(logger, 'gateway started');
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

/**
 * Awaits every start and adds a stop for each that started, in the given order, so a failure of one
 * still stops the others; then fails with the first failure.
 */
async function startAll<T extends { stop(): Promise<void> }>(starts: Promise<T>[], stops: Stop[]): Promise<T[]> {
  const settled = await Promise.allSettled(starts);
  for (const result of settled) {
    if (result.status === 'fulfilled') stops.push(() => result.value.stop());
  }
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<T>).value);
}

/** Start-up phases at debug level, with the time since the process started: where a restart spends its seconds. */
function logPhase(logger: Logger, phase: string, fields: Record<string, unknown> = {}): void {
  logger.debug(phase, { ...fields, sinceProcessStartMs: Math.round(performance.now()) });
}

async function runInReverse(stops: Stop[]): Promise<void> {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
}
