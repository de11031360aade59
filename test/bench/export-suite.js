// Suite `export` of `npm run bench` (only when named): an export + import round trip of a project with
// BENCH_EXPORT_ISSUES issues (5 notes each), 100 merge requests and BENCH_EXPORT_COMMITS commits.
// Reports the export and import times (targets: export ≤ 10 s, import ≤ 20 s) and the service's peak
// resident memory while each ran (flat memory means streamed ndjson, no whole-archive buffers).
'use strict';
const fs = require('node:fs');
const { Client } = require('pg');
const { seedCommits } = require('./commits-seed');

const ISSUES = Number(process.env.BENCH_EXPORT_ISSUES ?? 1000);
const NOTES_PER_ISSUE = 5;
const MERGE_REQUESTS = 100;
const COMMITS = Number(process.env.BENCH_EXPORT_COMMITS ?? 2000);

async function runExportSuite({ externalUrl, token, databaseUrl, pid }) {
  const { project } = await seedCommits({ externalUrl, token, count: COMMITS, name: 'bench-export' });
  await seedIssuables(databaseUrl, project.id);
  const api = (path, init = {}) => fetch(`${externalUrl}/api/v4${path}`, { ...init, headers: { 'private-token': token, ...(init.headers ?? {}) } });

  const exportPeak = watchMemory(pid);
  const exportStart = Date.now();
  await api(`/projects/${project.id}/export`, { method: 'POST' });
  await until(async () => (await (await api(`/projects/${project.id}/export`)).json()).export_status === 'finished');
  const exportSeconds = (Date.now() - exportStart) / 1000;
  const exportRss = exportPeak.stop();
  const archive = Buffer.from(await (await api(`/projects/${project.id}/export/download`)).arrayBuffer());

  const importPeak = watchMemory(pid);
  const importStart = Date.now();
  const form = new FormData();
  form.append('path', `bench-import-${Date.now()}`);
  form.append('file', new Blob([new Uint8Array(archive)], { type: 'application/gzip' }), 'export.tar.gz');
  const created = await (await api('/projects/import', { method: 'POST', body: form })).json();
  const status = await until(async () => {
    const body = await (await api(`/projects/${created.id}/import`)).json();
    return ['finished', 'failed'].includes(body.import_status) ? body : undefined;
  });
  const importSeconds = (Date.now() - importStart) / 1000;
  const importRss = importPeak.stop();

  console.log(`export: archive ${(archive.length / 1e6).toFixed(1)} MB; import ${status.import_status}, ${status.failed_relations.length} failed relations`);
  console.log(`export: ${ISSUES} issues × ${NOTES_PER_ISSUE} notes, ${MERGE_REQUESTS} MRs, ${COMMITS} commits exported in ${exportSeconds.toFixed(1)} s (target ≤ 10 s), peak RSS ${exportRss} MB`);
  console.log(`export: imported in ${importSeconds.toFixed(1)} s (target ≤ 20 s), peak RSS ${importRss} MB`);
}

/** Issues with notes and merge requests written straight into collaboration's tables (seeding, not the subject). */
async function seedIssuables(databaseUrl, projectId) {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows: [root] } = await db.query(`select id from identity.users where username = 'root'`);
    await db.query(`insert into collaboration.issues (project_id, iid, author_id, title, description)
      select $1, n, $2, 'Bench issue ' || n, 'Body ' || n from generate_series(1, $3) n`, [projectId, root.id, ISSUES]);
    await db.query(`insert into collaboration.notes (noteable_type, noteable_id, project_id, author_id, body)
      select 'Issue', i.id, $1, $2, 'Note ' || k from collaboration.issues i, generate_series(1, ${NOTES_PER_ISSUE}) k where i.project_id = $1`, [projectId, root.id]);
    await db.query(`insert into collaboration.merge_requests (project_id, iid, source_project_id, source_branch, target_branch, author_id, title)
      select $1, n, $1, 'feature-' || n, 'main', $2, 'Bench MR ' || n from generate_series(1, ${MERGE_REQUESTS}) n`, [projectId, root.id]);
    await db.query(`insert into collaboration.internal_ids (usage, scope_id, last_value) values ('issues', $1, $2), ('merge_requests', $1, ${MERGE_REQUESTS})
      on conflict (usage, scope_id) do update set last_value = excluded.last_value`, [projectId, ISSUES]);
  } finally {
    await db.end();
  }
}

/** Samples the service process's resident memory every 100 ms; `stop` answers the peak in MB. */
function watchMemory(pid) {
  let peak = 0;
  const sample = () => {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    peak = Math.max(peak, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0));
  };
  const timer = setInterval(sample, 100);
  sample();
  return { stop: () => (clearInterval(timer), Math.round(peak / 1024)) };
}

async function until(check, within = 300_000) {
  const deadline = Date.now() + within;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('export suite: timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

module.exports = { runExportSuite };
