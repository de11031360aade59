import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { settleJobs } from '../../subgraphs/repository/test/support';
import { eventually } from '../support/expectations';
import { allowLocalWebHooks, createGroup, createGroupHook, createProject, createUserWithClient, type CreatedGroup, type CreatedProject } from '../support/factories';
import { git, gitUrl, Scratch } from '../support/git-cli';
import { HookReceiver } from '../support/hook-receiver';
import type { HttpClient } from '../support/http-client';
import { repositoryGitDir } from '../support/repositories';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let receiver: HookReceiver;
let db: Client;
const scratch = new Scratch();
let owner: { user: { id: number; username: string }; token: string; client: HttpClient };

const ZERO = '0'.repeat(40);
// Deliveries go through three pg-boss jobs (the repository's outbox relay, collaboration's reaction, its delivery).
const DELIVERY_DEADLINE = 15_000;

beforeAll(async () => {
  service = await startTestService();
  receiver = await HookReceiver.start();
  await allowLocalWebHooks(service.api);
  owner = await createUserWithClient(service.api);
  db = new Client({ connectionString: service.server.backend.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  scratch.cleanup();
  await db?.end();
  await receiver?.close();
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

const received = (hookPath: string, count = 1) =>
  eventually(async () => (receiver.on(hookPath).length >= count ? receiver.on(hookPath) : undefined), DELIVERY_DEADLINE);

/** Delivery rows recorded for a hook (every event that reached it, delivered yet or not). */
async function deliveriesOf(hookId: number): Promise<number> {
  const { rows } = await db.query('select count(*)::int as n from collaboration.group_hook_deliveries where hook_id = $1', [hookId]);
  return rows[0].n;
}

/** Waits until collaboration's group hooks have reacted to every push event of the project. */
const relayed = (projectId: number) => eventually(async () => {
  const { rows } = await db.query(`select count(*)::int as n from repository.event_outbox o
    where (o.payload->>'projectId')::int = $1 and o.kind in ('repository_push', 'repository_tag_push') and not exists (
      select 1 from collaboration.event_receipts r where r.event_id = 'repository:' || o.id and r.reaction = 'group-hooks.push')`, [projectId]);
  return rows[0].n === 0 ? true : undefined;
}, DELIVERY_DEADLINE);

interface Hooked {
  group: CreatedGroup;
  hook: Record<string, any>;
  project: CreatedProject;
  gitDir: string;
}

/** A group with a hook posting to `hookPath`, and a project with a README (made by the service: no hook) in it. */
async function hookedProject(hookPath: string, hook: Record<string, unknown> = {}, group?: CreatedGroup): Promise<Hooked> {
  group ??= await createGroup(owner.client);
  const created = await createGroupHook(owner.client, group.id, { url: receiver.url(hookPath), push_events: true, ...hook });
  const project = await createProject(owner.client, { namespace_id: group.id, initialize_with_readme: true });
  return { group, hook: created, project, gitDir: await repositoryGitDir(service, project.id) };
}

const bareGit = (gitDir: string, ...args: string[]) => git(process.cwd(), '--git-dir', gitDir, ...args);

async function apiCommit(projectId: number, branch: string, actions: object[], extra: Record<string, unknown> = {}): Promise<string> {
  const res = await owner.client.post(`/projects/${projectId}/repository/commits`, { body: { branch, commit_message: `Change on ${branch}`, actions, ...extra } });
  if (res.status !== 201) throw new Error(`commit failed: ${res.status} ${res.text}`);
  return res.body.id;
}

/** Project#hook_attrs as GitLab sends it for the test service's URLs. */
function projectAttrs({ group, project }: Hooked) {
  const base = `http://localhost:${service.server.port}`;
  const fullPath = `${group.full_path}/${project.path}`;
  return {
    id: project.id, name: project.name, description: null, web_url: `${base}/${fullPath}`, avatar_url: null,
    git_ssh_url: `git@localhost:${fullPath}.git`, git_http_url: `${base}/${fullPath}.git`, namespace: group.name, visibility_level: 0,
    path_with_namespace: fullPath, default_branch: 'main', ci_config_path: null, homepage: `${base}/${fullPath}`,
    url: `git@localhost:${fullPath}.git`, ssh_url: `git@localhost:${fullPath}.git`, http_url: `${base}/${fullPath}.git`,
  };
}

function repositoryAttrs(hooked: Hooked) {
  const p = projectAttrs(hooked);
  return { name: p.name, url: p.url, description: p.description, homepage: p.homepage, git_http_url: p.git_http_url, git_ssh_url: p.git_ssh_url, visibility_level: 0 };
}

/** Commit#hook_attrs(with_changed_files: true), with the commit's facts read from git. */
async function commitAttrs(hooked: Hooked, sha: string, changes: { added?: string[]; modified?: string[]; removed?: string[] }) {
  const [message, author, email, date] = await Promise.all(['%B', '%an', '%ae', '%cI'].map((f) => bareGit(hooked.gitDir, 'log', '-1', `--format=${f}`, sha)));
  return {
    id: sha, message: expect.stringMatching(new RegExp(`^${escapeRegExp(message)}\n?$`)), title: message.split('\n')[0], timestamp: date,
    url: `${projectAttrs(hooked).web_url}/-/commit/${sha}`, author: { name: author, email },
    added: changes.added ?? [], modified: changes.modified ?? [], removed: changes.removed ?? [],
  };
}

// git's output loses the message's trailing newline, which the payload keeps.
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

async function userAttrs() {
  const user = (await owner.client.get(`/users/${owner.user.id}`)).body;
  return { user_id: owner.user.id, user_name: user.name, user_username: owner.user.username, user_email: '[REDACTED]', user_avatar: user.avatar_url };
}

async function cloneOf(hooked: Hooked): Promise<string> {
  const dir = scratch.dir();
  await git(dir, 'clone', '--quiet', gitUrl(service.url, hooked.project.path_with_namespace, owner.token), 'repo');
  return path.join(dir, 'repo');
}

async function commitFiles(repo: string, files: Record<string, string | null>, message: string): Promise<string> {
  for (const [file, content] of Object.entries(files)) {
    if (content === null) await git(repo, 'rm', '--quiet', file);
    else {
      fs.writeFileSync(path.join(repo, file), content);
      await git(repo, 'add', file);
    }
  }
  await git(repo, 'commit', '--quiet', '-m', message);
  return git(repo, 'rev-parse', 'HEAD');
}

describe('push events', () => {
  it('delivers one Push Hook for an API commit, with GitLab headers and payload', async () => {
    const hooked = await hookedProject('/api-commit', { token: 'push-secret' });
    const before = await bareGit(hooked.gitDir, 'rev-parse', 'main');
    const after = await apiCommit(hooked.project.id, 'main', [
      { action: 'create', file_path: 'docs/new.md', content: 'new\n' },
      { action: 'update', file_path: 'README.md', content: '# Changed\n' },
    ]);
    expect(await bareGit(hooked.gitDir, 'rev-parse', 'main')).toBe(after);
    const [request] = await received('/api-commit');
    expect(request.headers).toMatchObject({ 'content-type': 'application/json', 'x-gitlab-event': 'Push Hook', 'x-gitlab-token': 'push-secret' });
    const refProtected = (await owner.client.get(`/projects/${hooked.project.id}/repository/branches/main`)).body.protected;
    expect(request.json).toEqual({
      object_kind: 'push', event_name: 'push', before, after, ref: 'refs/heads/main', ref_protected: refProtected, checkout_sha: after, message: null,
      ...(await userAttrs()),
      project_id: hooked.project.id, project: projectAttrs(hooked),
      commits: [await commitAttrs(hooked, after, { added: ['docs/new.md'], modified: ['README.md'] })],
      total_commits_count: 1, push_options: {}, repository: repositoryAttrs(hooked),
    });
    expect(Object.keys(request.json)).toEqual([
      'object_kind', 'event_name', 'before', 'after', 'ref', 'ref_protected', 'checkout_sha', 'message', 'user_id', 'user_name', 'user_username',
      'user_email', 'user_avatar', 'project_id', 'project', 'commits', 'total_commits_count', 'push_options', 'repository',
    ]);
    await relayed(hooked.project.id);
    expect(await deliveriesOf(hooked.hook.id)).toBe(1);
  });

  it('delivers one Push Hook per ref of a git push over HTTP, creations and deletions included', async () => {
    const hooked = await hookedProject('/git-push');
    const repo = await cloneOf(hooked);
    const before = await git(repo, 'rev-parse', 'HEAD');
    await commitFiles(repo, { 'a.txt': 'a\n', 'b.txt': 'b\n' }, 'Add a and b');
    const after = await commitFiles(repo, { 'a.txt': 'a2\n', 'b.txt': null, 'c.txt': 'c\n' }, 'Change a, drop b, add c');
    await git(repo, 'push', '--quiet', 'origin', 'main');
    const [push] = await received('/git-push');
    expect(await bareGit(hooked.gitDir, 'rev-parse', 'main')).toBe(after);
    expect(push.headers['x-gitlab-event']).toBe('Push Hook');
    expect(push.json).toMatchObject({ before, after, ref: 'refs/heads/main', checkout_sha: after, user_id: owner.user.id, total_commits_count: 2 });
    expect(push.json.commits).toEqual([
      await commitAttrs(hooked, await git(repo, 'rev-parse', 'HEAD~1'), { added: ['a.txt', 'b.txt'] }),
      await commitAttrs(hooked, after, { added: ['c.txt'], modified: ['a.txt'], removed: ['b.txt'] }),
    ]);

    await git(repo, 'checkout', '--quiet', '-b', 'feature');
    const feature = await commitFiles(repo, { 'f.txt': 'f\n' }, 'Feature work');
    await git(repo, 'push', '--quiet', 'origin', 'feature');
    const [, created] = await received('/git-push', 2);
    expect(created.json).toMatchObject({ before: ZERO, after: feature, ref: 'refs/heads/feature', checkout_sha: feature, total_commits_count: 1 });
    expect(created.json.commits.map((c: { id: string }) => c.id)).toEqual([feature]);

    await git(repo, 'push', '--quiet', 'origin', '--delete', 'feature');
    const [, , deleted] = await received('/git-push', 3);
    expect(deleted.json).toMatchObject({ before: feature, after: ZERO, ref: 'refs/heads/feature', checkout_sha: null, commits: [], total_commits_count: 0 });
    await relayed(hooked.project.id);
    expect(await deliveriesOf(hooked.hook.id)).toBe(3);
  });

  it('runs no hooks for the changes of a kind that outnumber push_event_hooks_limit (3) in one push, as GitLab', async () => {
    const hooked = await hookedProject('/many-refs', { tag_push_events: true });
    const repo = await cloneOf(hooked);
    const head = await commitFiles(repo, { 'm.txt': 'm\n' }, 'Main work');
    // One push: main updated (1 change of its kind), four branches created (4 > 3), three tags created (3).
    const branches = ['b1', 'b2', 'b3', 'b4'];
    const tags = ['t1', 't2', 't3'];
    for (const name of branches) await git(repo, 'branch', name);
    for (const name of tags) await git(repo, 'tag', name);
    await git(repo, 'push', '--quiet', 'origin', 'main', ...branches, ...tags.map((t) => `refs/tags/${t}`));
    for (const name of [...branches, ...tags]) expect(await bareGit(hooked.gitDir, 'rev-parse', name)).toBe(head);
    await relayed(hooked.project.id);
    await received('/many-refs', 4);
    const refs = receiver.on('/many-refs').map((r) => `${r.headers['x-gitlab-event']} ${r.json.ref}`).sort();
    expect(refs).toEqual(['Push Hook refs/heads/main', 'Tag Push Hook refs/tags/t1', 'Tag Push Hook refs/tags/t2', 'Tag Push Hook refs/tags/t3']);
    expect(await deliveriesOf(hooked.hook.id)).toBe(4);

    // Deleting the four branches in one push is again over the limit; deleting two is not.
    await git(repo, 'push', '--quiet', 'origin', ...branches.map((b) => `:${b}`));
    await git(repo, 'push', '--quiet', 'origin', ':refs/tags/t1', ':refs/tags/t2');
    await relayed(hooked.project.id);
    await received('/many-refs', 6);
    expect(await deliveriesOf(hooked.hook.id)).toBe(6);
    expect(receiver.on('/many-refs').slice(4).map((r) => `${r.json.ref} ${r.json.after}`).sort()).toEqual([`refs/tags/t1 ${ZERO}`, `refs/tags/t2 ${ZERO}`]);
    expect(await bareGit(hooked.gitDir, 'for-each-ref', '--format=%(refname)')).toBe('refs/heads/main\nrefs/tags/t3');
  });

  it('honours the branch filter and reaches the hooks of ancestor groups only when they ask for pushes', async () => {
    const parent = await createGroup(owner.client);
    const child = await createGroup(owner.client, { parent_id: parent.id });
    const ancestorHook = await createGroupHook(owner.client, parent.id, { url: receiver.url('/ancestor'), push_events: true });
    const silent = await createGroupHook(owner.client, child.id, { url: receiver.url('/no-pushes'), push_events: false, tag_push_events: false, member_events: true });
    const hooked = await hookedProject('/filtered', { push_events_branch_filter: 'release/*', branch_filter_strategy: 'wildcard' }, child);
    await apiCommit(hooked.project.id, 'main', [{ action: 'create', file_path: 'main.txt', content: 'm' }]);
    const release = await apiCommit(hooked.project.id, 'release/1.0', [{ action: 'create', file_path: 'r.txt', content: 'r' }], { start_branch: 'main' });
    const [filtered] = await received('/filtered');
    expect(filtered.json).toMatchObject({ ref: 'refs/heads/release/1.0', after: release, before: ZERO });
    await received('/ancestor', 2);
    await relayed(hooked.project.id);
    expect(await deliveriesOf(hooked.hook.id)).toBe(1);
    expect(await deliveriesOf(ancestorHook.id)).toBe(2);
    expect(await deliveriesOf(silent.id)).toBe(0);
    expect(receiver.on('/no-pushes')).toEqual([]);
  });
});

describe('tag push events', () => {
  it('delivers a Tag Push Hook for a pushed annotated tag to hooks with tag_push_events only', async () => {
    const hooked = await hookedProject('/tags', { push_events: false, tag_push_events: true });
    const repo = await cloneOf(hooked);
    const commit = await commitFiles(repo, { 'v.txt': '1\n' }, 'Version one');
    await git(repo, 'tag', '-a', 'v1.0', '-m', 'Release 1.0');
    const tagObject = await git(repo, 'rev-parse', 'v1.0');
    await git(repo, 'push', '--quiet', 'origin', 'main', 'v1.0');
    const [request] = await received('/tags');
    expect(request.headers['x-gitlab-event']).toBe('Tag Push Hook');
    expect(request.json).toEqual({
      object_kind: 'tag_push', event_name: 'tag_push', before: ZERO, after: tagObject, ref: 'refs/tags/v1.0', ref_protected: false,
      checkout_sha: commit, message: 'Release 1.0', ...(await userAttrs()), project_id: hooked.project.id, project: projectAttrs(hooked),
      commits: [await commitAttrs(hooked, commit, { added: ['v.txt'] })], total_commits_count: 1, push_options: {}, repository: repositoryAttrs(hooked),
    });
    await owner.client.delete(`/projects/${hooked.project.id}/repository/tags/v1.0`);
    const [, removed] = await received('/tags', 2);
    expect(removed.json).toMatchObject({ before: tagObject, after: ZERO, checkout_sha: null, message: null, commits: [], total_commits_count: 0 });
    await relayed(hooked.project.id);
    expect(await deliveriesOf(hooked.hook.id)).toBe(2);
  });
});

describe('POST /groups/:id/hooks/:hook_id/test/push_events and tag_push_events', () => {
  it('sends the default branch latest three commits, newest first, as the push sample', async () => {
    const hooked = await hookedProject('/test-push', { push_events: false });
    const second = await apiCommit(hooked.project.id, 'main', [{ action: 'create', file_path: 'two.txt', content: '2' }]);
    const third = await apiCommit(hooked.project.id, 'main', [{ action: 'delete', file_path: 'two.txt' }]);
    const first = await bareGit(hooked.gitDir, 'rev-parse', 'main~2');
    const test = `/groups/${hooked.group.id}/hooks/${hooked.hook.id}/test`;
    const res = await owner.client.post(`${test}/push_events`);
    expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: { message: '201 Created' } });
    const [request] = receiver.on('/test-push');
    expect(request.headers['x-gitlab-event']).toBe('Push Hook');
    expect(request.json).toMatchObject({ object_kind: 'push', before: first, after: third, ref: 'refs/heads/main', checkout_sha: third, total_commits_count: 3 });
    expect(request.json.commits).toEqual([
      await commitAttrs(hooked, third, { removed: ['two.txt'] }),
      await commitAttrs(hooked, second, { added: ['two.txt'] }),
      await commitAttrs(hooked, first, { added: ['README.md'] }),
    ]);
    expect((await owner.client.post(`${test}/tag_push_events`)).status).toBe(201);
    const [, tagTest] = receiver.on('/test-push');
    expect(tagTest.headers['x-gitlab-event']).toBe('Tag Push Hook');
    expect(tagTest.json).toEqual(request.json);
  });
});
