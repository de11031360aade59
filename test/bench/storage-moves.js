// Suite `storage-moves` (issue 11): (a) moving a repository of MOVE_COMMITS commits (about 50 MB at the
// default 5,000) between two shards on the same disk through the API, against `git clone --mirror` of the
// same repository plus a checksum of it (refs and objects) done by hand; alternating rounds, median ratio,
// target ≤ 1.5. (b) a bulk move of MOVE_REPOS small repositories while GET /projects/:id is measured
// meanwhile; target p99 ≤ 100 ms. The service runs with REPOSITORY_STORAGES=second=<DATA_DIR>/bench-second.
'use strict';
const { execFile } = require('node:child_process');
const { createHash, randomBytes } = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { promisify } = require('node:util');

const run = promisify(execFile);
const ENV = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_TERMINAL_PROMPT: '0' };
const MOVE_COMMITS = Number(process.env.BENCH_MOVE_COMMITS ?? 5000);
const MOVE_BYTES_PER_COMMIT = Number(process.env.BENCH_MOVE_BYTES_PER_COMMIT ?? 10_000);
const MOVE_ROUNDS = Number(process.env.BENCH_MOVE_ROUNDS ?? 3);
const MOVE_REPOS = Number(process.env.BENCH_MOVE_REPOS ?? 200);
const SECOND_SHARD = 'bench-second';

/** The service's shard list for this suite (run.js adds it to the service's environment). */
function benchStorages(dataDir) {
  return `second=${path.join(dataDir, SECOND_SHARD)}`;
}

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

async function runStorageMoves({ externalUrl, token, dataDir }) {
  const call = api(externalUrl, token);
  await moveVersusClone({ call, externalUrl, token, dataDir });
  await bulkMoveLatency({ call, externalUrl, token });
}

