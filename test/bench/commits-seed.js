// Seeds the commits comparison of `npm run bench`: a project whose default branch holds COMMITS
// commits, written with `git fast-import` in a scratch clone and pushed over the service's own
// git over HTTP (loopback).
'use strict';
const { execFile } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { promisify } = require('node:util');

const run = promisify(execFile);
const ENV = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_TERMINAL_PROMPT: '0' };

/** Creates the project through the API and pushes `count` commits; returns what the handlers need. */
async function seedCommits({ externalUrl, token, count, name = 'bench-commits' }) {
  const res = await fetch(`${externalUrl}/api/v4/projects`, {
    method: 'POST',
    headers: { 'private-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ name, initialize_with_readme: true }),
  });
  const project = await res.json();
  if (res.status !== 201) throw new Error(`project: ${res.status} ${JSON.stringify(project)}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forgegraph-bench-git-'));
  try {
    const url = new URL(`${externalUrl}/${project.path_with_namespace}.git`);
    url.username = 'bench';
    url.password = token;
    await run('git', ['clone', '--quiet', url.toString(), 'work'], { cwd: dir, env: ENV });
    const work = path.join(dir, 'work');
    await fastImport(work, count);
    await run('git', ['push', '--quiet', 'origin', 'main'], { cwd: work, env: ENV });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const location = await fetch(`${externalUrl}/graphql`, {
    method: 'POST',
    headers: { 'private-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query($p: ID!) { projectRepository(projectId: $p) { storage diskPath } }', variables: { p: String(project.id) } }),
  }).then((r) => r.json());
  return { project, repository: location.data.projectRepository };
}

/** `count` commits on top of main, each changing one file, with varied authors, dates and offsets. */
async function fastImport(work, count) {
  const parent = (await run('git', ['rev-parse', 'main'], { cwd: work, env: ENV })).stdout.trim();
  const lines = [];
  for (let i = 1; i <= count; i++) {
    const content = `line ${i}\n`;
    const when = 1700000000 + i * 3600;
    const offset = ['+0000', '+0530', '-0700'][i % 3];
    const message = i % 5 === 0 ? `Change ${i}\n\nA longer body for change ${i}.\n` : `Change ${i}\n`;
    lines.push('commit refs/heads/main', `author Author ${i % 7} <author${i % 7}@example.com> ${when} ${offset}`,
      `committer Committer <committer@example.com> ${when + 60} ${offset}`, `data ${Buffer.byteLength(message)}`, message.slice(0, -1));
    if (i === 1) lines.push(`from ${parent}`);
    lines.push(`M 100644 inline file${i % 10}.txt`, `data ${Buffer.byteLength(content)}`, content);
  }
  await new Promise((resolve, reject) => {
    const child = execFile('git', ['fast-import', '--quiet'], { cwd: work, env: ENV }, (error) => (error ? reject(error) : resolve()));
    child.stdin.end(lines.join('\n') + '\n');
  });
}

module.exports = { seedCommits };
