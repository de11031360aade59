import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Client } from 'pg';
import { settleJobs } from '../../subgraphs/repository/test/support';
import { eventually } from '../support/expectations';
import { addMember, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { git, gitUrl, runGit, Scratch } from '../support/git-cli';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
const scratch = new Scratch();
let publicProject: CreatedProject;
let privateProject: CreatedProject;
const tokens: Record<'developer' | 'reporter' | 'stranger', string> = { developer: '', reporter: '', stranger: '' };

beforeAll(async () => {
  service = await startTestService();
  publicProject = await createProject(service.api, { visibility: 'public', initialize_with_readme: true });
  privateProject = await createProject(service.api, { visibility: 'private', initialize_with_readme: true, description: 'Private one' });
  for (const role of ['developer', 'reporter', 'stranger'] as const) {
    const { user, token } = await createUserWithClient(service.api);
    tokens[role] = token;
    if (role !== 'stranger') await addMember(service.api, `projects/${privateProject.id}`, user.id, role === 'developer' ? 30 : 20);
  }
});
afterAll(async () => {
  scratch.cleanup();
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

const basic = (token: string) => `Basic ${Buffer.from(`anyone:${token}`).toString('base64')}`;
const infoRefs = (project: CreatedProject, service_: string, token?: string) =>
  fetch(`${service.url}/${project.path_with_namespace}.git/info/refs?service=${service_}`, { headers: token ? { authorization: basic(token) } : {} });

/** A fresh clone of the private project as the developer, ready to commit and push. */
async function developerClone(): Promise<string> {
  const dir = scratch.dir();
  await git(dir, 'clone', '--quiet', gitUrl(service.url, privateProject.path_with_namespace, tokens.developer), 'repo');
  return path.join(dir, 'repo');
}

async function commitFile(repo: string, file: string, content: string | Buffer, message: string): Promise<string> {
  fs.writeFileSync(path.join(repo, file), content);
  await git(repo, 'add', file);
  await git(repo, 'commit', '--quiet', '-m', message);
  return git(repo, 'rev-parse', 'HEAD');
}

/** Push and tag-push events recorded for a project's ref moving to `after` (the outbox rows). */
async function eventsFor(after: string): Promise<string[]> {
  const client = new Client({ connectionString: service.server.backend.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select kind from repository.event_outbox where payload->>'after' = $1 order by id`, [after]);
    return rows.map((r) => r.kind);
  } finally {
    await client.end();
  }
}

describe('git clone and fetch over HTTP', () => {
  it('clones a public project anonymously, with the README the API shows', async () => {
    const dir = scratch.dir();
    await git(dir, 'clone', '--quiet', gitUrl(service.url, publicProject.path_with_namespace), 'repo');
    const head = await git(path.join(dir, 'repo'), 'rev-parse', 'HEAD');
    const api = await service.api.as(null).get(`/projects/${publicProject.id}/repository/commits?per_page=1`);
    expect(api.body.map((c: { id: string }) => c.id)).toEqual([head]);
    expect(fs.readFileSync(path.join(dir, 'repo', 'README.md'), 'utf8')).toBe(`# ${publicProject.name}\n`);
  });

  it('clones a private project with a personal access token as the Basic password', async () => {
    const repo = await developerClone();
    expect(fs.readFileSync(path.join(repo, 'README.md'), 'utf8')).toBe(`# ${privateProject.name}\n\nPrivate one\n`);
    const reporter = await runGit(scratch.dir(), ['clone', '--quiet', gitUrl(service.url, privateProject.path_with_namespace, tokens.reporter), 'repo']);
    expect(reporter.code).toBe(0);
  });

  it('challenges anonymous callers of a private project with Basic realm="GitLab"', async () => {
    const res = await infoRefs(privateProject, 'git-upload-pack');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Basic realm="GitLab"');
    expect(await res.text()).toMatch(/^HTTP Basic: Access denied\. .*troubleshooting_git\.md#error-on-git-fetch-http-basic-access-denied$/);
    const clone = await runGit(scratch.dir(), ['clone', gitUrl(service.url, privateProject.path_with_namespace), 'repo']);
    expect(clone.code).not.toBe(0);
  });

  it('answers a wrong token with 401 and the challenge, and git reports it', async () => {
    const res = await infoRefs(publicProject, 'git-upload-pack', 'glpat-not-a-real-token-000');
    expect({ status: res.status, challenge: res.headers.get('www-authenticate') }).toEqual({ status: 401, challenge: 'Basic realm="GitLab"' });
    const clone = await runGit(scratch.dir(), ['clone', gitUrl(service.url, privateProject.path_with_namespace, 'glpat-wrong-token-0000000'), 'repo']);
    expect(clone.stderr).toMatch(/Authentication failed|HTTP Basic: Access denied/);
  });

  it.each([
    ['a signed-in non-member of a private project', () => infoRefs(privateProject, 'git-upload-pack', tokens.stranger), 404,
      "The project you were looking for could not be found or you don't have permission to view it."],
    ['a reporter asking to push', () => infoRefs(privateProject, 'git-receive-pack', tokens.reporter), 403, 'You are not allowed to push code to this project.'],
    ['anyone pushing without credentials', () => infoRefs(publicProject, 'git-receive-pack'), 401, expect.stringMatching(/^HTTP Basic: Access denied/)],
  ])('refuses %s as GitLab does', async (_, request, status, body) => {
    const res = await request();
    expect({ status: res.status, body: await res.text() }).toEqual({ status, body });
  });

  it('accepts a gzip-compressed upload-pack request, as git sends large ones', async () => {
    const head = (await (await infoRefs(publicProject, 'git-upload-pack')).text()).split('\n')[1].slice(8, 48);
    const body = gzipSync(Buffer.from(`0032want ${head}\n00000009done\n`));
    const res = await fetch(`${service.url}/${publicProject.path_with_namespace}.git/git-upload-pack`, {
      method: 'POST', body, headers: { 'content-type': 'application/x-git-upload-pack-request', 'content-encoding': 'gzip' },
    });
    const answer = Buffer.from(await res.arrayBuffer());
    expect({ status: res.status, type: res.headers.get('content-type') }).toEqual({ status: 200, type: 'application/x-git-upload-pack-result' });
    expect(answer.subarray(0, 8).toString()).toBe('0008NAK\n');
    expect(answer.includes(Buffer.from('PACK'))).toBe(true);
  });

  it('advertises refs in the smart HTTP format', async () => {
    const res = await infoRefs(publicProject, 'git-upload-pack');
    expect(res.headers.get('content-type')).toBe('application/x-git-upload-pack-advertisement');
    expect((await res.text()).startsWith('001e# service=git-upload-pack\n0000')).toBe(true);
  });
});

describe('git push over HTTP', () => {
  it('takes a developer\'s push; the API then shows the commit as git log does, and one push event fired', async () => {
    const repo = await developerClone();
    const sha = await commitFile(repo, 'pushed.txt', 'over http\n', 'Pushed over HTTP');
    // `main` is protected since the README commit created it (the instance default): a Developer pushes elsewhere.
    const push = await runGit(repo, ['push', 'origin', 'HEAD:developer-work']);
    expect(push.code).toBe(0);
    const log = (await git(repo, 'log', '-1', '--format=%H%n%P%n%s%n%an%n%ae%n%aI%n%cn%n%ce%n%cI')).split('\n');
    const withMillis = (date: string) => date.replace(/(Z|[+-]\d\d:\d\d)$/, '.000$1');
    const res = await service.api.as(tokens.developer).get(`/projects/${privateProject.id}/repository/commits/${sha}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: log[0], short_id: log[0].slice(0, 8), parent_ids: [log[1]], title: log[2], message: `${log[2]}\n`, author_name: log[3],
      author_email: log[4], authored_date: withMillis(log[5]), committer_name: log[6], committer_email: log[7], committed_date: withMillis(log[8]),
      stats: { additions: 1, deletions: 0, total: 1 },
    });
    expect(await eventsFor(sha)).toEqual(['repository_push']);
  });

  it('refuses a reporter\'s push and leaves the branch alone', async () => {
    const dir = scratch.dir();
    await git(dir, 'clone', '--quiet', gitUrl(service.url, privateProject.path_with_namespace, tokens.reporter), 'repo');
    const repo = path.join(dir, 'repo');
    const before = await git(repo, 'rev-parse', 'HEAD');
    await commitFile(repo, 'nope.txt', 'no\n', 'Reporter change');
    const push = await runGit(repo, ['push', 'origin', 'HEAD:main']);
    expect(push.code).not.toBe(0);
    expect(push.stderr).toContain('You are not allowed to push code to this project.');
    expect((await git(repo, 'ls-remote', 'origin', 'refs/heads/main')).split('\t')[0]).toBe(before);
  });

  it('refuses a developer\'s push to the default branch, protected since its first commit, with GitLab\'s message on the side channel', async () => {
    const rules = await service.api.get(`/projects/${privateProject.id}/protected_branches`);
    expect(rules.body.map((rule: { name: string }) => rule.name)).toEqual(['main']);
    const repo = await developerClone();
    const before = await git(repo, 'rev-parse', 'HEAD');
    await commitFile(repo, 'protected.txt', 'p\n', 'Into a protected branch');
    const push = await runGit(repo, ['push', 'origin', 'HEAD:main']);
    expect(push.code).not.toBe(0);
    expect(push.stderr).toContain('remote: GitLab: You are not allowed to push code to protected branches on this project.');
    expect(push.stderr).toContain('[remote rejected] HEAD -> main (pre-receive hook declined)');
    expect((await git(repo, 'ls-remote', 'origin', 'refs/heads/main')).split('\t')[0]).toBe(before);
    const branch = await runGit(repo, ['push', 'origin', 'HEAD:feature/ok']);
    expect(branch.code).toBe(0);
  });

  it('pushes a tag that the tags API then lists, with one tag-push event', async () => {
    const repo = await developerClone();
    const sha = await git(repo, 'rev-parse', 'HEAD');
    await git(repo, 'tag', '-a', 'v1.0', '-m', 'Release 1.0');
    const push = await runGit(repo, ['push', 'origin', 'v1.0']);
    expect(push.code).toBe(0);
    const tags = await service.api.as(tokens.developer).get(`/projects/${privateProject.id}/repository/tags`);
    expect(tags.body.map((t: { name: string; message: string; commit: { id: string } }) => [t.name, t.message, t.commit.id])).toEqual([['v1.0', 'Release 1.0', sha]]);
    expect(await eventsFor(await git(repo, 'rev-parse', 'v1.0'))).toEqual(['repository_tag_push']);
  });

  it('refuses a push over receive_max_input_size and keeps the repository as it was', async () => {
    const settings = await service.api.put('/application/settings', { body: { receive_max_input_size: 1 } });
    expect(settings.status).toBe(200);
    await eventually(async () => ((await service.server.backend.settings.current()).receive_max_input_size === 1 ? true : undefined));
    try {
      const repo = await developerClone();
      await commitFile(repo, 'big.bin', randomBytes(2 * 1024 * 1024), 'Too big');
      const push = await runGit(repo, ['push', 'origin', 'HEAD:big']);
      expect(push.code).not.toBe(0);
      expect(push.stderr).toContain('pack exceeds maximum allowed size');
      expect(await git(repo, 'ls-remote', 'origin', 'refs/heads/big')).toBe('');
    } finally {
      await service.api.put('/application/settings', { body: { receive_max_input_size: 0 } });
      service.server.backend.settings.invalidate();
    }
  });
});
