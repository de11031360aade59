import { jobPayload } from './support/job-payloads';
import { startHarness, type Harness } from './support/runner-harness';

// Failing jobs against the loopback coordinator (see support/fake-coordinator.ts for why it is not Forgegraph).
describe('runner job loop: failing jobs', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ coordinator: { maxArtifactBytes: 2_000 } });
  });
  afterAll(() => harness.stop());

  it('stops at the first failing command, runs on_failure steps and after_script, and reports script_failure with the exit code', async () => {
    const payload = jobPayload({
      serverUrl: harness.coordinator.url, git: harness.git,
      script: ['echo before', 'mkdir -p logs && echo oops > logs/error.log', 'exit 3', 'echo never-printed'],
      extraSteps: [
        { name: 'notify', script: ['echo notify-on-failure'], when: 'on_failure', allow_failure: false },
        { name: 'deploy', script: ['echo deploy-on-success'], when: 'on_success', allow_failure: false },
      ],
      afterScript: ['echo "after: status=$CI_JOB_STATUS"', 'exit 9'],
      overrides: {
        artifacts: [
          { name: 'on-success', paths: ['logs/'], when: 'on_success', artifact_type: 'archive', artifact_format: 'zip' },
          { name: 'failure-logs', paths: ['logs/'], when: 'on_failure', expire_in: '2 days', artifact_type: 'archive', artifact_format: 'zip' },
        ],
      },
    });
    harness.coordinator.enqueue(payload);
    const job = await harness.coordinator.waitForJobEnd(payload.id);
    const trace = job.trace.toString();

    expect(job.updates.at(-1)).toEqual(expect.objectContaining({ state: 'failed', failure_reason: 'script_failure', exit_code: 3 }));
    expect(trace).toContain('before\n');
    expect(trace).not.toContain('never-printed');
    expect(trace).toContain('notify-on-failure\n');
    expect(trace).not.toContain('deploy-on-success');
    expect(trace).toContain('after: status=failed\n');
    expect(trace).toContain('\x1b[0;33mWARNING: after_script failed, but job will continue unaffected: exit status 9\x1b[0;m\n');
    expect(trace).toMatch(/section_start:\d+:upload_artifacts_on_failure\r\x1b\[0K\x1b\[0K\x1b\[36;1mUploading artifacts for failed job/);
    expect(job.uploads.map((upload) => upload.fileName)).toEqual(['failure-logs.zip']);
    expect(job.uploads[0].query).toEqual({ artifact_type: 'archive', artifact_format: 'zip', expire_in: '2 days' });
    expect(trace.trimEnd().endsWith('\x1b[31;1mERROR: Job failed: exit status 3\x1b[0;m')).toBe(true);
  });

  it('lets a step that allows failure fail without failing the job', async () => {
    const payload = jobPayload({
      serverUrl: harness.coordinator.url, git: harness.git, script: ['echo main-ok'],
      extraSteps: [{ name: 'lint', script: ['false'], when: 'on_success', allow_failure: true }],
    });
    harness.coordinator.enqueue(payload);
    const job = await harness.coordinator.waitForJobEnd(payload.id);
    expect(job.updates.at(-1)).toEqual(expect.objectContaining({ state: 'success' }));
    expect(job.trace.toString()).toContain('step_lint failed, but the step allows failure: exit status 1');
  });

  it('fails the job when the server refuses an artifact as too large (413), without retrying the upload', async () => {
    const payload = jobPayload({
      serverUrl: harness.coordinator.url, git: harness.git,
      script: ['head -c 20000 /dev/urandom > big.bin'],
      overrides: { artifacts: [{ name: 'big', paths: ['big.bin'], when: 'on_success', artifact_type: 'archive', artifact_format: 'zip' }] },
    });
    harness.coordinator.enqueue(payload);
    const job = await harness.coordinator.waitForJobEnd(payload.id);
    const trace = job.trace.toString();
    expect(job.updates.at(-1)).toEqual(expect.objectContaining({ state: 'failed', failure_reason: 'script_failure', exit_code: 1 }));
    expect(harness.coordinator.requestsTo('POST', new RegExp(`/jobs/${payload.id}/artifacts$`))).toHaveLength(1);
    expect(trace).toContain('Uploading artifacts as "archive" to coordinator... 413 Request Entity Too Large');
    expect(trace).toContain('FATAL: too large\n');
  });

  it('maps a failure reason the server does not list to unknown_failure', async () => {
    const payload = jobPayload({
      serverUrl: harness.coordinator.url, git: harness.git, script: ['exit 1'],
      overrides: { features: { failure_reasons: ['runner_system_failure'] } },
    });
    harness.coordinator.enqueue(payload);
    const job = await harness.coordinator.waitForJobEnd(payload.id);
    expect(job.updates.at(-1)).toEqual(expect.objectContaining({ state: 'failed', failure_reason: 'unknown_failure', exit_code: 1 }));
  });
});
