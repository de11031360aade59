import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JobPoller, type PollerOptions } from '../../src/runner/job-poller';
import { silentRunnerLog } from '../../src/runner/runner-log';
import { FakeCoordinator, type FakeCoordinatorOptions } from './fake-coordinator';
import { createGitFixture, type GitFixture } from './git-fixture';

export const RUNNER_TOKEN = 'glrt-t1_testrunnertoken1234';

export interface Harness {
  coordinator: FakeCoordinator;
  git: GitFixture;
  poller: JobPoller;
  buildsDir: string;
  stop(): Promise<void>;
}

/**
 * A fake coordinator with a git repository and the runner's job loop polling it, timed for tests (short update
 * and check intervals; the protocol is the same).
 */
export async function startHarness(input: {
  files?: Record<string, string>;
  coordinator?: Partial<FakeCoordinatorOptions>;
  poller?: Partial<PollerOptions>;
} = {}): Promise<Harness> {
  const git = createGitFixture(input.files);
  const coordinator = await new FakeCoordinator({ runnerToken: RUNNER_TOKEN, gitRoot: git.root, longPollMs: 200, ...input.coordinator }).start();
  const buildsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'runner-builds-'));
  const poller = new JobPoller({
    url: coordinator.url, token: RUNNER_TOKEN, systemId: 's_0123456789ab', description: 'test-runner', buildsDir,
    concurrent: 1, checkIntervalMs: 20, log: silentRunnerLog,
    // The keep-alive that notices a cancel without new output comes every 200 ms instead of gitlab-runner's 30 s.
    job: { traceUpdateIntervalMs: 50, traceForceSendIntervalMs: 200, killGraceMs: 2_000, retryDelayMs: 10 },
    ...input.poller,
  });
  const loop = poller.start();
  return {
    coordinator, git, poller, buildsDir,
    async stop() {
      poller.stop('terminated', true);
      await loop;
      await coordinator.stop();
      fs.rmSync(buildsDir, { recursive: true, force: true });
      fs.rmSync(git.root, { recursive: true, force: true });
    },
  };
}
