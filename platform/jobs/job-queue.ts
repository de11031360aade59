import PgBoss from 'pg-boss';
import type { Logger } from '../logger';
import type { SubgraphContext } from '../subgraph/context';

/** A background job owned by a subgraph. Handlers must be idempotent: a job may run again after a failure. */
export interface JobDefinition<T extends object> {
  name: string;
  /** Defaults: 5 retries, exponential backoff from 2 s, 15 minutes to finish. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
  run(data: T, context: SubgraphContext): Promise<void>;
}

const OFF_WORK_CHECK_MS = 1100;

/** pg-boss (jobs stored in PostgreSQL, ARCHITECTURE §7); about 0.5 s pick-up, never on a request's path. */
export class JobQueue {
  private stopping = false;

  private constructor(private readonly boss: PgBoss, private readonly logger: Logger) {}

  static async start(databaseUrl: string, logger: Logger): Promise<JobQueue> {
    const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', max: 4 });
    boss.on('error', (error) => logger.error('job queue error', { error }));
    await boss.start();
    return new JobQueue(boss, logger);
  }

  async register<T extends object>(definition: JobDefinition<T>, contextFor: () => SubgraphContext): Promise<void> {
    await this.boss.createQueue(definition.name, {
      name: definition.name,
      retryLimit: definition.retryLimit ?? 5,
      retryDelay: definition.retryDelaySeconds ?? 2,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds ?? 900,
    });
    await this.boss.work<T>(definition.name, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
      // A job fetched while shutting down is handed back (failed, so retried) instead of run on closing pools.
      if (this.stopping) throw new Error('job queue is stopping');
      const log = this.logger.child({ job: definition.name, jobId: job.id });
      try {
        await definition.run(job.data, contextFor());
        log.debug('job done');
      } catch (error) {
        log.warn('job failed; pg-boss retries it with backoff', { error });
        throw error;
      }
    });
  }

  /** Queues a job; a `singletonKey` keeps one pending job per key. */
  async send(name: string, data: object, options: { singletonKey?: string; startAfterSeconds?: number } = {}): Promise<string | null> {
    return this.boss.send(name, data, { singletonKey: options.singletonKey, startAfter: options.startAfterSeconds });
  }

  /** Fans `data` out to every queue subscribed to `event` (pg-boss publish/subscribe). */
  async publish(event: string, data: object): Promise<void> {
    await this.boss.publish(event, data);
  }

  /** Queues a copy of every `event` published from now on in the registered queue `name`. */
  async subscribe(event: string, name: string): Promise<void> {
    await this.boss.subscribe(event, name);
  }

  /** Stops fetching and waits (up to 5 s) for running jobs; call before closing what handlers use. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
    // pg-boss's offWork() goes on checking its stopping workers once a second after stop() resolves;
    // its last check is at most a second away. Waiting it out leaves no timer behind the queue
    // (under jest, a check after teardown would fail to load its timer module).
    await new Promise((resolve) => setTimeout(resolve, OFF_WORK_CHECK_MS));
  }
}
