// The baseline of the commits comparison in `npm run bench`: GET /api/v4/projects/:id/repository/commits
// answered by one `git log` child process per request, shaped into the same JSON as the facade
// (Entities::Commit), with the same pagination headers. No access checks, no GraphQL.
'use strict';
const { execFile } = require('node:child_process');
const express = require('express');

const gitDir = process.env.BENCH_GIT_DIR;
const webUrl = process.env.BENCH_PROJECT_WEB_URL;
const app = express();
const FIELDS = ['%H', '%P', '%an', '%ae', '%at', '%ad', '%cn', '%ce', '%ct', '%cd', '%B'];
const ENV = { PATH: process.env.PATH, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', LC_ALL: 'C' };

app.get('/api/v4/projects/:id/repository/commits', (req, res) => {
  const perPage = Math.min(Number(req.query.per_page ?? 20), 100);
  const page = Number(req.query.page ?? 1);
  const args = ['--git-dir', gitDir, 'log', `--format=${FIELDS.join('%x00')}%x1e`, '--date=format:%z', `--skip=${(page - 1) * perPage}`, `-n${perPage}`, 'HEAD'];
  execFile('git', args, { env: ENV, maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
    if (error) return res.status(500).end();
    const commits = stdout.split('\x1e\n').filter(Boolean).map(present);
    res.set({ 'x-page': String(page), 'x-per-page': String(perPage), 'x-next-page': commits.length === perPage ? String(page + 1) : '', 'x-prev-page': page > 1 ? String(page - 1) : '' });
    res.set('content-type', 'application/json').end(Buffer.from(JSON.stringify(commits)));
  });
});

/** `2012-09-20T11:50:22.000+03:00`: the person's own offset, as the repository subgraph prints dates. */
function gitDate(seconds, offset) {
  const sign = offset.startsWith('-') ? -1 : 1;
  const minutes = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3, 5)));
  const local = new Date((Number(seconds) + minutes * 60) * 1000).toISOString().slice(0, 19);
  return `${local}.000${offset.slice(0, 3)}:${offset.slice(3, 5)}`;
}

function present(record) {
  const [sha, parents, authorName, authorEmail, authorTime, authorOffset, committerName, committerEmail, committerTime, committerOffset, message] = record.split('\x00');
  const committed = gitDate(committerTime, committerOffset);
  return {
    id: sha, short_id: sha.slice(0, 8), created_at: committed, parent_ids: parents ? parents.split(' ') : [],
    title: message.trim() === '' ? '--no commit message' : message.split(/[\r\n]/, 1)[0], message,
    author_name: authorName, author_email: authorEmail, authored_date: gitDate(authorTime, authorOffset),
    committer_name: committerName, committer_email: committerEmail, committed_date: committed,
    trailers: {}, extended_trailers: {}, web_url: `${webUrl}/-/commit/${sha}`,
  };
}

const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
