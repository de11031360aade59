import fs from 'node:fs';
import path from 'node:path';
import { jobPayload } from './support/job-payloads';
import { startHarness, type Harness } from './support/runner-harness';

// Variables, git strategies and executor notes, against the loopback coordinator (see support/fake-coordinator.ts).
describe('runner job loop: the job environment', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness.stop());

  async function run(script: string[], overrides: Parameters<typeof jobPayload>[0]['overrides'] = {}) {
    const payload = jobPayload({ serverUrl: harness.coordinator.url, git: harness.git, script, overrides });
    payload.variables = [...(payload.variables ?? []), ...(overrides.variables ?? [])];
    harness.coordinator.enqueue(payload);
    const job = await harness.coordinator.waitForJobEnd(payload.id);
    return { payload, job, trace: job.trace.toString() };
  }

  it('writes file variables to a temp file whose path the variable holds, masking the content in the trace', async () => {
    const { job, trace } = await run(['echo "path=$DEPLOY_KEY"', 'cat "$DEPLOY_KEY"', 'echo "plain=$GREETING/$NESTED"'], {
      variables: [
        { key: 'DEPLOY_KEY', value: 'super-secret-key-material', file: true, masked: true, public: false },
        { key: 'GREETING', value: 'hello world', public: true, masked: false },
        { key: 'NESTED', value: '${GREETING}!', public: true, masked: false },
      ],
    });
    expect(job.updates.at(-1)?.state).toBe('success');
    const filePath = /\npath=(\S+)\n/.exec(trace)![1];
    expect(filePath).toMatch(/demo\.tmp\/DEPLOY_KEY$/);
    expect(trace).toContain('$ cat "$DEPLOY_KEY"\x1b[0;m\n[MASKED]\x1b[32;1m$ echo');
    expect(trace).not.toContain('super-secret-key-material');
    expect(trace).toContain('plain=hello world/hello world!\n');
    // cleanup_file_variables removed the file once the job ended
    expect(fs.existsSync(filePath)).toBe(false);
  });

  it('runs the script in CI_PROJECT_DIR under CI_BUILDS_DIR with the runner-added variables', async () => {
    const { trace, payload } = await run(['echo "pwd=$(pwd)"', 'echo "dir=$CI_PROJECT_DIR"', 'echo "builds=$CI_BUILDS_DIR server=$CI_SERVER timeout=$CI_JOB_TIMEOUT"'], {
      runner_info: { timeout: 600 },
    });
    const projectDir = path.join(harness.buildsDir, 'testrunn', '0', 'grp', 'demo');
    expect(trace).toContain(`pwd=${projectDir}\n`);
    expect(trace).toContain(`dir=${projectDir}\n`);
    expect(trace).toContain(`builds=${harness.buildsDir} server=yes timeout=600\n`);
    expect(payload.id).toBeGreaterThan(0);
  });

  it('clones shallow with GIT_DEPTH, and reuses the checkout with GIT_STRATEGY=fetch on the next job', async () => {
    const first = await run(['git rev-parse --is-shallow-repository', 'git rev-parse HEAD', 'touch leftover.txt'], {
      variables: [{ key: 'GIT_DEPTH', value: '1', public: true }, { key: 'GIT_STRATEGY', value: 'clone', public: true }],
    });
    expect(first.trace).toContain('Fetching changes with git depth set to 1...');
    expect(first.trace).toContain('Created fresh repository.');
    expect(first.trace).toContain('$ git rev-parse --is-shallow-repository\x1b[0;m\ntrue\n');
    expect(first.trace).toContain(`HEAD\x1b[0;m\n${harness.git.sha}\n`);

    const second = await run(['ls leftover.txt || echo leftover-cleaned', 'git rev-parse HEAD'], {
      variables: [{ key: 'GIT_STRATEGY', value: 'fetch', public: true }],
    });
    expect(second.trace).toContain('Fetching changes with git depth set to 20...');
    expect(second.trace).not.toContain('Created fresh repository.');
    expect(second.trace).toContain('leftover-cleaned\n');
    expect(second.trace).toContain(`HEAD\x1b[0;m\n${harness.git.sha}\n`);
  });

  it('skips the repository with GIT_STRATEGY=none and notes that an image cannot be used by the shell executor', async () => {
    const { job, trace } = await run(['ls -A | wc -l'], {
      image: { name: 'node:20' },
      variables: [{ key: 'GIT_STRATEGY', value: 'none', public: true }],
    });
    expect(job.updates.at(-1)?.state).toBe('success');
    expect(trace).toContain('Skipping Git repository setup');
    expect(trace).toContain('\x1b[0;33mWARNING: image "node:20" is not supported by this runner: the job runs in the shell of the runner\'s host\x1b[0;m\n');
  });

  it('fails with an unknown GIT_STRATEGY as gitlab-runner does', async () => {
    const { job, trace } = await run(['echo unreachable'], { variables: [{ key: 'GIT_STRATEGY', value: 'rsync', public: true }] });
    expect(job.updates.at(-1)).toEqual(expect.objectContaining({ state: 'failed', failure_reason: 'script_failure' }));
    expect(trace).toContain('ERROR: unknown GIT_STRATEGY');
    expect(trace).not.toContain('unreachable\n');
  });
});
