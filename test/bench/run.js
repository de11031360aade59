// `npm run bench [-- --suite users|commits|issues|ci|storage-moves|alerts|gpt|overload|export]`: suite `gpt` (only when named) is GitLab's
// Performance Tool's method, described in gpt/suite.js; `overload` (only when named) is overload.js.
// Suite `users` compares GET /api/v4/users?per_page=20 through the REST facade (and the same data
// through /graphql) with a minimal express + pg handler serving identical JSON; suite `commits`
// compares the commit list
// (GET /projects/:id/repository/commits?per_page=20) through the facade with `git log` run per
// request by a minimal handler producing the same page; suite `issues` compares a project's issue list
// (10,000 issues, GET /projects/:id/issues?per_page=20) through the facade and /graphql with a
// minimal express + pg handler serving identical JSON from the same tables. Loopback, bounded; each server runs in its
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
const { runAlerts } = require('./alerts');
const { pipelineListTargets, PIPELINES } = require('./ci-suite');
const { pickupLatency, idleRunners } = require('./ci-runners');
const { runExportSuite } = require('./export-suite');
const { runStorageMoves, benchStorages } = require('./storage-moves');

const USERS = 200;
const ISSUES = Number(process.env.BENCH_ISSUES ?? 10_000);
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
    // A second shard for the storage-moves suite, on the same disk.
    const facadeEnv = { ...common, PORT: String(facadePort), DATA_DIR: dir, ROOT_ACCESS_TOKEN: TOKEN, REPOSITORY_STORAGES: benchStorages(dir) };
    children.push(await startChild(path.join(ROOT, 'rest-facade/dist/main.js'), facadeEnv, `${externalUrl}/-/readiness`));
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
    if (SUITES.includes('issues')) {
      const issues = await issueTargets({ databaseUrl, common, externalUrl, port: facadePort + 150, children });
      await checkIdenticalJson(issues[0], issues[1], `20 of ${ISSUES} issues`);
      await compareInRounds('issues', `GET /projects/:id/issues, ${ISSUES} issues with author, assignees, labels and a milestone, per_page=20`, issues, 'REST facade /api/v4');
    }
    if (SUITES.includes('ci')) {
      await pickupLatency({ externalUrl, token: TOKEN });
      await idleRunners({ externalUrl, token: TOKEN, pid: children[0].pid });
      const pipelines = await pipelineListTargets({ databaseUrl, common, externalUrl, token: TOKEN, port: facadePort + 160, children, startChild });
      await checkIdenticalJson(pipelines[0], pipelines[1], `20 of ${PIPELINES} pipelines`);
      await compareInRounds('ci', `GET /projects/:id/pipelines, ${PIPELINES} pipelines, per_page=20`, pipelines);
    }
    if (SUITES.includes('storage-moves')) await runStorageMoves({ externalUrl, token: TOKEN, dataDir: dir });
    if (SUITES.includes('overload')) await runOverload({ externalUrl, token: TOKEN, pid: children[0].pid });
    if (SUITES.includes('export')) await runExportSuite({ externalUrl, token: TOKEN, databaseUrl, pid: children[0].pid });
    if (SUITES.includes('alerts')) await runAlerts({ externalUrl, token: TOKEN, databaseUrl });
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

/**
 * The issues suite's project: 10,000 issues (as the issue asks) by the bench users, each with one or
 * two assignees, one to three of five labels and the milestone, written straight into the tables.
 */
async function issueTargets({ databaseUrl, common, externalUrl, port, children }) {
  const api = (method, route, body) => fetch(`${externalUrl}/api/v4${route}`, {
    method, headers: { 'private-token': TOKEN, 'content-type': 'application/json' }, body: JSON.stringify(body),
  }).then((res) => res.json());
  const project = await api('POST', '/projects', { name: 'bench-issues' });
  for (const name of ['bug', 'feature', 'ui', 'backend', 'docs']) await api('POST', `/projects/${project.id}/labels`, { name, color: '#428BCA' });
  const milestone = await api('POST', `/projects/${project.id}/milestones`, { title: 'v1.0', due_date: '2030-06-30' });
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`with people as (select array_agg(id order by id) as ids from identity.users)
    insert into collaboration.issues (project_id, iid, author_id, title, description, milestone_id, created_at, updated_at)
    select $1, g, ids[1 + g % array_length(ids, 1)], 'Issue ' || g, 'Description of issue ' || g, $2,
      now() - (${ISSUES} - g) * interval '1 minute', now() - (${ISSUES} - g) * interval '1 minute'
    from generate_series(1, ${ISSUES}) g, people`, [project.id, milestone.id]);
  await client.query(`insert into collaboration.internal_ids (usage, scope_id, last_value) values ('issues', $1, ${ISSUES})`, [project.id]);
  await client.query(`with people as (select array_agg(id order by id) as ids from identity.users)
    insert into collaboration.issue_assignees (issue_id, user_id)
    select distinct i.id, ids[1 + (i.iid * k) % array_length(ids, 1)] from collaboration.issues i, people, generate_series(1, 2) k
    where i.project_id = $1 and (k = 1 or i.iid % 2 = 0)`, [project.id]);
  await client.query(`insert into collaboration.issue_labels (issue_id, label_id)
    select distinct i.id, l.ids[1 + (i.iid + k) % 5] from collaboration.issues i, generate_series(0, 2) k,
      (select array_agg(id order by id) as ids from collaboration.labels where project_id = $1) l
    where i.project_id = $1 and k <= i.iid % 3`, [project.id]);
  await client.end();
  const route = `/api/v4/projects/${project.id}/issues?per_page=20`;
  children.push(await startChild(path.join(__dirname, 'issues-direct-handler.js'), { ...common, PORT: String(port) }, `http://127.0.0.1:${port}${route}`));
  return [
    { name: 'direct express + pg', url: `http://127.0.0.1:${port}${route}` },
    { name: 'REST facade /api/v4', url: `${externalUrl}${route}`, headers: { 'private-token': TOKEN } },
    {
      name: 'GraphQL /graphql', url: `${externalUrl}/graphql`, method: 'POST', headers: { 'private-token': TOKEN, 'content-type': 'application/json' },
      body: JSON.stringify(issuesGraphqlQuery(project.id)),
    },
  ];
}

/** The /graphql side: the document the facade's GET /projects/:id/issues route sends, with its variables. */
function issuesGraphqlQuery(projectId) {
  const { ROUTES } = require('@forgegraph/rest-facade/dist/routes/index.js');
  const route = ROUTES.find((r) => r.method === 'GET' && r.path === '/projects/:id/issues');
  const filter = { state: 'all', orderBy: 'created_at', sort: 'desc', scope: 'all' };
  return { query: route.operation.document, variables: { ref: String(projectId), relativeToProject: String(projectId), filter, page: 1, perPage: 20 } };
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
  // gpt runs for minutes (18 endpoints × 3 rates × 10 s), overload for a minute, export seeds a large project: only when named.
  const known = ['users', 'commits', 'issues', 'ci', 'storage-moves', 'alerts', 'gpt', 'overload', 'export'];
  const named = args.flatMap((arg, i) => (arg === '--suite' ? [args[i + 1]] : arg.startsWith('--suite=') ? [arg.slice(8)] : []));
  const suites = named.length ? named : (process.env.BENCH_SUITES ?? 'users,commits,issues,ci,storage-moves,alerts').split(',');
  const unknown = suites.filter((suite) => !known.includes(suite));
  if (unknown.length) throw new Error(`unknown suite ${unknown.join(', ')}: known are ${known.join(', ')}`);
  return suites;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
