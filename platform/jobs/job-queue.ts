import PgBoss from 'pg-boss';
import { Pool } from 'pg';
import type { Logger } from '../logger';
import type { SubgraphContext } from '../subgraph/context';

/** A background job owned by a subgraph. Handlers must be idempotent: a job may run again after a failure. */
export interface JobDefinition<T extends object> {
  name: string;
  /** Defaults: 5 retries, exponential backoff from 2 s, 15 minutes to finish. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
  /**
   * pg-boss's queue policy. `stately`: per `singletonKey`, at most one job waits and one runs, so a
   * burst of sends coalesces (jobs that redo a whole piece of work: relays, housekeeping, removals).
   * `standard` (default): every send queues a job; a singletonKey then dedupes nothing.
   */
  policy?: 'standard' | 'stately';
  run(data: T, context: SubgraphContext): Promise<void>;
}

/**
 * How often an idle worker looks for jobs on its own. Jobs this process queues wake its worker at once
 * (`send`, `publish`), so polling only finds delayed jobs, retries and other processes' jobs; at 0.5 s,
 * some twenty queues made the idle service run 40 fetches a second.
 */
const POLLING_INTERVAL_SECONDS = 2;
const STOP_TIMEOUT_MS = 5000;
const DRAIN_MS = 15_000;

/**
 * pg-boss's database, on a pool of ours: the queue counts the statements in flight, so `stop` can
 * tell when every worker's last fetch has come back, and ends the pool only then (pg-boss ending
 * its own pool left a fetch waiting for a connection forever).
 */
class CountingDb {
  inFlight = 0;
  constructor(readonly pool: Pool) {}

  async executeSql(text: string, values: unknown[]): Promise<{ rows: any[] }> {
    this.inFlight += 1;
    try {
      return await this.pool.query(text, values);
    } finally {
      this.inFlight -= 1;
    }
  }
}

/** pg-boss (jobs stored in PostgreSQL, ARCHITECTURE §7); never on a request's path. */
export class JobQueue {
  private stopping = false;
  private running = 0;
  /** This process's worker per queue name, woken when a job is queued here. */
  private readonly workers = new Map<string, string>();
  /** The queues subscribed to each event, whose workers a publish wakes. */
  private readonly subscribers = new Map<string, Set<string>>();
  /** The last queue creation; the next waits for it (see `register`). */
  private creating: Promise<void> = Promise.resolve();

  private constructor(
    private readonly boss: PgBoss,
    private readonly db: CountingDb,
    private readonly logger: Logger,
    /** The queues the database already has: a restart registers every queue, and skips their creation. */
    private readonly existing: Set<string>,
  ) {}

  static async start(databaseUrl: string, logger: Logger): Promise<JobQueue> {
    const pool = new Pool({ connectionString: databaseUrl, max: 4, application_name: 'pgboss' });
    pool.on('error', (error) => logger.error('job queue connection error', { error }));
    const db = new CountingDb(pool);
    const boss = new PgBoss({ db, schema: 'pgboss' });
    boss.on('error', (error) => logger.error('job queue error', { error }));
    await boss.start();
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    return new JobQueue(boss, db, logger, existing);
  }

  async register<T extends object>(definition: JobDefinition<T>, contextFor: () => SubgraphContext): Promise<void> {
    if (!this.existing.has(definition.name)) await this.createQueue(definition);
    // Assigned once pg-boss has started the worker; its first job may already be running by then.
    let workerId: string | undefined = undefined;
    workerId = await this.boss.work<T>(definition.name, { batchSize: 1, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS }, async ([job]) => {
      // A job fetched while shutting down is handed back (failed, so retried) instead of run on closing pools.
      if (this.stopping) throw new Error('job queue is stopping');
      const log = this.logger.child({ job: definition.name, jobId: job.id });
      this.running += 1;
      try {
        await definition.run(job.data, contextFor());
        log.debug('job done');
      } catch (error) {
        log.warn('job failed; pg-boss retries it with backoff', { error });
        throw error;
      } finally {
        this.running -= 1;
        // pg-boss waits out the polling interval after every fetch, even one that found a job (two
        // jobs a second): a worker that just ran one fetches the next at once, and idles only when none is left.
        if (workerId && !this.stopping) this.boss.notifyWorker(workerId);
      }
    });
    this.workers.set(definition.name, workerId);
  }

  /** Wakes this process's worker of a queue, if it has one, to fetch now instead of at its next poll. */
  private wake(name: string): void {
    const workerId = this.workers.get(name);
    if (workerId && !this.stopping) this.boss.notifyWorker(workerId);
  }

  /**
   * A new queue is a partition pg-boss attaches with DDL, which deadlocks against another queue's
   * creation in flight (subgraphs boot concurrently): queues are created one at a time. pg-boss keeps
   * an existing queue's options as they are.
   */
  private async createQueue(definition: JobDefinition<object>): Promise<void> {
    const created = this.creating.then(() => this.boss.createQueue(definition.name, {
      name: definition.name,
      policy: definition.policy ?? 'standard',
      retryLimit: definition.retryLimit ?? 5,
      retryDelay: definition.retryDelaySeconds ?? 2,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds ?? 900,
    }));
    this.creating = created.catch(() => undefined);
    await created;
  }

  /** Queues a job; in a `stately` queue a `singletonKey` keeps one waiting job per key (a send beyond it is dropped). */
  async send(name: string, data: object, options: { singletonKey?: string; startAfterSeconds?: number } = {}): Promise<string | null> {
    const id = await this.boss.send(name, data, { singletonKey: options.singletonKey, startAfter: options.startAfterSeconds });
    // A stately queue drops a send while one job waits: that waiting job is what the wake fetches then.
    if (!options.startAfterSeconds) this.wake(name);
    return id;
  }

  /** Fans `data` out to every queue subscribed to `event` (pg-boss publish/subscribe). */
  async publish(event: string, data: object): Promise<void> {
    await this.boss.publish(event, data);
    for (const name of this.subscribers.get(event) ?? []) this.wake(name);
  }

  /** Queues a copy of every `event` published from now on in the registered queue `name`. */
  async subscribe(event: string, name: string): Promise<void> {
    await this.boss.subscribe(event, name);
    if (!this.subscribers.has(event)) this.subscribers.set(event, new Set());
    this.subscribers.get(event)!.add(name);
  }

  /** Stops fetching and waits for running jobs; call before closing what handlers use. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    // pg-boss's stop() resolves once no worker holds a job; wait for our handlers and every statement
    // in flight before the pool closes under them. (Its offWork() loop may check its workers' flags
    // once more a second later: no database work, nothing to wait for.)
    const drainUntil = Date.now() + DRAIN_MS;
    while ((this.running > 0 || this.db.inFlight > 0) && Date.now() < drainUntil) await sleep(50);
    if (this.running > 0) this.logger.warn('job queue stopped with jobs still running', { running: this.running });
    await this.db.pool.end();
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
