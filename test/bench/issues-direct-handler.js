// The issues suite's baseline: a minimal express + pg handler serving the same JSON as
// GET /api/v4/projects/:id/issues?per_page=20 for an administrator (offset page, GitLab's capped
// count headers), read from the same tables the collaboration and identity subgraphs own.
'use strict';
const { createHash } = require('node:crypto');
const express = require('express');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 8 });
const externalUrl = process.env.EXTERNAL_URL;
const app = express();

app.get('/api/v4/projects/:id/issues', async (req, res) => {
  const projectId = Number(req.params.id);
  const perPage = Math.min(Number(req.query.per_page ?? 20), 100);
  const page = Number(req.query.page ?? 1);
  const [{ rows: issues }, { rows: [count] }, { rows: [project] }] = await Promise.all([
    pool.query('select * from collaboration.issues where project_id = $1 order by created_at desc, id desc limit $2 offset $3', [projectId, perPage, (page - 1) * perPage]),
    pool.query('select count(*)::int as n from (select 1 from collaboration.issues where project_id = $1 limit 10001) t', [projectId]),
    pool.query('select p.path, n.full_path from collaboration.projects p join collaboration.namespaces n on n.id = p.namespace_id where p.id = $1', [projectId]),
  ]);
  const ids = issues.map((i) => i.id);
  const [{ rows: assignees }, { rows: labels }, { rows: milestones }, { rows: notes }, { rows: spent }] = await Promise.all([
    pool.query('select issue_id, user_id from collaboration.issue_assignees where issue_id = any($1) order by issue_id, user_id', [ids]),
    pool.query('select il.issue_id, l.title from collaboration.issue_labels il join collaboration.labels l on l.id = il.label_id where il.issue_id = any($1)', [ids]),
    pool.query('select * from collaboration.milestones where id = any($1)', [[...new Set(issues.map((i) => i.milestone_id).filter(Boolean))]]),
    pool.query(`select noteable_id, count(*)::int as n from collaboration.notes where noteable_type = 'Issue' and noteable_id = any($1) and not system group by noteable_id`, [ids]),
    pool.query('select issue_id, sum(time_spent)::int as s from collaboration.issue_timelogs where issue_id = any($1) group by issue_id', [ids]),
  ]);
  const userIds = [...new Set([...issues.flatMap((i) => [i.author_id, i.closed_by_id]), ...assignees.map((a) => a.user_id)].filter(Boolean))];
  const { rows: users } = await pool.query('select id, username, name, state, locked, email from identity.users where id = any($1)', [userIds]);
  const byId = new Map(users.map((u) => [u.id, u]));
  const context = { project, projectId, byId, milestones: new Map(milestones.map((m) => [m.id, m])), notes: new Map(notes.map((n) => [n.noteable_id, n.n])), spent: new Map(spent.map((s) => [s.issue_id, s.s])) };
  const totalPages = Math.max(Math.ceil(count.n / perPage), 1);
  res.set({
    'x-per-page': String(perPage), 'x-page': String(page), 'x-total': String(count.n), 'x-total-pages': String(totalPages),
    'x-next-page': page < totalPages ? String(page + 1) : '', 'x-prev-page': page > 1 ? String(page - 1) : '',
  });
  const body = issues.map((i) => present(i, context, assignees.filter((a) => a.issue_id === i.id).map((a) => a.user_id), labels.filter((l) => l.issue_id === i.id).map((l) => l.title).sort()));
  res.set('content-type', 'application/json').end(Buffer.from(JSON.stringify(body)));
});

const iso = (d) => (d ? new Date(d).toISOString() : null);
const day = (d) => (d ? (typeof d === 'string' ? d : new Date(d.getTime() - d.getTimezoneOffset() * 60000).toISOString().slice(0, 10)) : null);

function userBasic(u) {
  if (!u) return null;
  const hash = createHash('sha256').update(u.email.trim().toLowerCase()).digest('hex');
  return { id: u.id, username: u.username, name: u.name, state: u.state, locked: u.locked, avatar_url: `https://www.gravatar.com/avatar/${hash}?s=80&d=identicon`, web_url: `${externalUrl}/${u.username}` };
}

function milestoneOf(m) {
  if (!m) return null;
  return {
    id: m.id, iid: m.iid, project_id: m.project_id, title: m.title, description: m.description, state: m.state, created_at: iso(m.created_at),
    updated_at: iso(m.updated_at), due_date: day(m.due_date), start_date: day(m.start_date),
    expired: m.due_date !== null && day(m.due_date) < new Date().toISOString().slice(0, 10), web_url: `${externalUrl}/${fullPathOf(m)}/-/milestones/${m.iid}`,
  };
}
let fullPathOf = () => '';

function present(i, { project, projectId, byId, milestones, notes, spent }, assigneeIds, labelTitles) {
  fullPathOf = () => `${project.full_path}/${project.path}`;
  const api = `${externalUrl}/api/v4/projects/${projectId}`;
  const assignees = assigneeIds.map((id) => userBasic(byId.get(id)));
  const totalSpent = spent.get(i.id) ?? 0;
  return {
    id: i.id, iid: i.iid, project_id: projectId, title: i.title, description: i.description, state: i.state, created_at: iso(i.created_at),
    updated_at: iso(i.updated_at), closed_at: iso(i.closed_at), closed_by: userBasic(byId.get(i.closed_by_id)), labels: labelTitles,
    milestone: milestoneOf(milestones.get(i.milestone_id)), assignees, author: userBasic(byId.get(i.author_id)), type: i.issue_type.toUpperCase(),
    assignee: assignees[0] ?? null, user_notes_count: notes.get(i.id) ?? 0, merge_requests_count: 0, upvotes: 0, downvotes: 0, due_date: day(i.due_date),
    confidential: i.confidential, discussion_locked: i.discussion_locked, issue_type: i.issue_type,
    web_url: `${externalUrl}/${project.full_path}/${project.path}/-/issues/${i.iid}`,
    time_stats: { time_estimate: i.time_estimate, total_time_spent: totalSpent, human_time_estimate: null, human_total_time_spent: null },
    task_completion_status: { count: 0, completed_count: 0 }, weight: i.weight, blocking_issues_count: 0, has_tasks: false,
    _links: { self: `${api}/issues/${i.iid}`, notes: `${api}/issues/${i.iid}/notes`, award_emoji: `${api}/issues/${i.iid}/award_emoji`, project: api, closed_as_duplicate_of: null },
    references: { short: `#${i.iid}`, relative: `#${i.iid}`, full: `${project.full_path}/${project.path}#${i.iid}` },
    severity: i.severity.toUpperCase(), moved_to_id: i.moved_to_id, service_desk_reply_to: null, epic_iid: null, epic: null, iteration: null,
    health_status: i.health_status,
  };
}

const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
