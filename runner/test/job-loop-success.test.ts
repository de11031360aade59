import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, gunzipSync } from 'node:zlib';
import { jobPayload } from './support/job-payloads';
import { RUNNER_TOKEN, startHarness, type Harness } from './support/runner-harness';

// The whole job loop against a loopback coordinator (see support/fake-coordinator.ts for why it is not Forgegraph).
describe('runner job loop: a successful job', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness.stop());

  async function runSuccessfulJob() {
    const payload = jobPayload({
      serverUrl: harness.coordinator.url, git: harness.git,
      script: [
        'echo "hello $CI_JOB_ID"',
        'cat src/app.txt',
        'echo "token=$CI_JOB_TOKEN"',
        'mkdir -p dist/sub && echo built > dist/out.txt && echo deep > dist/sub/deep.txt',
        'echo "<testsuite name=\\"unit\\"/>" > report.xml',
      ],
      afterScript: ['echo "after: status=$CI_JOB_STATUS"'],
      overrides: {
        artifacts: [
          { name: 'artifacts', untracked: false, paths: ['dist/'], when: 'on_success', expire_in: '1 week', artifact_type: 'archive', artifact_format: 'zip' },
          { name: 'junit.xml', paths: ['report.xml'], when: 'always', expire_in: '1 week', artifact_type: 'junit', artifact_format: 'gzip' },
        ],
      },
    });
    harness.coordinator.enqueue(payload);
    return { payload, job: await harness.coordinator.waitForJobEnd(payload.id) };
  }

  let result: Awaited<ReturnType<typeof runSuccessfulJob>>;
  beforeAll(async () => {
    result = await runSuccessfulJob();
  }, 30_000);

  it('reports success with the CRC-32 checksum and size of exactly the trace the server stored', () => {
    const { job } = result;
    const final = job.updates.at(-1)!;
    const checksum = `crc32:${crc32(job.trace).toString(16).padStart(8, '0')}`;
    expect(final).toEqual(expect.objectContaining({ token: result.payload.token, state: 'success', checksum, output: { checksum, bytesize: job.trace.length } }));
    expect(final).not.toHaveProperty('failure_reason');
    expect(final).not.toHaveProperty('exit_code');
    expect(job.status).toBe('success');
  });

  it('shows each command as a green `$ command` line followed by its output, in sections', () => {
    const trace = result.job.trace.toString();
    expect(trace).toMatch(/^Running with forgegraph-runner 0\.1\.0 \(forgegraph\)\n  on test-runner testrunn, system ID: s_0123456789ab\n/);
    expect(trace).toContain(`\x1b[32;1m$ echo "hello $CI_JOB_ID"\x1b[0;m\nhello ${result.payload.id}\n`);
    expect(trace).toContain('\x1b[32;1m$ cat src/app.txt\x1b[0;m\napp v2\n');
    expect(trace).toMatch(/section_start:\d+:get_sources\r\x1b\[0K\x1b\[0K\x1b\[36;1mGetting source from Git repository\x1b\[0;m\n/);
    expect(trace).toMatch(/section_start:\d+:step_script\r\x1b\[0K\x1b\[0K\x1b\[36;1mExecuting "step_script" stage of the job script\x1b\[0;m\n/);
    expect(trace).toMatch(/section_end:\d+:step_script\r\x1b\[0K/);
    expect(trace).toContain(`Checking out ${harness.git.sha.slice(0, 8)} as detached HEAD (ref is main)...`);
    expect(trace).toContain('after: status=success\n');
    expect(trace.trimEnd().endsWith('\x1b[32;1mJob succeeded\x1b[0;m')).toBe(true);
  });

  it('replaces the masked job token with [MASKED] and never sends it in the trace', () => {
    const trace = result.job.trace.toString();
    expect(trace).toContain('token=[MASKED]\n');
    expect(trace).not.toContain(result.payload.token);
  });

  it('streams the trace as contiguous PATCH chunks with `start-end` Content-Range and the job token', () => {
    const patches = harness.coordinator.requestsTo('PATCH', new RegExp(`/jobs/${result.payload.id}/trace$`));
    expect(patches.length).toBeGreaterThan(0);
    let offset = 0;
    for (const patch of patches) {
      expect(patch.headers['content-range']).toBe(`${offset}-${offset + patch.body.length - 1}`);
      expect(patch.headers['job-token']).toBe(result.payload.token);
      expect(patch.headers['content-type']).toBe('text/plain');
      offset += patch.body.length;
    }
    expect(offset).toBe(result.job.trace.length);
  });

  it('uploads the archive as a streamed zip with its type, format and expiry', () => {
    const archive = result.job.uploads.find((upload) => upload.query.artifact_type === 'archive')!;
    expect(archive.query).toEqual({ artifact_type: 'archive', artifact_format: 'zip', expire_in: '1 week' });
    expect(archive.fileName).toBe('artifacts.zip');
    expect(archive.chunked).toBe(true);
    const zipPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'runner-zip-')), 'a.zip');
    fs.writeFileSync(zipPath, archive.content);
    const listing = execFileSync('unzip', ['-Z1', zipPath]).toString().split('\n').filter(Boolean).sort();
    expect(listing).toEqual(['dist/', 'dist/out.txt', 'dist/sub/', 'dist/sub/deep.txt']);
    expect(execFileSync('unzip', ['-p', zipPath, 'dist/sub/deep.txt']).toString()).toBe('deep\n');
  });

  it('uploads the junit report gzipped as artifact_type=junit&artifact_format=gzip', () => {
    const junit = result.job.uploads.find((upload) => upload.query.artifact_type === 'junit')!;
    expect(junit.query).toEqual({ artifact_type: 'junit', artifact_format: 'gzip', expire_in: '1 week' });
    expect(junit.fileName).toBe('junit.xml.gz');
    expect(gunzipSync(junit.content).toString()).toBe('<testsuite name="unit"/>\n');
  });

  it('asks for jobs with the runner token, system id and gitlab-runner feature info, echoing X-GitLab-Last-Update', async () => {
    const bodies = () => harness.coordinator.requestsTo('POST', /\/jobs\/request$/).map((request) => JSON.parse(request.body.toString()));
    // After the job the loop polls on: the 204's X-GitLab-Last-Update comes back as last_update in the next request.
    for (let waited = 0; !bodies().some((body) => body.last_update) && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    const requests = bodies();
    expect(requests[0]).toEqual(expect.objectContaining({ token: RUNNER_TOKEN, system_id: 's_0123456789ab' }));
    expect(requests[0].info).toEqual(expect.objectContaining({ executor: 'shell', shell: 'bash' }));
    expect(requests[0].info.features).toEqual(expect.objectContaining({
      trace_reset: true, trace_checksum: true, trace_size: true, cancelable: true, return_exit_code: true,
      upload_multiple_artifacts: true, artifacts: true, artifacts_exclude: true, multi_build_steps: true, masking: true,
    }));
    expect(requests.find((body) => body.last_update)?.last_update).toMatch(/^[12]$/);
  });
});
