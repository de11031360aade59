import fs from 'node:fs';
import path from 'node:path';
import { jobPayload } from './support/job-payloads';
import { startHarness, type Harness } from './support/runner-harness';
import { hostileZip } from './support/zip-fixtures';

// Dependency artifacts against the loopback coordinator (see support/fake-coordinator.ts for why it is not Forgegraph).
describe('runner job loop: artifacts of dependencies', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness.stop());

  it('downloads each dependency\'s archive with its token and unpacks it into the project dir, refusing escaping entries', async () => {
    harness.coordinator.downloads.set(41, {
      token: 'dep-token-41',
      zip: hostileZip([
        { name: 'build/' },
        { name: 'build/output.txt', content: 'from the build job\n' },
        { name: '../escaped.txt', content: 'must not be written' },
        { name: 'link-out', symlink: '../../..' },
      ]),
    });
    const payload = jobPayload({
      serverUrl: harness.coordinator.url, git: harness.git,
      script: ['cat build/output.txt', 'ls -A'],
      overrides: { dependencies: [{ id: 41, name: 'build', token: 'dep-token-41', artifacts_file: { filename: 'artifacts.zip', size: 1 } }] },
    });
    harness.coordinator.enqueue(payload);
    const job = await harness.coordinator.waitForJobEnd(payload.id);
    const trace = job.trace.toString();
    const projectDir = path.join(harness.buildsDir, 'testrunn', '0', 'grp', 'demo');

    expect(job.updates.at(-1)).toEqual(expect.objectContaining({ state: 'success' }));
    const download = harness.coordinator.requestsTo('GET', /\/jobs\/41\/artifacts$/)[0];
    expect(download.headers['job-token']).toBe('dep-token-41');
    expect(trace).toMatch(/section_start:\d+:download_artifacts\r\x1b\[0K\x1b\[0K\x1b\[36;1mDownloading artifacts\x1b\[0;m/);
    expect(trace).toContain('Downloading artifacts for build (41)...');
    expect(trace).toContain('Downloading artifacts from coordinator... ok  id=41 responseStatus=200 OK');
    expect(trace).toContain('from the build job\n');
    expect(trace).toContain('WARNING: ../escaped.txt: refused, the path leaves the build directory');
    expect(trace).toContain('WARNING: link-out: refused, the path leaves the build directory');
    expect(fs.existsSync(path.join(projectDir, '..', 'escaped.txt'))).toBe(false);
    expect(fs.existsSync(path.join(projectDir, 'link-out'))).toBe(false);
  });

  it('fails the job when a dependency\'s artifacts are refused (403)', async () => {
    harness.coordinator.downloads.set(42, { token: 'the-right-token', zip: hostileZip([{ name: 'x.txt', content: 'x' }]) });
    const payload = jobPayload({
      serverUrl: harness.coordinator.url, git: harness.git, script: ['echo should-not-run'],
      overrides: { dependencies: [{ id: 42, name: 'build', token: 'a-wrong-token', artifacts_file: { filename: 'artifacts.zip', size: 1 } }] },
    });
    harness.coordinator.enqueue(payload);
    const job = await harness.coordinator.waitForJobEnd(payload.id);
    const trace = job.trace.toString();
    expect(job.updates.at(-1)).toEqual(expect.objectContaining({ state: 'failed', failure_reason: 'script_failure', exit_code: 1 }));
    expect(trace).toContain('ERROR: Downloading artifacts from coordinator... forbidden  id=42 responseStatus=403 Forbidden');
    expect(trace).not.toContain('should-not-run\n');
  });

  it('skips dependencies without an artifacts file', async () => {
    const payload = jobPayload({
      serverUrl: harness.coordinator.url, git: harness.git, script: ['echo ran'],
      overrides: { dependencies: [{ id: 43, name: 'lint', token: 't', artifacts_file: null }] },
    });
    harness.coordinator.enqueue(payload);
    const job = await harness.coordinator.waitForJobEnd(payload.id);
    expect(job.updates.at(-1)).toEqual(expect.objectContaining({ state: 'success' }));
    expect(job.trace.toString()).not.toContain('download_artifacts');
    expect(harness.coordinator.requestsTo('GET', /\/jobs\/43\/artifacts$/)).toEqual([]);
  });
});
