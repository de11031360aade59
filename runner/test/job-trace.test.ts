import type { JobApi, JobUpdate, PatchOutcome, UpdateOutcome } from '../src/network/job-api';
import { JobTrace } from '../src/trace/job-trace';

/**
 * A scripted server side for JobTrace alone: each call takes the next canned answer (then repeats the last), and the
 * trace it stores follows the protocol's offset rule. The full wire format is covered by the job-loop tests.
 */
class ScriptedJobApi {
  stored = Buffer.alloc(0);
  readonly patches: Array<{ offset: number; length: number; at: number }> = [];
  readonly updates: Array<JobUpdate & { at: number }> = [];

  constructor(
    private readonly updateAnswers: Array<{ outcome: UpdateOutcome; interval?: number; canceling?: boolean }>,
    private readonly intervalHeader: number | null = null,
  ) {}

  async patchTrace(content: Buffer, offset: number) {
    this.patches.push({ offset, length: content.length, at: Date.now() });
    const remote = { updateIntervalSeconds: this.intervalHeader, isAborted: false, isCancelRequested: false };
    if (offset !== this.stored.length) return { ...remote, outcome: 'range-mismatch' as PatchOutcome, sentOffset: this.stored.length };
    this.stored = Buffer.concat([this.stored, content]);
    return { ...remote, outcome: 'succeeded' as PatchOutcome, sentOffset: this.stored.length };
  }

  async update(update: JobUpdate) {
    this.updates.push({ ...update, at: Date.now() });
    const answer = this.updateAnswers[Math.min(this.updates.length - 1, this.updateAnswers.length - 1)];
    if (answer.outcome === 'trace-validation-failed') this.stored = Buffer.alloc(0);
    return { updateIntervalSeconds: answer.interval ?? null, isAborted: false, isCancelRequested: Boolean(answer.canceling), outcome: answer.outcome };
  }
}

function traceFor(api: ScriptedJobApi, callbacks: { onCancelRequested?: () => void } = {}) {
  return new JobTrace(api as unknown as JobApi, {
    updateIntervalMs: 20, onAbort: () => undefined, onCancelRequested: callbacks.onCancelRequested ?? (() => undefined),
  });
}

describe('JobTrace: the final update', () => {
  it('repeats the final update while the server answers 202 (accepted, not completed) until it answers 200', async () => {
    const api = new ScriptedJobApi([{ outcome: 'accepted' }, { outcome: 'accepted' }, { outcome: 'succeeded' }]);
    const trace = traceFor(api);
    trace.write('line\n');
    await trace.complete({ state: 'success' });
    expect(api.updates.map((update) => update.state)).toEqual(['success', 'success', 'success']);
    expect(api.stored.toString()).toBe('line\n');
  });

  it('resends the whole trace from 0 after 412 (trace validation failed), then the update again', async () => {
    const api = new ScriptedJobApi([{ outcome: 'trace-validation-failed' }, { outcome: 'succeeded' }]);
    const trace = traceFor(api);
    trace.write('whole log\n');
    await trace.complete({ state: 'failed', failureReason: 'script_failure', exitCode: 2 });
    expect(api.patches.map((patch) => patch.offset)).toEqual([0, 0]);
    expect(api.stored.toString()).toBe('whole log\n');
    expect(api.updates.at(-1)).toEqual(expect.objectContaining({ state: 'failed', failureReason: 'script_failure', exitCode: 2, bytesize: 10 }));
  });

  it('retries transient update failures, and gives up after its attempt limit instead of hanging forever', async () => {
    const api = new ScriptedJobApi([{ outcome: 'failed' }]);
    const trace = new JobTrace(api as unknown as JobApi, { updateIntervalMs: 5, maxFinalAttempts: 4, onAbort: () => undefined, onCancelRequested: () => undefined });
    await trace.complete({ state: 'success' });
    expect(api.updates).toHaveLength(4);
  });
});

describe('JobTrace: while the job runs', () => {
  it('sends keep-alive `PUT state=running` updates while no output comes', async () => {
    const api = new ScriptedJobApi([{ outcome: 'succeeded' }]);
    const trace = new JobTrace(api as unknown as JobApi, {
      updateIntervalMs: 20, minForceSendIntervalMs: 50, onAbort: () => undefined, onCancelRequested: () => undefined,
    });
    trace.write('x');
    trace.start();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await trace.complete({ state: 'success' });
    const running = api.updates.filter((update) => update.state === 'running');
    expect(api.patches).toHaveLength(1);
    expect(running.length).toBeGreaterThanOrEqual(3);
    expect(running[0]).toEqual(expect.objectContaining({ bytesize: 1, checksum: expect.stringMatching(/^crc32:[0-9a-f]{8}$/) }));
    expect(api.updates.at(-1)?.state).toBe('success');
  });

  it('follows X-GitLab-Trace-Update-Interval from the server for the next patch', async () => {
    const api = new ScriptedJobApi([{ outcome: 'succeeded' }], 1);
    const trace = traceFor(api);
    trace.write('first');
    trace.start();
    await new Promise((resolve) => setTimeout(resolve, 150));
    trace.write('second');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await trace.complete({ state: 'success' });
    expect(api.patches.length).toBeGreaterThanOrEqual(2);
    // 20 ms was the runner's own interval; after the first answer the server's 1 s applies.
    expect(api.patches[1].at - api.patches[0].at).toBeGreaterThanOrEqual(900);
    expect(api.stored.toString()).toBe('firstsecond');
  });

  it('asks for a graceful cancel once when an answer says Job-Status: canceling', async () => {
    const api = new ScriptedJobApi([{ outcome: 'succeeded', canceling: true }]);
    let cancels = 0;
    const trace = traceFor(api, { onCancelRequested: () => cancels++ });
    await trace.complete({ state: 'success' });
    await trace.complete({ state: 'success' });
    expect(cancels).toBe(1);
  });
});
