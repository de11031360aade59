import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FakeCoordinator } from './support/fake-coordinator';
import { jobPayload } from './support/job-payloads';
import { createGitFixture, type GitFixture } from './support/git-fixture';
import { RUNNER_TOKEN } from './support/runner-harness';

const MAIN = path.join(__dirname, '..', 'main.ts');
const HOOK = path.join(__dirname, 'support', 'ts-require-hook.js');

/** The real program (`runner/main.ts`), as `npm run runner -- ...` starts it, with its output collected. */
function startRunner(args: string[]): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['-r', HOOK, MAIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

// The CLI against the loopback coordinator (see support/fake-coordinator.ts for why it is not Forgegraph).
describe('runner CLI', () => {
  let coordinator: FakeCoordinator;
  let git: GitFixture;
  let workDir: string;
  beforeAll(async () => {
    git = createGitFixture();
    coordinator = await new FakeCoordinator({ runnerToken: RUNNER_TOKEN, gitRoot: git.root, longPollMs: 500 }).start();
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'runner-cli-'));
  });
  afterAll(async () => {
    await coordinator.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
    fs.rmSync(git.root, { recursive: true, force: true });
  });

  it('exits 1 with a clear message when the server refuses the token (403 on POST /runners/verify)', async () => {
    const runner = startRunner(['--url', coordinator.url, '--token', 'glrt-not-a-real-token', '--work-dir', workDir]);
    expect(await runner.exited).toBe(1);
    expect(runner.output()).toContain('The server refused the runner token (403 Forbidden)');
    const verify = coordinator.requestsTo('POST', /\/runners\/verify$/).at(-1)!;
    expect(JSON.parse(verify.body.toString())).toEqual(expect.objectContaining({ token: 'glrt-not-a-real-token', system_id: expect.stringMatching(/^s_[0-9a-f]{12}$/) }));
  }, 30_000);

  it('exits 2 with the usage when --token is missing', async () => {
    const runner = startRunner(['--url', coordinator.url]);
    expect(await runner.exited).toBe(2);
    expect(runner.output()).toContain('--token is missing');
    expect(runner.output()).toContain('Usage: npm run runner -- --url <server url> --token <glrt-... runner token>');
  }, 30_000);

  it('verifies, runs a job, and on SIGTERM fails the running job visibly (runner_system_failure) before exiting', async () => {
    const runner = startRunner(['--url', `${coordinator.url}/`, '--token', RUNNER_TOKEN, '--work-dir', workDir, '--check-interval', '0.05']);
    const payload = jobPayload({ serverUrl: coordinator.url, git, script: ['echo started', 'sleep 60', 'echo never-finished'] });
    coordinator.enqueue(payload);
    await coordinator.waitForTrace(payload.id, 'started\n');
    runner.child.kill('SIGTERM');
    expect(await runner.exited).toBe(0);
    const job = coordinator.jobs.get(payload.id)!;
    expect(job.updates.at(-1)).toEqual(expect.objectContaining({ state: 'failed', failure_reason: 'runner_system_failure' }));
    expect(job.trace.toString().trimEnd().endsWith('\x1b[31;1mERROR: Job failed (system failure): aborted: terminated\x1b[0;m')).toBe(true);
    expect(runner.output()).toContain('Verifying runner... is valid  runner=7');
    expect(runner.output()).toContain(`Checking for jobs... received  job=${payload.id}`);
    // the system id is kept for the next start
    expect(fs.readFileSync(path.join(workDir, '.runner_system_id'), 'utf8')).toMatch(/^s_[0-9a-f]{12}\n$/);
  }, 60_000);
});
