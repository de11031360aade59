import path from 'node:path';
import fs from 'node:fs';
import { settleJobs } from '../../subgraphs/repository/test/support';
import { eventually, expectGitlabError } from '../support/expectations';
import { allowLocalWebHooks, createGroup, createGroupHook, createProject, createProjectHook, createUserWithClient } from '../support/factories';
import { git, gitUrl, Scratch } from '../support/git-cli';
import { HookReceiver } from '../support/hook-receiver';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let receiver: HookReceiver;
const scratch = new Scratch();
let owner: { user: { id: number; username: string }; token: string; client: HttpClient };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ZERO = '0'.repeat(40);
// Deliveries go through three pg-boss jobs (the repository's outbox relay, collaboration's reaction, its delivery).
const DELIVERY_DEADLINE = 15_000;

beforeAll(async () => {
  service = await startTestService();
  receiver = await HookReceiver.start();
  await allowLocalWebHooks(service.api);
  owner = await createUserWithClient(service.api);
});
afterAll(async () => {
  scratch.cleanup();
  await receiver?.close();
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

const received = (hookPath: string, count = 1) =>
  eventually(async () => (receiver.on(hookPath).length >= count ? receiver.on(hookPath) : undefined), DELIVERY_DEADLINE);

/** A project with a README (made by the service: no hook) and a hook posting to `hookPath`. */
async function hookedProject(hookPath: string, hook: Record<string, unknown> = {}, namespaceId?: number) {
  const project = await createProject(owner.client, { initialize_with_readme: true, ...(namespaceId ? { namespace_id: namespaceId } : {}) });
  const created = await createProjectHook(owner.client, project.id, { url: receiver.url(hookPath), ...hook });
  return { project, hook: created };
}

async function apiCommit(projectId: number, branch: string, file: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await owner.client.post(`/projects/${projectId}/repository/commits`, {
    body: { branch, commit_message: `Add ${file}`, actions: [{ action: 'create', file_path: file, content: `${file}\n` }], ...extra },
  });
  if (res.status !== 201) throw new Error(`commit failed: ${res.status} ${res.text}`);
  return res.body.id;
}

describe('push events to project hooks', () => {
  it('delivers a Push Hook to the hook of a project in a personal namespace, with GitLab headers, and logs it', async () => {
    const { project, hook } = await hookedProject('/personal', { token: 'project-secret' });
    const before = (await owner.client.get(`/projects/${project.id}/repository/branches/main`)).body.commit.id;
    const after = await apiCommit(project.id, 'main', 'one.txt');
    const [request] = await received('/personal');
    expect(request.method).toBe('POST');
    expect(request.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'GitLab/18.3.0-ee',
      'x-gitlab-event': 'Push Hook',
      'x-gitlab-token': 'project-secret',
      'x-gitlab-instance': `http://localhost:${service.server.port}`,
    });
    for (const name of ['x-gitlab-event-uuid', 'x-gitlab-webhook-uuid', 'idempotency-key']) expect(request.headers[name]).toMatch(UUID);
    expect(request.json).toMatchObject({
      object_kind: 'push', event_name: 'push', before, after, ref: 'refs/heads/main', checkout_sha: after, user_id: owner.user.id,
      user_username: owner.user.username, project_id: project.id, total_commits_count: 1,
      project: { id: project.id, path_with_namespace: project.path_with_namespace, default_branch: 'main' },
    });
    expect(request.json.commits.map((commit: { id: string }) => commit.id)).toEqual([after]);
    const logs = await eventually(async () => {
      const res = await owner.client.get(`/projects/${project.id}/hooks/${hook.id}/events`);
      return res.body.length ? res.body : undefined;
    }, DELIVERY_DEADLINE);
    expect(logs).toEqual([expect.objectContaining({
      url: receiver.url('/personal'), trigger: 'push_hooks', response_status: '200', request_data: request.json,
      request_headers: expect.objectContaining({ 'X-Gitlab-Event': 'Push Hook', 'X-Gitlab-Token': '[REDACTED]' }),
    })]);
  });

  it('sends a git push to the project hook and the group hook under one X-Gitlab-Event-UUID, each with its branch filter', async () => {
    const group = await createGroup(owner.client);
    await createGroupHook(owner.client, group.id, { url: receiver.url('/both-group') });
    const { project } = await hookedProject('/both-project', { push_events_branch_filter: 'main', tag_push_events: true }, group.id);
    const repo = path.join(scratch.dir(), 'repo');
    await git(path.dirname(repo), 'clone', '--quiet', gitUrl(service.url, project.path_with_namespace, owner.token), 'repo');
    fs.writeFileSync(path.join(repo, 'pushed.txt'), 'pushed\n');
    await git(repo, 'add', 'pushed.txt');
    await git(repo, 'commit', '--quiet', '-m', 'Pushed over HTTP');
    const head = await git(repo, 'rev-parse', 'HEAD');
    await git(repo, 'push', '--quiet', 'origin', 'main');
    const [[fromProject], [fromGroup]] = await Promise.all([received('/both-project'), received('/both-group')]);
    expect(fromProject.json).toEqual(fromGroup.json);
    expect(fromProject.json).toMatchObject({ ref: 'refs/heads/main', after: head, project_id: project.id });
    expect(fromProject.headers['x-gitlab-event-uuid']).toBe(fromGroup.headers['x-gitlab-event-uuid']);
    expect(fromProject.headers['x-gitlab-webhook-uuid']).not.toBe(fromGroup.headers['x-gitlab-webhook-uuid']);

    // The project hook's filter keeps `feature` out; the group hook has none. Tags ignore branch filters.
    await git(repo, 'push', '--quiet', 'origin', 'main:feature');
    await received('/both-group', 2);
    await git(repo, 'tag', 'v1');
    await git(repo, 'push', '--quiet', 'origin', 'refs/tags/v1');
    const [, tag] = await received('/both-project', 2);
    expect(tag.headers['x-gitlab-event']).toBe('Tag Push Hook');
    expect(tag.json).toMatchObject({ object_kind: 'tag_push', ref: 'refs/tags/v1', before: ZERO, checkout_sha: head });
    expect(receiver.on('/both-project').map((r) => r.json.ref)).toEqual(['refs/heads/main', 'refs/tags/v1']);
  });
});

describe('POST /projects/:id/hooks/:hook_id/test/:trigger', () => {
  it('sends the push sample of the project itself', async () => {
    const { project, hook } = await hookedProject('/test-push', { push_events: false });
    const second = await apiCommit(project.id, 'main', 'two.txt');
    const res = await owner.client.post(`/projects/${project.id}/hooks/${hook.id}/test/push_events`);
    expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: { message: '201 Created' } });
    const [request] = receiver.on('/test-push');
    expect(request.headers['x-gitlab-event']).toBe('Push Hook');
    expect(request.json).toMatchObject({ object_kind: 'push', after: second, ref: 'refs/heads/main', project_id: project.id, total_commits_count: 2 });
    expect((await owner.client.post(`/projects/${project.id}/hooks/${hook.id}/test/tag_push_events`)).status).toBe(201);
    expect(receiver.on('/test-push')[1].headers['x-gitlab-event']).toBe('Tag Push Hook');
  });

  it('answers 422 with the response body when the receiver refuses the test', async () => {
    const { project, hook } = await hookedProject('/test-refused', { push_events: false });
    receiver.answerWith('/test-refused', 500);
    expectGitlabError(await owner.client.post(`/projects/${project.id}/hooks/${hook.id}/test/push_events`), 422, {
      message: JSON.stringify({ received: false }),
    });
  });
});

