// Suite `ci` of `npm run bench` (issue 9): (c) GET /projects/:id/pipelines?per_page=20 through the facade vs a
// minimal express + pg handler serving identical JSON from the same tables. (a) pick-up latency and (b) idle
// long-polling runners follow once the runner protocol is in.
'use strict';
const path = require('node:path');
const { Client } = require('pg');

const PIPELINES = Number(process.env.BENCH_PIPELINES ?? 2_000);

/** The pipeline list's two sides on a project with PIPELINES pipelines by several users, refs and statuses. */
async function pipelineListTargets({ databaseUrl, common, externalUrl, token, port, children, startChild }) {
  const res = await fetch(`${externalUrl}/api/v4/projects`, {
    method: 'POST', headers: { 'private-token': token, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'bench-pipelines' }),
  });
  const project = await res.json();
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`insert into ci.pipelines (project_id, iid, sha, ref, source, status, user_id, created_at, updated_at)
    select $1, g, md5(g::text) || substr(md5((g + 1)::text), 1, 8), (array['main', 'develop', 'feature'])[1 + g % 3],
      (array['push', 'api', 'web'])[1 + g % 3], (array['success', 'failed', 'running', 'canceled'])[1 + g % 4], 1,
      now() - (${PIPELINES} - g) * interval '1 minute', now() - (${PIPELINES} - g) * interval '1 minute'
    from generate_series(1, ${PIPELINES}) g`, [project.id]);
  await client.query(`insert into ci.internal_ids (usage, scope_id, last_value) values ('ci_pipelines', $1, ${PIPELINES})`, [project.id]);
  await client.end();
  const route = `/api/v4/projects/${project.id}/pipelines?per_page=20`;
  children.push(await startChild(path.join(__dirname, 'pipelines-direct-handler.js'), { ...common, PORT: String(port) }, `http://127.0.0.1:${port}${route}`));
  return [
    { name: 'direct express + pg', url: `http://127.0.0.1:${port}${route}` },
    { name: 'REST facade /api/v4', url: `${externalUrl}${route}`, headers: { 'private-token': token } },
  ];
}

module.exports = { pipelineListTargets, PIPELINES };
