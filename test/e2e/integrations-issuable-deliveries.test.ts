import { settleJobs } from '../../subgraphs/repository/test/support';
import { eventually } from '../support/expectations';
import { allowLocalWebHooks, createProject, createUserWithClient } from '../support/factories';
import { HookReceiver } from '../support/hook-receiver';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

// Boots and deliveries run on a shared 2-core machine: generous limits, deadlines inside the tests.
jest.setTimeout(90_000);

let service: TestService;
let receiver: HookReceiver;
let owner: { user: { id: number; username: string; name: string }; client: HttpClient };

const DEADLINE = 20_000;

beforeAll(async () => {
  receiver = await HookReceiver.start();
  service = await startTestService();
  await allowLocalWebHooks(service.api);
  const created = await createUserWithClient(service.api);
  owner = { client: created.client, user: (await created.client.get('/user')).body };
});
afterAll(async () => {
  await receiver?.close();
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

const received = (path: string, count = 1) =>
  eventually(async () => (receiver.on(path).length >= count ? receiver.on(path) : undefined), DEADLINE);
const slackPayloads = (path: string, count = 1) =>
  received(path, count).then((requests) => requests.map((r) => JSON.parse(new URLSearchParams(r.body).get('payload')!)));

async function setUp(projectId: number, slug: string, body: Record<string, unknown>): Promise<void> {
  const res = await owner.client.put(`/projects/${projectId}/integrations/${slug}`, { body });
  if (res.status !== 200) throw new Error(`${slug}: ${res.status} ${res.text}`);
}

describe('issue events', () => {
  it('sends Slack the opened issue with its description, nothing for an edit, and the closing', async () => {
    const project = await createProject(owner.client);
    await setUp(project.id, 'slack', { webhook: receiver.url(`/slack-issues-${project.id}`), issue_channel: '#issues' });
    const issue = (await owner.client.post(`/projects/${project.id}/issues`, { body: { title: 'Broken build', description: 'See [log](https://203.0.113.1/log)' } })).body;
    const url = `${project.web_url}/-/issues/${issue.iid}`;
    const who = `${owner.user.name} (${owner.user.username})`;
    const [opened] = await slackPayloads(`/slack-issues-${project.id}`);
    expect(opened).toEqual({
      channel: '#issues',
      attachments: [{ title: `#${issue.iid} Broken build`, title_link: url, text: 'See <https://203.0.113.1/log|log>', color: '#C95823' }],
      fallback: `[<${project.web_url}|${project.name_with_namespace}>] Issue <${url}|#${issue.iid} Broken build> opened by ${who}`,
      text: `[<${project.web_url}|${project.name_with_namespace}>] Issue <${url}|#${issue.iid} Broken build> opened by ${who}`,
    });
    await owner.client.put(`/projects/${project.id}/issues/${issue.iid}`, { body: { title: 'Broken build!' } });
    await owner.client.put(`/projects/${project.id}/issues/${issue.iid}`, { body: { state_event: 'close' } });
    const [, closed] = await slackPayloads(`/slack-issues-${project.id}`, 2);
    expect(closed.text).toBe(`[<${project.web_url}|${project.name_with_namespace}>] Issue <${url}|#${issue.iid} Broken build!> closed by ${who}`);
    expect(closed.attachments).toEqual([]);
    expect(receiver.on(`/slack-issues-${project.id}`)).toHaveLength(2);
  });

  it('sends confidential issues only where confidential_issues_events is on, to the confidential channel', async () => {
    const project = await createProject(owner.client);
    await setUp(project.id, 'mattermost', { webhook: receiver.url(`/mm-open-${project.id}`), confidential_issue_channel: 'secret' });
    await setUp(project.id, 'slack', { webhook: receiver.url(`/slack-closed-${project.id}`), confidential_issues_events: false });
    await owner.client.post(`/projects/${project.id}/issues`, { body: { title: 'Quiet', confidential: true } });
    await owner.client.post(`/projects/${project.id}/issues`, { body: { title: 'Loud' } });
    const payloads = await slackPayloads(`/mm-open-${project.id}`, 2);
    expect(payloads.map((p) => [p.channel ?? null, p.attachments[0].title.replace(/^#\d+ /, '')])).toEqual(expect.arrayContaining([['secret', 'Quiet'], [null, 'Loud']]));
    const [loud] = await slackPayloads(`/slack-closed-${project.id}`);
    expect(loud.attachments[0].title).toMatch(/Loud$/);
    expect(receiver.on(`/slack-closed-${project.id}`)).toHaveLength(1);
  });
});

describe('note events', () => {
  it('sends Slack a new comment on an issue to the note channel, with the comment as attachment', async () => {
    const project = await createProject(owner.client);
    await setUp(project.id, 'slack', { webhook: receiver.url(`/slack-notes-${project.id}`), note_channel: '#notes', issues_events: false });
    const issue = (await owner.client.post(`/projects/${project.id}/issues`, { body: { title: 'Discuss' } })).body;
    const note = (await owner.client.post(`/projects/${project.id}/issues/${issue.iid}/notes`, { body: { body: 'Looks [fine](https://203.0.113.2)' } })).body;
    const url = `${project.web_url}/-/issues/${issue.iid}#note_${note.id}`;
    const [payload] = await slackPayloads(`/slack-notes-${project.id}`);
    const text = `${owner.user.name} (${owner.user.username}) <${url}|commented on issue #${issue.iid}> in <${project.web_url}|${project.name_with_namespace}>: *Discuss*`;
    expect(payload).toEqual({ channel: '#notes', attachments: [{ text: 'Looks <https://203.0.113.2|fine>', color: '#345' }], fallback: text, text });
  });
});

describe('merge request events', () => {
  it('sends Teams the merge request card and Jenkins GitLab\'s Merge Request Hook', async () => {
    const project = await createProject(owner.client, { initialize_with_readme: true });
    await setUp(project.id, 'microsoft-teams', { webhook: receiver.url(`/teams-mr-${project.id}`), push_events: false });
    await setUp(project.id, 'jenkins', { jenkins_url: receiver.url(`/jenkins-mr-${project.id}`), project_name: 'app', push_events: false });
    await owner.client.post(`/projects/${project.id}/repository/branches`, { body: { branch: 'feature', ref: 'main' } });
    const mr = (await owner.client.post(`/projects/${project.id}/merge_requests`, { body: { source_branch: 'feature', target_branch: 'main', title: 'Add feature' } })).body;
    const url = `${project.web_url}/-/merge_requests/${mr.iid}`;
    const who = `${owner.user.name} (${owner.user.username})`;
    const [card] = await received(`/teams-mr-${project.id}`);
    expect(card.json).toEqual({
      title: project.name_with_namespace,
      summary: `${who} opened merge request [!${mr.iid} *Add feature*](${url}) in [${project.name_with_namespace}](${project.web_url})`,
      sections: [{
        activityTitle: `Merge request opened by ${who}`, activitySubtitle: `in [${project.name_with_namespace}](${project.web_url})`,
        activityText: `[!${mr.iid} *Add feature*](${url})`, activityImage: expect.any(String),
      }],
    });
    const [hook] = await received(`/jenkins-mr-${project.id}/project/app`);
    expect(hook.headers['x-gitlab-event']).toBe('Merge Request Hook');
    expect(hook.json).toMatchObject({
      object_kind: 'merge_request', event_type: 'merge_request', user: { id: owner.user.id, username: owner.user.username },
      project: { id: project.id, path_with_namespace: project.path_with_namespace },
      object_attributes: { iid: mr.iid, title: 'Add feature', state: 'opened', action: 'open', source_branch: 'feature', target_branch: 'main', url },
    });
  });
});
