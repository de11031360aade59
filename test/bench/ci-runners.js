// Suite `ci`, parts (a) and (b) (issue 9): how fast a long-polling runner picks a new pipeline's job up, and
// what 200 idle long-polling runners cost the service. Both speak the runner protocol over loopback HTTP as
// gitlab-runner does; (a) runs the bundled runner program (runner/) as a child process.
'use strict';
const { fork } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const PICKUPS = Number(process.env.BENCH_CI_PICKUPS ?? 50);
const IDLE_RUNNERS = Number(process.env.BENCH_CI_IDLE_RUNNERS ?? 200);
const IDLE_SECONDS = Number(process.env.BENCH_CI_IDLE_SECONDS ?? 60);
const FEATURES = { variables: true, artifacts: true, upload_multiple_artifacts: true, cancelable: true, return_exit_code: true, trace_reset: true, trace_checksum: true, trace_size: true };

function api(externalUrl, token) {
  return async (method, route, body) => {
    const res = await fetch(`${externalUrl}/api/v4${route}`, {
      method, headers: { 'private-token': token, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${route}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
}

/** (a) PICKUPS pipelines one after another, each timed from its creation to its first job's start (server clocks). */
async function pickupLatency({ externalUrl, token }) {
  const call = api(externalUrl, token);
  const { token: runnerToken } = await call('POST', '/user/runners', { runner_type: 'instance_type', description: 'bench runner' });
  const project = await call('POST', '/projects', { name: 'bench-ci-pickup', initialize_with_readme: true });
  await call('POST', `/projects/${project.id}/repository/files/.gitlab-ci.yml`, { branch: 'main', content: 'job:\n  script: "true"\n', commit_message: 'CI' });
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forgegraph-bench-runner-'));
  const runner = fork(path.join(ROOT, 'runner/dist/main.js'), ['--url', externalUrl, '--token', runnerToken, '--work-dir', workDir, '--check-interval', '0'], { stdio: 'ignore' });
  try {
    await waitFor(async () => (await call('GET', `/runners?type=instance_type`)).some((r) => r.status === 'online'), 30_000).catch(() => undefined);
    // The push of the config made a pipeline too: let the runner finish it first.
    await waitFor(async () => (await call('GET', `/projects/${project.id}/jobs?scope[]=pending&scope[]=running`)).length === 0, 60_000);
    const latencies = [];
    for (let i = 0; i < PICKUPS; i++) {
      const pipeline = await call('POST', `/projects/${project.id}/pipeline`, { ref: 'main' });
      const job = await waitFor(async () => {
        const [first] = await call('GET', `/projects/${project.id}/pipelines/${pipeline.id}/jobs`);
        return first && ['success', 'failed'].includes(first.status) ? first : undefined;
      }, 60_000);
      latencies.push(Date.parse(job.started_at) - Date.parse(pipeline.created_at));
    }
    const [p50, p99] = [percentile(latencies, 0.5), percentile(latencies, 0.99)];
    console.log(`\nci pick-up: ${PICKUPS} pipelines through POST /projects/:id/pipeline, the bundled runner long-polling; creation → first job running (server clocks)`);
    console.log(`latency ci-pickup: p50=${p50.toFixed(0)} p99=${p99.toFixed(0)}`);
  } finally {
    runner.kill('SIGTERM');
    await new Promise((resolve) => (runner.exitCode !== null ? resolve() : runner.once('exit', resolve)));
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/** (b) IDLE_RUNNERS runners long-polling POST /jobs/request for IDLE_SECONDS with nothing to do: the service's CPU and each answer's time. */
async function idleRunners({ externalUrl, token, pid }) {
  const call = api(externalUrl, token);
  const tokens = [];
  for (let i = 0; i < IDLE_RUNNERS; i++) tokens.push((await call('POST', '/user/runners', { runner_type: 'instance_type', tag_list: ['idle'], run_untagged: false })).token);
  const statuses = {};
  const durations = [];
  const deadline = Date.now() + IDLE_SECONDS * 1000;
  const before = cpuMs(pid);
  const started = Date.now();
  await Promise.all(tokens.map(async (runnerToken, i) => {
    let lastUpdate;
    while (Date.now() < deadline) {
      const t0 = Date.now();
      const res = await fetch(`${externalUrl}/api/v4/jobs/request`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: runnerToken, system_id: `s_bench${String(i).padStart(8, '0')}`, info: { name: 'gitlab-runner', version: '17.5.0', features: FEATURES }, ...(lastUpdate ? { last_update: lastUpdate } : {}) }),
      });
      await res.arrayBuffer();
      durations.push(Date.now() - t0);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      lastUpdate = res.headers.get('x-gitlab-last-update') ?? lastUpdate;
      if (res.status !== 204) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }));
  const wall = Date.now() - started;
  const share = (cpuMs(pid) - before) / wall;
  console.log(`\nci idle runners: ${IDLE_RUNNERS} runners long-polling POST /jobs/request for ${IDLE_SECONDS} s with nothing to do`);
  console.log(`answers: ${JSON.stringify(statuses)}; longest ${Math.max(...durations)} ms, p50 ${percentile(durations, 0.5).toFixed(0)} ms`);
  console.log(`cpu ci-idle-runners: ${(share * 100).toFixed(1)}% of one core`);
}

function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function percentile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

async function waitFor(check, within) {
  const deadline = Date.now() + within;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

module.exports = { pickupLatency, idleRunners };
