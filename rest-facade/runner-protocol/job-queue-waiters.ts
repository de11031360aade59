import { randomBytes } from 'node:crypto';
import type { EventListener } from '@forgegraph/platform';

/** ci's NOTIFY channel (`forgegraph_ci_job_queue`, subgraphs/ci/services/runner-jobs/job-queue-signal.ts) as an event kind. */
const JOB_QUEUE_KIND = 'ci_job_queue';

/**
 * Workhorse's long polling of `POST /jobs/request` (its `apiCiLongPollingDuration`), for this process. The
 * queue version is the `X-GitLab-Last-Update` value: it changes whenever ci announces pending builds, and a
 * request that brings the current one has nothing new to look at, so it waits here (no database work) until
 * the version changes or its time is up. Versions are per process; a runner moving between processes
 * simply asks once more.
 */
export class JobQueueWaiters {
  private readonly epoch = randomBytes(4).toString('hex');
  private counter = 0;
  private readonly waiters = new Set<() => void>();

  constructor(readonly holdMs: number) {}

  /** Listens to ci's announcements; without a listener (tests of the edge alone) requests are answered at once. */
  async listen(events: EventListener | undefined): Promise<void> {
    await events?.on(JOB_QUEUE_KIND, () => this.bump());
  }

  get version(): string {
    return `${this.epoch}-${this.counter}`;
  }

  /** Pending builds may have appeared: every waiting request asks again. */
  bump(): void {
    this.counter += 1;
    const waiting = [...this.waiters];
    this.waiters.clear();
    for (const wake of waiting) wake();
  }

  /** Resolves when the version moves past `seen`, after `holdMs`, or when `gone` aborts (the runner hung up). */
  waitForChange(seen: string, gone: AbortSignal): Promise<void> {
    if (seen !== this.version || this.holdMs <= 0 || gone.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        gone.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, this.holdMs);
      timer.unref();
      this.waiters.add(done);
      gone.addEventListener('abort', done);
    });
  }
}
