import { jobPayload } from './support/job-payloads';
import { startHarness, type Harness } from './support/runner-harness';

// --concurrent against the loopback coordinator (see support/fake-coordinator.ts for why it is not Forgegraph).
describe('runner job loop: concurrent jobs', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ poller: { concurrent: 2 } });
  });
  afterAll(() => harness.stop());

  it('runs two jobs at once, each in its own CI_CONCURRENT_ID build directory', async () => {
    const payloads = [0, 1].map(() => jobPayload({
      serverUrl: harness.coordinator.url, git: harness.git,
      // Each job waits until the other has started: they can only both succeed when they run at the same time.
      script: ['echo "slot=$CI_CONCURRENT_ID dir=$CI_PROJECT_DIR"', 'touch "$CI_BUILDS_DIR/started-$CI_JOB_ID"', 'for i in $(seq 1 200); do [ "$(ls "$CI_BUILDS_DIR" | grep -c started-)" -ge 2 ] && break; sleep 0.05; done', '[ "$(ls "$CI_BUILDS_DIR" | grep -c started-)" -ge 2 ]'],
    }));
    for (const payload of payloads) harness.coordinator.enqueue(payload);
    const jobs = await Promise.all(payloads.map((payload) => harness.coordinator.waitForJobEnd(payload.id, 40_000)));
    expect(jobs.map((job) => job.updates.at(-1)?.state)).toEqual(['success', 'success']);
    const slots = jobs.map((job) => /slot=(\d) dir=(\S+)\n/.exec(job.trace.toString())!.slice(1));
    expect(slots.map(([slot]) => slot).sort()).toEqual(['0', '1']);
    expect(new Set(slots.map(([, dir]) => dir)).size).toBe(2);
  }, 60_000);
});
