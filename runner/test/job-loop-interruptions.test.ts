import fs from 'node:fs';
import { jobPayload } from './support/job-payloads';
import { startHarness, type Harness } from './support/runner-harness';

// Timeouts and cancellation against the loopback coordinator (see support/fake-coordinator.ts for why it is not Forgegraph).
describe('runner job loop: timeouts and cancellation', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness.stop());

  /** A script that starts a background sleep (its pid printed) and then waits in the foreground. */
  const longScript = ['sleep 60 & echo "bg-pid=$!"', 'echo started', 'sleep 60', 'echo never-finished'];

  function backgroundPid(trace: string): number {
    return Number(/bg-pid=(\d+)/.exec(trace)![1]);
  }

  /** Whether the process exists and is not a zombie waiting to be reaped. */
  function isAlive(pid: number): boolean {
    try {
      return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      return false;
    }
  }

  it('kills the whole process group at runner_info.timeout and fails with job_execution_timeout, still running after_script', async () => {
    const payload = jobPayload({
      serverUrl: harness.coordinator.url, git: harness.git, script: longScript, afterScript: ['echo "after: $CI_JOB_STATUS"'],
      overrides: { runner_info: { timeout: 6 } },
    });
    harness.coordinator.enqueue(payload);
    const job = await harness.coordinator.waitForJobEnd(payload.id);
    const trace = job.trace.toString();
    expect(job.updates.at(-1)).toEqual(expect.objectContaining({ state: 'failed', failure_reason: 'job_execution_timeout' }));
    expect(job.updates.at(-1)).not.toHaveProperty('exit_code');
    expect(trace).toContain('started\n');
    expect(trace).not.toContain('never-finished');
    expect(trace).toContain('after: failed\n');
    expect(trace.trimEnd().endsWith('\x1b[31;1mERROR: Job failed: execution took longer than 6s seconds\x1b[0;m')).toBe(true);
    await waitFor(() => !isAlive(backgroundPid(trace)));
  });

  it('kills the job at once when a trace answer says Job-Status: canceled, skipping after_script and uploads', async () => {
    const payload = jobPayload({
      serverUrl: harness.coordinator.url, git: harness.git, script: longScript, afterScript: ['echo after-ran'],
      overrides: { artifacts: [{ name: 'a', paths: ['.'], when: 'always', artifact_type: 'archive', artifact_format: 'zip' }] },
    });
    const job = harness.coordinator.enqueue(payload);
    await harness.coordinator.waitForTrace(payload.id, 'started\n');
    job.status = 'canceled';
    // The keep-alive `PUT state=running` is answered 403 + Job-Status: canceled; the final update follows (and is refused
    // in turn, the job not running any more, as GitLab refuses it).
    await waitFor(() => job.updates.some((update) => update.state === 'failed'));
    const ended = job;
    expect(ended.updates[0]).toEqual(expect.objectContaining({ state: 'running' }));
    expect(ended.uploads).toEqual([]);
    const localTrace = ended.trace.toString();
    expect(localTrace).not.toContain('after-ran');
    expect(localTrace).not.toContain('never-finished');
    await waitFor(() => !isAlive(backgroundPid(localTrace)));
  });

  it('on Job-Status: canceling stops the script, runs after_script with CI_JOB_STATUS=canceled and ends as canceled', async () => {
    const payload = jobPayload({
      serverUrl: harness.coordinator.url, git: harness.git, script: longScript, afterScript: ['echo "after: $CI_JOB_STATUS"'],
    });
    const job = harness.coordinator.enqueue(payload);
    await harness.coordinator.waitForTrace(payload.id, 'started\n');
    job.status = 'canceling';
    await harness.coordinator.waitForTrace(payload.id, 'ERROR: Job failed: canceled');
    const trace = job.trace.toString();
    expect(trace).toContain('after: canceled\n');
    expect(trace).not.toContain('never-finished');
    await waitFor(() => !isAlive(backgroundPid(trace)));
  });

  it('resends the trace from the server\'s length after a 416, so the stored trace is complete and the checksum matches', async () => {
    const payload = jobPayload({
      serverUrl: harness.coordinator.url, git: harness.git, script: ['echo first-part', 'sleep 0.5', 'echo second-part'],
    });
    const job = harness.coordinator.enqueue(payload);
    await harness.coordinator.waitForTrace(payload.id, 'first-part\n');
    harness.coordinator.truncateTraceTo = 10;
    const ended = await harness.coordinator.waitForJobEnd(payload.id);
    const patches = harness.coordinator.requestsTo('PATCH', new RegExp(`/jobs/${payload.id}/trace$`));
    expect(patches.some((patch) => patch.headers['content-range']?.toString().startsWith('10-'))).toBe(true);
    expect(ended.updates.at(-1)).toEqual(expect.objectContaining({ state: 'success', output: expect.objectContaining({ bytesize: job.trace.length }) }));
    expect(job.trace.toString()).toMatch(/^Running with forgegraph-runner[\s\S]*first-part\n[\s\S]*second-part\n[\s\S]*Job succeeded/);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