describe('project hook logs', () => {
  const logsOf = (base: string, count: number) => eventually(async () => {
    const res = await owner.client.get(`${base}/events`);
    return res.body.length >= count ? res.body : undefined;
  }, DELIVERY_DEADLINE);

  it('resends a logged delivery with its Idempotency-Key and answers the new status', async () => {
    const { project, hook } = await hookedProject('/resend');
    await apiCommit(project.id, 'main', 'resend.txt');
    const base = `/projects/${project.id}/hooks/${hook.id}`;
    const [original] = await received('/resend');
    const [log] = await logsOf(base, 1);
    receiver.answerWith('/resend', 202);
    const res = await owner.client.post(`${base}/events/${log.id}/resend`);
    expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: { response_status: 202 } });
    const [, resent] = receiver.on('/resend');
    expect(resent.headers['idempotency-key']).toBe(original.headers['idempotency-key']);
    expect(resent.json).toEqual(original.json);
    expectGitlabError(await owner.client.post(`${base}/events/999999/resend`), 404, { message: '404 Not found' });
  });

  it('disables the hook for a while after four failures in a row (WebHooks::AutoDisabling)', async () => {
    receiver.answerWith('/flaky', 500, 500, 500, 500, 500);
    const { project, hook } = await hookedProject('/flaky');
    await apiCommit(project.id, 'main', 'flaky.txt');
    const base = `/projects/${project.id}/hooks/${hook.id}`;
    const disabled = await eventually(async () => {
      const body = (await owner.client.get(base)).body;
      return body.alert_status === 'temporarily_disabled' ? body : undefined;
    }, 30_000, 250);
    expect(new Date(disabled.disabled_until).getTime()).toBeGreaterThan(Date.now());
    const logs = await logsOf(base, 4);
    expect(logs.map((log: { response_status: string }) => log.response_status)).toEqual(['500', '500', '500', '500']);
    // A resend to a disabled hook sends nothing (WebHooks::Events::ResendService).
    expectGitlabError(await owner.client.post(`${base}/events/${logs[0].id}/resend`), 422, { message: 'Hook disabled' });
    expect(receiver.on('/flaky')).toHaveLength(4);
  }, 45_000);
});
