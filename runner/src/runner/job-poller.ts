import { shortToken } from '../job/build-dirs';
import { JobExecution, type JobExecutionOptions } from '../job/job-execution';
import { HttpTransport } from '../network/http-transport';
import type { JobPayload } from '../network/job-payload';
import { RunnerApi } from '../network/runner-api';
import type { RunnerLog } from './runner-log';

export interface PollerOptions {
  url: string;
  token: string;
  systemId: string;
  description: string;
  buildsDir: string;
  /** Jobs run at once (gitlab-runner's `concurrent`). */
  concurrent: number;
  /** Least time between the starts of two job requests of one slot (gitlab-runner's `check_interval`, 3 s). */
  checkIntervalMs: number;
  /** Longest back-off after failed requests. */
  maxBackoffMs?: number;
  log: RunnerLog;
  job?: Partial<Pick<JobExecutionOptions, 'afterScriptTimeoutMs' | 'killGraceMs' | 'retryDelayMs' | 'traceUpdateIntervalMs' | 'traceForceSendIntervalMs'>>;
}

/**
 * The request loop of `gitlab-runner run`: `concurrent` slots, each asking `POST /jobs/request` and running what it
 * gets. The server may hold a request open (long polling); `X-GitLab-Last-Update` from a 204 goes back as
 * `last_update`. Failed requests back off exponentially. `stop` ends the loop: requests in flight are dropped and
 * running jobs are killed and reported failed.
 */
export class JobPoller {
  private readonly transport: HttpTransport;
  private readonly api: RunnerApi;
  private lastUpdate: string | null = null;
  private stopping = false;
  private stopSignal = 'interrupt';
  private readonly requestAbort = new AbortController();
  private readonly running = new Set<JobExecution>();
  private slots: Promise<void>[] = [];

  constructor(private readonly options: PollerOptions) {
    this.transport = new HttpTransport(options.url);
    this.api = new RunnerApi(this.transport, { token: options.token, systemId: options.systemId });
  }

  start(): Promise<void> {
    this.slots = Array.from({ length: Math.max(1, this.options.concurrent) }, (_, slot) => this.runSlot(slot));
    return Promise.all(this.slots).then(() => undefined);
  }

  /** Stops asking for jobs; `killJobs` also kills running ones (SIGINT/SIGTERM), otherwise they finish (SIGQUIT). */
  stop(signal: string, killJobs: boolean): void {
    this.stopping = true;
    this.stopSignal = signal;
    this.requestAbort.abort();
    if (killJobs) for (const execution of this.running) execution.stopForShutdown(signal);
  }

  get runningJobs(): number {
    return this.running.size;
  }

  private async runSlot(slot: number): Promise<void> {
    let failures = 0;
    while (!this.stopping) {
      const startedAt = Date.now();
      const result = await this.api.requestJob(this.lastUpdate, this.requestAbort.signal).catch((error: Error) => ({ kind: 'network' as const, error }));
      if (this.stopping) return;
      if (result.kind === 'job') {
        failures = 0;
        await this.runJob(slot, result.job);
        continue;
      }
      if (result.kind === 'none') {
        failures = 0;
        if (result.lastUpdate) this.lastUpdate = result.lastUpdate;
        await this.pause(this.options.checkIntervalMs - (Date.now() - startedAt));
        continue;
      }
      this.logRequestFailure(result);
      // As gitlab-runner: an answer it understood but did not expect (409, 5xx) is "no job now"; no answer at all or a
      // refused token counts as a failure, and failures in a row back off.
      if (result.kind === 'conflict' || result.kind === 'error') {
        failures = 0;
        await this.pause(this.options.checkIntervalMs - (Date.now() - startedAt));
        continue;
      }
      failures++;
      await this.pause(Math.min(this.options.checkIntervalMs * 2 ** Math.min(failures - 1, 10), this.options.maxBackoffMs ?? 60_000));
    }
  }

  private async runJob(slot: number, job: JobPayload): Promise<void> {
    const fields = { job: job.id, repo_url: cleanUrl(job.git_info?.repo_url), runner: shortToken(this.options.token) };
    this.options.log('info', 'Checking for jobs... received', fields);
    const execution = new JobExecution(job, {
      ...this.options.job, transport: this.transport, buildsDir: this.options.buildsDir, runnerToken: this.options.token,
      runnerDescription: this.options.description, systemId: this.options.systemId, concurrentId: slot,
    });
    this.running.add(execution);
    if (this.stopping) execution.stopForShutdown(this.stopSignal);
    const startedAt = Date.now();
    try {
      const final = await execution.run();
      const duration = ((Date.now() - startedAt) / 1000).toFixed(3);
      if (final.state === 'success') this.options.log('info', 'Job succeeded', { duration_s: duration, job: job.id, project: job.job_info?.project_id });
      else this.options.log('warn', 'Job failed', { duration_s: duration, job: job.id, failure_reason: final.failureReason, project: job.job_info?.project_id });
    } finally {
      this.running.delete(execution);
    }
  }

  private logRequestFailure(result: { kind: string; status?: number; message?: string; error?: Error }): void {
    if (result.kind === 'forbidden') this.options.log('error', 'Checking for jobs... forbidden', { message: result.message });
    else if (result.kind === 'conflict') this.options.log('warn', 'Checking for jobs... conflict');
    else this.options.log('warn', 'Checking for jobs... failed', { status: result.status ?? result.error?.message });
  }

  private pause(ms: number): Promise<void> {
    if (ms <= 0 || this.stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.requestAbort.signal.addEventListener('abort', done, { once: true });
    });
  }
}

/** The repository URL without its credentials, for the runner's own log. */
function cleanUrl(url: string | undefined): string {
  try {
    const parsed = new URL(url ?? '');
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return '';
  }
}
