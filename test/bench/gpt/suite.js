// `npm run bench -- --suite gpt`: GitLab Performance Tool style. Each API endpoint in turn gets a
// fixed arrival rate for BENCH_GPT_SECONDS (10) against a large repository this suite builds and
// pushes itself; an endpoint passes when TTFB p90 is under its threshold (200 ms; GET /users 300 ms),
// at least 80% of the rate is reached and at least 99% of responses succeed (GPT's rule). Rates:
// BENCH_GPT_RATES (default 20,100,200): 20 RPS for every endpoint (GitLab's 1k-user reference),
// 100 for the repository endpoints and 200 for the others (its 10k-user reference).
'use strict';
const { openLoop } = require('./open-loop');
const { pushLargeRepository } = require('./large-repository');

const SECONDS = Number(process.env.BENCH_GPT_SECONDS ?? 10);
const RATES = (process.env.BENCH_GPT_RATES ?? '20,100,200').split(',').map(Number);
/** BENCH_GPT_ONLY (a regular expression on the endpoint's name) measures some endpoints only, e.g. `branches`. */
const ONLY = new RegExp(process.env.BENCH_GPT_ONLY ?? '');
/** Which endpoints each rate applies to: GitLab's reference loads for this machine's targets. */
const KINDS_AT = { 20: ['api', 'git'], 100: ['git'], 200: ['api'] };

async function runGpt({ externalUrl, token, databaseUrl, serviceUrls = [externalUrl] }) {
  const data = await seed({ externalUrl, token });
  await settleBackgroundJobs(databaseUrl);
  if (serviceUrls.length > 1) console.log(`gpt: ${serviceUrls.length} service processes, requests in turn`);
  const targets = endpoints(data).map((e) => ({
    ...e, url: `${externalUrl}/api/v4${e.path}`, urls: serviceUrls.map((base) => `${base}/api/v4${e.path}`), headers: { 'private-token': token },
  }));
  for (const target of targets) await checkAnswers(target);
  for (const rate of RATES) {
    const kinds = KINDS_AT[rate] ?? ['api', 'git'];
    const chosen = targets.filter((t) => kinds.includes(t.kind) && ONLY.test(t.name));
    console.log(`\ngpt ${rate} RPS, ${SECONDS} s per endpoint (${kinds.join(' + ')} endpoints)`);
    console.log('endpoint'.padEnd(44) + 'rate'.padStart(8) + 'p50 ms'.padStart(9) + 'p90 ms'.padStart(9) + 'p99 ms'.padStart(9) + 'success'.padStart(9) + '  result');
    let passed = 0;
    for (const target of chosen) {
      const r = await openLoop(target, { rate, seconds: SECONDS });
      const threshold = target.threshold ?? 200;
      const pass = r.p90 < threshold && r.rate >= 0.8 * rate && r.success >= 0.99;
      if (pass) passed += 1;
      console.log(target.name.padEnd(44) + r.rate.toFixed(1).padStart(8) + r.p50.toFixed(0).padStart(9) + r.p90.toFixed(0).padStart(9)
        + r.p99.toFixed(0).padStart(9) + `${(r.success * 100).toFixed(1)}%`.padStart(9) + `  ${pass ? 'pass' : 'FAIL'}${r.success < 1 ? ` ${JSON.stringify(r.statuses)}` : ''}`);
      // Let the queue of a failed endpoint drain before the next one is measured.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    console.log(`gpt ${rate}: ${passed} of ${chosen.length} endpoints pass`);
  }
}

async function api(externalUrl, token, method, path, body) {
  const res = await fetch(`${externalUrl}/api/v4${path}`, {
    method, headers: { 'private-token': token, 'content-type': 'application/json' }, body: body && JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A group with a large project (the repository pushed over git HTTP) and a few members. */
async function seed({ externalUrl, token }) {
  const started = Date.now();
  const group = await api(externalUrl, token, 'POST', '/groups', { name: 'gpt', path: 'gpt', visibility: 'public' });
  const project = await api(externalUrl, token, 'POST', '/projects', { name: 'large-project', namespace_id: group.id, visibility: 'public' });
  for (let i = 0; i < 20; i++) {
    const user = await api(externalUrl, token, 'POST', '/users', { username: `gpt-user-${i}`, name: `GPT User ${i}`, email: `gpt${i}@example.com`, password: 'gpt-password-1234', skip_confirmation: true });
    await api(externalUrl, token, 'POST', `/groups/${group.id}/members`, { user_id: user.id, access_level: 30 });
  }
  const repository = await pushLargeRepository({ externalUrl, token, project });
  const { shape } = repository;
  console.log(`gpt data: ${shape.commits} commits, ${shape.branches} branches, ${shape.tags} tags, ${shape.files} files, pushed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return { group, project, ...repository };
}

function endpoints({ group, project, head, older, file, blob, branch }) {
  const g = encodeURIComponent(group.full_path);
  const p = `/projects/${encodeURIComponent(project.path_with_namespace)}`;
  const f = encodeURIComponent(file);
  return [
    { kind: 'api', name: 'GET /user', path: '/user' },
    { kind: 'api', name: 'GET /users', path: '/users', threshold: 300 },
    { kind: 'api', name: 'GET /groups/:id', path: `/groups/${g}` },
    { kind: 'api', name: 'GET /groups/:id/projects', path: `/groups/${g}/projects` },
    { kind: 'api', name: 'GET /projects', path: '/projects' },
    { kind: 'api', name: 'GET /projects/:id', path: p },
    { kind: 'api', name: 'GET /projects/:id/members/all', path: `${p}/members/all` },
    { kind: 'git', name: 'GET .../repository/branches', path: `${p}/repository/branches` },
    { kind: 'git', name: 'GET .../repository/branches/:branch', path: `${p}/repository/branches/${encodeURIComponent(branch)}` },
    { kind: 'git', name: 'GET .../repository/commits', path: `${p}/repository/commits` },
    { kind: 'git', name: 'GET .../repository/commits/:sha', path: `${p}/repository/commits/${head}` },
    { kind: 'git', name: 'GET .../repository/commits/:sha/diff', path: `${p}/repository/commits/${head}/diff` },
    { kind: 'git', name: 'GET .../repository/compare', path: `${p}/repository/compare?from=${older}&to=${head}` },
    { kind: 'git', name: 'GET .../repository/files/:file', path: `${p}/repository/files/${f}?ref=main` },
    { kind: 'git', name: 'GET .../repository/files/:file/raw', path: `${p}/repository/files/${f}/raw?ref=main` },
    { kind: 'git', name: 'GET .../repository/tags', path: `${p}/repository/tags` },
    { kind: 'git', name: 'GET .../repository/tree', path: `${p}/repository/tree` },
    { kind: 'git', name: 'GET .../repository/blobs/:sha', path: `${p}/repository/blobs/${blob}` },
  ];
}

/**
 * GPT measures a settled instance: the seed's push leaves thousands of domain events (a push event
 * per ref) for the background jobs to relay and react to, which would otherwise share the CPU with
 * the first endpoints measured. Waits until the job queue is idle (5 minutes at most).
 */
async function settleBackgroundJobs(databaseUrl) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  try {
    while (Date.now() - started < 300_000) {
      const { rows } = await client.query(`select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()`);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await client.end();
  }
  console.log(`gpt: background jobs settled in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** Every endpoint must answer 200 before it is measured: a bench of error pages measures nothing. */
async function checkAnswers(target) {
  const res = await fetch(target.url, { headers: target.headers });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${target.name}: ${res.status} before the load`);
}

module.exports = { runGpt };