/** (a) Rounds of: the API move (to the other shard, polled until finished) and clone --mirror + checksum by hand. */
async function moveVersusClone({ call, externalUrl, token, dataDir }) {
  const project = await call('POST', '/projects', { name: 'bench-storage-move', initialize_with_readme: true });
  await pushHistory({ externalUrl, token, project });
  const { diskPath } = await repositoryOf({ externalUrl, token, projectId: project.id });
  const roots = { default: path.join(dataDir, 'repositories', 'default'), second: path.join(dataDir, SECOND_SHARD) };
  const scratch = fs.mkdtempSync(path.join(dataDir, 'bench-clone-'));
  const moves = [];
  const clones = [];
  try {
    let storage = 'default';
    for (let round = 0; round < MOVE_ROUNDS; round++) {
      const gitDir = path.join(roots[storage], `${diskPath}.git`);
      clones.push(await timed(() => cloneAndChecksum(gitDir, path.join(scratch, `clone-${round}.git`))));
      const destination = storage === 'default' ? 'second' : 'default';
      moves.push(await timed(() => moveAndWait(call, project.id, destination)));
      storage = destination;
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  const ratios = moves.map((move, i) => move / clones[i]).sort((a, b) => a - b);
  const size = await directoryBytes(path.join(roots[MOVE_ROUNDS % 2 === 0 ? 'default' : 'second'], `${diskPath}.git`));
  console.log(`\nstorage-moves (a): a repository of ${MOVE_COMMITS} commits (${(size / 1e6).toFixed(1)} MB) moved between two shards on one disk, ${MOVE_ROUNDS} rounds`);
  console.log(`move via API (ms): ${moves.map((m) => m.toFixed(0)).join(' ')}; git clone --mirror + checksum by hand (ms): ${clones.map((c) => c.toFixed(0)).join(' ')}`);
  console.log(`ratio storage-moves-move: ${ratios[Math.floor(ratios.length / 2)].toFixed(2)} (median move / clone+checksum; target ≤ 1.5)`);
}

/** (b) MOVE_REPOS small projects moved in bulk to `second` while GET /projects/:id is asked in a loop. */
async function bulkMoveLatency({ call, externalUrl, token }) {
  const projects = [];
  for (let i = 0; i < MOVE_REPOS; i++) projects.push(await call('POST', '/projects', { name: `bench-bulk-${i}`, initialize_with_readme: true }));
  const probe = projects[0];
  const latencies = [];
  let moving = true;
  const probes = Array.from({ length: 2 }, async () => {
    while (moving) {
      const started = performance.now();
      const res = await fetch(`${externalUrl}/api/v4/projects/${probe.id}`, { headers: { 'private-token': token } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`GET /projects/:id answered ${res.status}`);
      latencies.push(performance.now() - started);
    }
  });
  const started = performance.now();
  try {
    await call('POST', '/project_repository_storage_moves', { source_storage_name: 'default', destination_storage_name: 'second' });
    await waitFor(async () => {
      const on = await Promise.all(projects.map((p) => call('GET', `/projects/${p.id}/repository_storage_moves`)));
      return on.every((moves) => moves[0] && ['finished', 'failed', 'cleanup failed'].includes(moves[0].state)) ? true : undefined;
    }, 30 * 60_000, 1000);
  } finally {
    moving = false;
    await Promise.all(probes);
  }
  const seconds = (performance.now() - started) / 1000;
  const failed = (await call('GET', '/project_repository_storage_moves?per_page=100')).filter((m) => m.state !== 'finished').length;
  console.log(`\nstorage-moves (b): bulk move of ${MOVE_REPOS} small repositories in ${seconds.toFixed(1)} s (${failed} not finished in the last page); GET /projects/:id meanwhile, ${latencies.length} requests`);
  console.log(`latency storage-moves-bulk GET /projects/:id: p50=${percentile(latencies, 0.5).toFixed(1)} p99=${percentile(latencies, 0.99).toFixed(1)} (target p99 ≤ 100 ms)`);
}

async function moveAndWait(call, projectId, destination) {
  const move = await call('POST', `/projects/${projectId}/repository_storage_moves`, { destination_storage_name: destination });
  const done = await waitFor(async () => {
    const current = await call('GET', `/projects/${projectId}/repository_storage_moves/${move.id}`);
    return ['finished', 'failed', 'cleanup failed'].includes(current.state) ? current : undefined;
  }, 10 * 60_000, 20);
  if (done.state !== 'finished') throw new Error(`move ${move.id} ended ${done.state}: ${done.error_message}`);
}

/** The baseline: a mirror clone on the same disk, then the digest of its refs and objects. */
async function cloneAndChecksum(gitDir, target) {
  await run('git', ['clone', '--mirror', '--quiet', gitDir, target], { env: ENV });
  const refs = await run('git', ['--git-dir', target, 'for-each-ref', '--format=%(objectname) %(refname)'], { env: ENV, maxBuffer: 1 << 30 });
  const objects = await run('git', ['--git-dir', target, 'cat-file', '--batch-all-objects', '--batch-check=%(objectname)'], { env: ENV, maxBuffer: 1 << 30 });
  createHash('sha256').update(refs.stdout).update(objects.stdout).digest('hex');
  fs.rmSync(target, { recursive: true, force: true });
}

/** MOVE_COMMITS commits, each adding MOVE_BYTES_PER_COMMIT random bytes (base64), pushed over git HTTP. */
async function pushHistory({ externalUrl, token, project }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forgegraph-bench-move-'));
  try {
    const url = new URL(`${externalUrl}/${project.path_with_namespace}.git`);
    url.username = 'bench';
    url.password = token;
    await run('git', ['clone', '--quiet', url.toString(), 'work'], { cwd: dir, env: ENV });
    const work = path.join(dir, 'work');
    const parent = (await run('git', ['rev-parse', 'main'], { cwd: work, env: ENV })).stdout.trim();
    const chunks = [];
    for (let i = 1; i <= MOVE_COMMITS; i++) {
      const content = randomBytes(Math.ceil(MOVE_BYTES_PER_COMMIT * 0.75)).toString('base64') + '\n';
      const message = `Change ${i}`;
      chunks.push(`commit refs/heads/main\ncommitter Bench <bench@example.com> ${1700000000 + i} +0000\ndata ${message.length}\n${message}\n`);
      if (i === 1) chunks.push(`from ${parent}\n`);
      chunks.push(`M 100644 inline data/file${i % 100}.txt\ndata ${Buffer.byteLength(content)}\n${content}\n`);
    }
    await new Promise((resolve, reject) => {
      const child = execFile('git', ['fast-import', '--quiet'], { cwd: work, env: ENV, maxBuffer: 1 << 26 }, (error) => (error ? reject(error) : resolve()));
      child.stdin.end(chunks.join(''));
    });
    await run('git', ['push', '--quiet', 'origin', 'main'], { cwd: work, env: ENV, maxBuffer: 1 << 26 });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function repositoryOf({ externalUrl, token, projectId }) {
  const res = await fetch(`${externalUrl}/graphql`, {
    method: 'POST',
    headers: { 'private-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query($p: ID!) { projectRepository(projectId: $p) { storage diskPath } }', variables: { p: String(projectId) } }),
  });
  return (await res.json()).data.projectRepository;
}

async function timed(work) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function waitFor(check, within, every) {
  const deadline = Date.now() + within;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not done within ${within} ms`);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

async function directoryBytes(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? await directoryBytes(full) : fs.statSync(full).size;
  }
  return total;
}

function percentile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
}

module.exports = { runStorageMoves, benchStorages };
