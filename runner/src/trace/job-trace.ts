import type { JobApi, JobState, RemoteJobState } from '../network/job-api';
import { TraceBuffer } from './trace-buffer';

/** gitlab-runner's timing constants (`common/consts.go`). */
export const TRACE_TIMING = {
  defaultUpdateIntervalMs: 3_000,
  maxUpdateIntervalMs: 15 * 60_000,
  minForceSendIntervalMs: 30_000,
  maxForceSendIntervalMs: 30 * 60_000,
  forceSendIntervalMultiplier: 4,
  patchLimitBytes: 1024 * 1024,
};

export interface JobTraceOptions {
  /** First update interval; the server's `X-GitLab-Trace-Update-Interval` replaces it. */
  updateIntervalMs?: number;
  /** Lower bound of the keep-alive `PUT state=running` interval (gitlab-runner: 30 s). */
  minForceSendIntervalMs?: number;
  /** How often a final update is retried on transient failures before the runner gives up on it. */
  maxFinalAttempts?: number;
  /** Called once when the server says the job is canceled/failed (or answers 403): kill it now. */
  onAbort: () => void;
  /** Called once when the server says `canceling`: stop the script, still run after_script. */
  onCancelRequested: () => void;
}

export interface FinalState {
  state: Exclude<JobState, 'running'>;
  failureReason?: string;
  exitCode?: number;
}

/**
 * Streams a job's log to the server while it runs and reports its end, as gitlab-runner's `clientJobTrace` does:
 * every update interval the unsent bytes go out as one `PATCH /jobs/:id/trace` (at most 1 MiB), 416 rewinds to the
 * server's length, a quiet period sends a `PUT state=running` keep-alive, and the final `PUT` is repeated until the
 * server has taken it (202 = not yet, 412 = resend the whole log).
 */
export class JobTrace {
  readonly buffer = new TraceBuffer();
  private sentOffset = 0;
  private sentAt = Date.now();
  private updateIntervalMs: number;
  private readonly minForceSendIntervalMs: number;
  private timer: NodeJS.Timeout | null = null;
  private watching: Promise<void> | null = null;
  private abortSignalled = false;
  private cancelSignalled = false;
  private stopped = false;

  constructor(private readonly api: JobApi, private readonly options: JobTraceOptions) {
    this.updateIntervalMs = options.updateIntervalMs ?? TRACE_TIMING.defaultUpdateIntervalMs;
    this.minForceSendIntervalMs = options.minForceSendIntervalMs ?? TRACE_TIMING.minForceSendIntervalMs;
  }

  write(chunk: Buffer | string): void {
    this.buffer.write(chunk);
  }

  start(): void {
    this.scheduleNext();
  }

  /** Stops the incremental loop, sends the rest of the log and the final state; resolves when the server has it. */
  async complete(final: FinalState): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.watching;
    this.buffer.finish();
    // gitlab-runner falls back to the default interval for the final update and lets the server override it.
    this.updateIntervalMs = this.options.updateIntervalMs ?? TRACE_TIMING.defaultUpdateIntervalMs;
    const maxAttempts = this.options.maxFinalAttempts ?? 100;
    for (let attempt = 0; attempt < maxAttempts; attempt++) {
      await this.sendAllTrace();
      const result = await this.api.update({ ...final, checksum: this.buffer.checksum(), bytesize: this.buffer.size });
      this.applyInterval(result);
      if (result.outcome === 'succeeded' || result.outcome === 'abort') return;
      if (result.outcome === 'trace-validation-failed') this.sentOffset = 0;
      await sleep(this.updateIntervalMs);
    }
  }

  private scheduleNext(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.watching = this.incrementalUpdate().finally(() => this.scheduleNext());
    }, this.updateIntervalMs);
  }

  private async incrementalUpdate(): Promise<void> {
    const patch = await this.sendPatch();
    if (patch === 'abort') return this.signalAbort();
    if (patch !== 'succeeded' || this.stopped) return;
    const touch = await this.touchJob();
    if (touch === 'abort') this.signalAbort();
  }

  /** Sends patches until the server has every byte or refuses more (job gone or aborted: the final PUT still goes). */
  private async sendAllTrace(): Promise<void> {
    while (this.sentOffset !== this.buffer.size) {
      const outcome = await this.sendPatch();
      if (outcome === 'abort' || outcome === 'not-found') return;
      if (outcome !== 'succeeded') await sleep(this.updateIntervalMs);
    }
  }

  private async sendPatch(): Promise<string> {
    const content = this.buffer.bytes(this.sentOffset, TRACE_TIMING.patchLimitBytes);
    if (content.length === 0) return 'succeeded';
    const result = await this.api.patchTrace(content, this.sentOffset);
    this.applyInterval(result);
    if (result.outcome === 'succeeded' || result.outcome === 'range-mismatch') {
      this.sentAt = Date.now();
      this.sentOffset = result.sentOffset;
    }
    return result.outcome;
  }

  /** The keep-alive: `PUT state=running` when nothing was sent for the force-send interval. */
  private async touchJob(): Promise<string> {
    if (Date.now() - this.sentAt <= this.forceSendIntervalMs()) return 'succeeded';
    const result = await this.api.update({ state: 'running', checksum: this.buffer.checksum(), bytesize: this.buffer.size });
    this.applyInterval(result);
    if (result.outcome === 'succeeded') this.sentAt = Date.now();
    return result.outcome;
  }

  private applyInterval(remote: RemoteJobState): void {
    if (remote.isCancelRequested && !this.cancelSignalled) {
      this.cancelSignalled = true;
      this.options.onCancelRequested();
    }
    if (remote.updateIntervalSeconds) {
      this.updateIntervalMs = Math.min(remote.updateIntervalSeconds * 1000, TRACE_TIMING.maxUpdateIntervalMs);
    }
  }

  private forceSendIntervalMs(): number {
    const scaled = this.updateIntervalMs * TRACE_TIMING.forceSendIntervalMultiplier;
    return Math.min(Math.max(scaled, this.minForceSendIntervalMs), TRACE_TIMING.maxForceSendIntervalMs);
  }

  private signalAbort(): void {
    if (this.abortSignalled) return;
    this.abortSignalled = true;
    this.options.onAbort();
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
