// `npm run bench [-- --suite users|commits|gpt|overload]`: suite `gpt` (only when named) is GitLab's
// Performance Tool's method, described in gpt/suite.js; `overload` (only when named) is overload.js.
// Suite `users` compares GET /api/v4/users?per_page=20 through the REST facade (and the same data
// through /graphql) with a minimal express + pg handler serving identical JSON; suite `commits`
// compares the commit list
// (GET /projects/:id/repository/commits?per_page=20) through the facade with `git log` run per
// request by a minimal handler producing the same page. Loopback, bounded; each server runs in its
// own process, autocannon runs here. The method (alternating rounds, median ratio) is in rounds.js.
'use strict';
const { fork } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { isDeepStrictEqual } = require('node:util');
const { Client } = require('pg');
const { startEmbeddedPostgres, ensureDatabase } = require('@forgegraph/platform');
const { compareInRounds } = require('./rounds');
const { runGpt } = require('./gpt/suite');
const { runOverload } = require('./overload');

const USERS = 200;
const TOKEN = 'glpat-benchmarkroottoken0001';
const ROOT = path.resolve(__dirname, '../..');
const USERS_OPERATION = require('./users-graphql-query');
const { seedCommits } = require('./commits-seed');
const COMMITS = Number(process.env.BENCH_COMMITS ?? 500);
const SUITES = selectedSuites(process.argv.slice(2));

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forgegraph-bench-'));
  fs.chmodSync(dir, 0o755);
  const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), { persistent: false });
  const children = [];
  try {
    const databaseUrl = await ensureDatabase(pg.adminUrl, 'bench');
    const facadePort = 3900 + Math.floor(Math.random() * 50);
    const directPort = facadePort + 50;
    const externalUrl = `http://127.0.0.1:${facadePort}`;
    // As `npm start` runs the service (graphql-js and express drop development-only checks).
    const common = { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, EXTERNAL_URL: externalUrl, LOG_LEVEL: 'warn' };
    children.push(await startChild(path.join(ROOT, 'rest-facade/dist/main.js'), { ...common, PORT: String(facadePort), DATA_DIR: dir, ROOT_ACCESS_TOKEN: TOKEN }, `${externalUrl}/-/readiness`));
    await seedUsers(databaseUrl);
    children.push(await startChild(path.join(__dirname, 'direct-handler.js'), { ...common, PORT: String(directPort) }, `http://127.0.0.1:${directPort}/api/v4/users`));
    const targets = [
      { name: 'direct express + pg', url: `http://127.0.0.1:${directPort}/api/v4/users?per_page=20` },
      { name: 'REST facade /api/v4', url: `${externalUrl}/api/v4/users?per_page=20`, headers: { 'private-token': TOKEN } },
      { name: 'GraphQL /graphql', url: `${externalUrl}/graphql`, method: 'POST', headers: { 'private-token': TOKEN, 'content-type': 'application/json' }, body: JSON.stringify(USERS_OPERATION) },
    ];
    if (SUITES.includes('users')) {
      await checkIdenticalJson(targets[0], targets[1], '20 users');
      await compareInRounds('users', `GET /users, ${USERS} users, per_page=20`, targets, 'REST facade /api/v4');
    }
    if (SUITES.includes('overload')) await runOverload({ externalUrl, token: TOKEN, pid: children[0].pid });
    if (SUITES.includes('gpt')) {
      // BENCH_GPT_PROCESSES=2: more service processes on the same database and repositories (README, "More processes").
      const serviceUrls = [externalUrl];
      for (let i = 1; i < Number(process.env.BENCH_GPT_PROCESSES ?? 1); i++) {
        const url = `http://127.0.0.1:${facadePort + 200 + i}`;
        children.push(await startChild(path.join(ROOT, 'rest-facade/dist/main.js'), { ...common, PORT: String(facadePort + 200 + i), DATA_DIR: dir, ROOT_ACCESS_TOKEN: TOKEN }, `${url}/-/readiness`));
        serviceUrls.push(url);
      }
      await runGpt({ externalUrl, token: TOKEN, databaseUrl, serviceUrls });
    }
    if (!SUITES.includes('commits')) return;
    const commits = await commitTargets({ dir, common, externalUrl, port: facadePort + 100, children });
    await checkIdenticalJson(commits[0], commits[1], '20 commits');
    await compareInRounds('commits', `GET /projects/:id/repository/commits, ${COMMITS} commits, per_page=20`, commits);
  } finally {
    // autocannon leaves its last requests in flight: let them finish before the servers stop.
    await new Promise((r) => setTimeout(r, 1000));
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.once('exit', r)))));
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function startChild(script, env, readyUrl) {
  // BENCH_PROFILE=dir writes a V8 CPU profile of each server process there (node --cpu-prof).
  const execArgv = [...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean)];
  if (process.env.BENCH_PROFILE) execArgv.push('--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`);
  const child = fork(script, [], { env, execArgv, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      const res = await fetch(readyUrl);
      if (res.status === 200) return child;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${script} not ready`);
}

async function seedUsers(databaseUrl) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`insert into identity.users (username, name, email, bio, job_title, organization)
    select 'bench' || g, 'Bench User ' || g, 'bench' || g || '@example.com', 'bio ' || g, 'Engineer', 'Forgegraph'
    from generate_series(1, ${USERS}) g`);
  await client.end();
}

/** The commit list's two sides: `git log` per request in a minimal handler, and the facade. */
async function commitTargets({ dir, common, externalUrl, port, children }) {
  const { project, repository } = await seedCommits({ externalUrl, token: TOKEN, count: COMMITS });
  const gitDir = path.join(dir, 'repositories', repository.storage, `${repository.diskPath}.git`);
  const route = `/api/v4/projects/${project.id}/repository/commits?per_page=20`;
  const env = { ...common, PORT: String(port), BENCH_GIT_DIR: gitDir, BENCH_PROJECT_WEB_URL: project.web_url };
  children.push(await startChild(path.join(__dirname, 'commits-direct-handler.js'), env, `http://127.0.0.1:${port}${route}`));
  return [
    { name: 'direct git log', url: `http://127.0.0.1:${port}${route}` },
    { name: 'REST facade /api/v4', url: `${externalUrl}${route}`, headers: { 'private-token': TOKEN } },
  ];
}

async function checkIdenticalJson(a, b, what) {
  const [x, y] = await Promise.all([fetch(a.url, { headers: a.headers }), fetch(b.url, { headers: b.headers })]);
  const [bx, by] = [await x.json(), await y.json()];
  const same = isDeepStrictEqual(bx, by);
  console.log(same ? `bodies: identical JSON (${what})` : 'bodies: DIFFER — the comparison is not like for like');
  if (!same) console.log(JSON.stringify({ direct: bx[0], facade: by[0] }, null, 1));
}

/** `--suite <name>` (repeatable) or BENCH_SUITES=users,commits picks suites; all of them by default. */
function selectedSuites(args) {
  // gpt runs for minutes (18 endpoints × 3 rates × 10 s), overload for a minute: only when named.
  const known = ['users', 'commits', 'gpt', 'overload'];
  const named = args.flatMap((arg, i) => (arg === '--suite' ? [args[i + 1]] : arg.startsWith('--suite=') ? [arg.slice(8)] : []));
  const suites = named.length ? named : (process.env.BENCH_SUITES ?? 'users,commits').split(',');
  const unknown = suites.filter((suite) => !known.includes(suite));
  if (unknown.length) throw new Error(`unknown suite ${unknown.join(', ')}: known are ${known.join(', ')}`);
  return suites;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
