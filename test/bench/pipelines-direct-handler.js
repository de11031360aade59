// The ci suite's baseline: a minimal express + pg handler serving the same JSON as
// GET /api/v4/projects/:id/pipelines?per_page=20 for an administrator (offset page, GitLab's capped
// count headers), read from the same tables the ci and collaboration subgraphs own.
'use strict';
const express = require('express');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 8 });
const externalUrl = process.env.EXTERNAL_URL;
const app = express();

app.get('/api/v4/projects/:id/pipelines', async (req, res) => {
  const projectId = Number(req.params.id);
  const perPage = Math.min(Number(req.query.per_page ?? 20), 100);
  const page = Number(req.query.page ?? 1);
  const [{ rows: pipelines }, { rows: [count] }, { rows: [project] }] = await Promise.all([
    pool.query('select * from ci.pipelines where project_id = $1 and parent_pipeline_id is null order by id desc limit $2 offset $3', [projectId, perPage, (page - 1) * perPage]),
    pool.query('select count(*)::int as n from (select 1 from ci.pipelines where project_id = $1 and parent_pipeline_id is null limit 10001) t', [projectId]),
    pool.query('select p.path, n.full_path from collaboration.projects p join collaboration.namespaces n on n.id = p.namespace_id where p.id = $1', [projectId]),
  ]);
  const totalPages = Math.max(Math.ceil(count.n / perPage), 1);
  res.set({
    'x-per-page': String(perPage), 'x-page': String(page), 'x-total': String(count.n), 'x-total-pages': String(totalPages),
    'x-next-page': page < totalPages ? String(page + 1) : '', 'x-prev-page': page > 1 ? String(page - 1) : '',
  });
  const webUrl = `${externalUrl}/${project.full_path}/${project.path}`;
  const body = pipelines.map((p) => ({
    id: p.id, iid: p.iid, project_id: p.project_id, sha: p.sha, ref: p.ref, status: p.status, source: p.source,
    created_at: p.created_at.toISOString(), updated_at: p.updated_at.toISOString(), web_url: `${webUrl}/-/pipelines/${p.id}`, name: p.name,
  }));
  res.set('content-type', 'application/json').end(Buffer.from(JSON.stringify(body)));
});

const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
