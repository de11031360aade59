// The large repository of the `gpt` bench, as GitLab's Performance Tool uses a real, large project:
// COMMITS commits on main with a merge every MERGE_EVERY commits, FILES files in directories plus a
// few large blobs, BRANCHES branches and TAGS tags (every third one annotated), written with
// `git fast-import` into a scratch repository and pushed over the service's own git over HTTP.
'use strict';
const { execFile } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { promisify } = require('node:util');

const run = promisify(execFile);
const ENV = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_TERMINAL_PROMPT: '0' };

const SHAPE = {
  commits: Number(process.env.BENCH_GPT_COMMITS ?? 5000),
  branches: Number(process.env.BENCH_GPT_BRANCHES ?? 2000),
  tags: Number(process.env.BENCH_GPT_TAGS ?? 150),
  files: Number(process.env.BENCH_GPT_FILES ?? 1000),
  largeBlobs: 4,
  largeBlobBytes: 2 * 1024 * 1024,
  mergeEvery: 25,
};

const fileName = (i) => `src/module${String(i % 50).padStart(2, '0')}/file${String(i).padStart(4, '0')}.txt`;

/** Pushes the repository into `project` (created by the caller) and returns what the endpoints need. */
async function pushLargeRepository({ externalUrl, token, project }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forgegraph-gpt-git-'));
  try {
    await run('git', ['init', '--quiet', '--initial-branch=main', 'work'], { cwd: dir, env: ENV });
    const work = path.join(dir, 'work');
    await fastImport(work, commands());
    const url = new URL(`${externalUrl}/${project.path_with_namespace}.git`);
    url.username = 'bench';
    url.password = token;
    await run('git', ['push', '--quiet', url.toString(), 'refs/heads/main:refs/heads/main'], { cwd: work, env: ENV, maxBuffer: 1 << 26 });
    await run('git', ['push', '--quiet', url.toString(), '--all'], { cwd: work, env: ENV, maxBuffer: 1 << 26 });
    await run('git', ['push', '--quiet', url.toString(), '--tags'], { cwd: work, env: ENV, maxBuffer: 1 << 26 });
    const log = (await run('git', ['rev-list', '--first-parent', '-n', '40', 'main'], { cwd: work, env: ENV })).stdout.trim().split('\n');
    const blob = (await run('git', ['rev-parse', `main:${fileName(7)}`], { cwd: work, env: ENV })).stdout.trim();
    return { head: log[0], older: log[30], file: fileName(7), blob, branch: 'feature/0100', shape: SHAPE };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The fast-import stream, one command block at a time. */
function* commands() {
  const when = (i) => 1600000000 + i * 1800;
  const person = (i) => `Author ${i % 13} <author${i % 13}@example.com> ${when(i)} +0000`;
  const data = (text) => `data ${Buffer.byteLength(text)}\n${text}`;
  let files = '';
  for (let i = 0; i < SHAPE.files; i++) files += `M 100644 inline ${fileName(i)}\n${data(`file ${i}\n${'content line\n'.repeat(i % 40)}`)}\n`;
  for (let i = 0; i < SHAPE.largeBlobs; i++) files += `M 100644 inline assets/large${i}.bin\n${data('x'.repeat(SHAPE.largeBlobBytes))}\n`;
  yield `commit refs/heads/main\nmark :1\nauthor ${person(1)}\ncommitter ${person(1)}\n${data('Initial import\n')}\n${files}\n`;
  let mark = 1;
  let mainTip = 1;
  for (let i = 2; mark < SHAPE.commits; i++) {
    if (i % SHAPE.mergeEvery === 0) {
      // A topic branch of two commits off main, merged back with a merge commit.
      const base = mainTip;
      for (let k = 0; k < 2; k++) {
        mark += 1;
        yield `commit refs/heads/topic\nmark :${mark}\nauthor ${person(mark)}\ncommitter ${person(mark)}\n${data(`Topic change ${mark}\n`)}from :${k === 0 ? base : mark - 1}\nM 100644 inline ${fileName(mark % SHAPE.files)}\n${data(`topic ${mark}\n`)}\n`;
      }
      mark += 1;
      yield `commit refs/heads/main\nmark :${mark}\nauthor ${person(mark)}\ncommitter ${person(mark)}\n${data(`Merge branch 'topic-${mark}' into main\n`)}from :${mainTip}\nmerge :${mark - 1}\n\n`;
    } else {
      mark += 1;
      const body = mark % 4 === 0 ? `Change ${mark}\n\nA longer description of change ${mark}.\n` : `Change ${mark}\n`;
      yield `commit refs/heads/main\nmark :${mark}\nauthor ${person(mark)}\ncommitter ${person(mark)}\n${data(body)}from :${mainTip}\nM 100644 inline ${fileName(mark % SHAPE.files)}\n${data(`change ${mark}\n${'more\n'.repeat(mark % 20)}`)}\n`;
    }
    mainTip = mark;
  }
  for (let b = 0; b < SHAPE.branches; b++) yield `reset refs/heads/feature/${String(b).padStart(4, '0')}\nfrom :${1 + Math.floor((b * 7919) % mark)}\n\n`;
  for (let t = 0; t < SHAPE.tags; t++) {
    const target = Math.max(1, mark - t * Math.floor(mark / SHAPE.tags));
    const name = `v${Math.floor(t / 10)}.${t % 10}.0`;
    if (t % 3 === 0) yield `tag ${name}\nfrom :${target}\ntagger ${person(t)}\n${data(`Release ${name}\n`)}\n`;
    else yield `reset refs/tags/${name}\nfrom :${target}\n\n`;
  }
}

async function fastImport(work, stream) {
  await new Promise((resolve, reject) => {
    const child = execFile('git', ['fast-import', '--quiet'], { cwd: work, env: ENV, maxBuffer: 1 << 26 }, (error) => (error ? reject(error) : resolve()));
    (async () => {
      for (const block of stream) {
        if (!child.stdin.write(block)) await new Promise((r) => child.stdin.once('drain', r));
      }
      child.stdin.end();
    })().catch(reject);
  });
  // fast-import leaves the work tree unchecked-out; the pushes need only the refs.
}

module.exports = { pushLargeRepository, fileName };
