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

// Deliveries go through three pg-boss jobs (the repository's outbox relay, admin's reaction, the delivery).
const DEADLINE = 20_000;

beforeAll(async () => {
  receiver = await HookReceiver.start();
  // Pushover and Buildkite post to fixed hosts; the test points them at the loopback receiver.
  service = await startTestService({ PUSHOVER_API_URL: receiver.url('/pushover/1'), BUILDKITE_WEBHOOK_URL: receiver.url('/buildkite') });
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

async function apiCommit(projectId: number, branch: string, file: string): Promise<string> {
  const res = await owner.client.post(`/projects/${projectId}/repository/commits`, {
    body: { branch, commit_message: `Add ${file}\n\nbody`, actions: [{ action: 'create', file_path: file, content: `${file}\n` }] },
  });
  if (res.status !== 201) throw new Error(`commit failed: ${res.status} ${res.text}`);
  return res.body.id;
}

async function setUp(projectId: number, slug: string, body: Record<string, unknown>): Promise<void> {
  const res = await owner.client.put(`/projects/${projectId}/integrations/${slug}`, { body });
  if (res.status !== 200) throw new Error(`${slug}: ${res.status} ${res.text}`);
}

describe('a push to the default branch', () => {
  let project: { id: number; name: string; path_with_namespace: string; web_url: string; name_with_namespace: string };
  let before: string;
  let after: string;

  beforeAll(async () => {
    project = await createProject(owner.client, { initialize_with_readme: true }) as typeof project;
    const id = project.id;
    await setUp(id, 'slack', { webhook: receiver.url('/slack'), username: 'bot', push_channel: '#a, #b' });
    await setUp(id, 'mattermost', { webhook: receiver.url('/mattermost') });
    await setUp(id, 'microsoft-teams', { webhook: receiver.url('/teams') });
    await setUp(id, 'hangouts-chat', { webhook: receiver.url('/google-chat') });
    await setUp(id, 'discord', { webhook: receiver.url('/discord') });
    await setUp(id, 'webex-teams', { webhook: receiver.url('/webex') });
    await setUp(id, 'telegram', { hostname: receiver.url('/telegram'), token: '123:ABC', room: '@chan' });
    await setUp(id, 'jenkins', { jenkins_url: receiver.url('/jenkins'), project_name: 'app', username: 'ci', password: 'pw' });
    await setUp(id, 'drone-ci', { drone_url: receiver.url('/drone'), token: 'drone-token' });
    await setUp(id, 'buildkite', { project_url: 'https://buildkite.com/org/app', token: 'hooktoken:statustoken' });
    await setUp(id, 'teamcity', { teamcity_url: receiver.url('/teamcity'), build_type: 'App_Build', username: 'tc', password: 'secret' });
    await setUp(id, 'pushover', { api_key: 'app-key', user_key: 'user-key', priority: '0', device: '', sound: 'bike' });
    // Switched off for pushes: gets nothing.
    await setUp(id, 'pumble', { webhook: receiver.url('/pumble'), push_events: false });
    before = (await owner.client.get(`/projects/${id}/repository/branches/main`)).body.commit.id;
    after = await apiCommit(id, 'main', 'one.txt');
  });

  const pushText = () => `${owner.user.name} (${owner.user.username}) pushed to branch <${project.web_url}/-/commits/main|main> of `
    + `<${project.web_url}|${project.name_with_namespace}> (<${project.web_url}/-/compare/${before}...${after}|Compare changes>)`;

  it('posts Slack one form-encoded payload per channel of push_channel', async () => {
    const requests = await received('/slack', 2);
    expect(requests.map((r) => r.headers['content-type'])).toEqual(['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded']);
    const payloads = requests.map((r) => JSON.parse(new URLSearchParams(r.body).get('payload')!));
    expect(payloads.map((p) => p.channel).sort()).toEqual(['#a', '#b']);
    expect(payloads[0]).toEqual({
      channel: expect.any(String), username: 'bot', text: pushText(), fallback: pushText(),
      attachments: [{ text: `<${project.web_url}/-/commit/${after}|${after.slice(0, 8)}>: Add one.txt - ${owner.user.name}`, color: '#345' }],
    });
  });

  it('posts Mattermost the same payload without channel or username', async () => {
    const [request] = await received('/mattermost');
    expect(Object.keys(JSON.parse(new URLSearchParams(request.body).get('payload')!))).toEqual(['attachments', 'fallback', 'text']);
  });

  it('posts Microsoft Teams a MessageCard with the activity and the commits', async () => {
    const [request] = await received('/teams');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.json).toEqual({
      title: project.name_with_namespace,
      summary: expect.stringContaining(`pushed to branch [main](${project.web_url}/-/commits/main)`),
      sections: [
        {
          activityTitle: `${owner.user.name} (${owner.user.username}) pushed to branch [main](${project.web_url}/-/commits/main)`,
          activitySubtitle: `in [${project.name_with_namespace}](${project.web_url})`,
          activityText: `[Compare changes](${project.web_url}/-/compare/${before}...${after})`, activityImage: expect.any(String),
        },
        { text: `[${after.slice(0, 8)}](${project.web_url}/-/commit/${after}): Add one.txt - ${owner.user.name}` },
      ],
    });
  });

  it('posts Google Chat one text with Slack-style links', async () => {
    const [request] = await received('/google-chat');
    expect(request.json).toEqual({ text: `${pushText()}\n<${project.web_url}/-/commit/${after}|${after.slice(0, 8)}>: Add one.txt - ${owner.user.name}` });
  });

  it('posts Discord an embed with the author and the Markdown text', async () => {
    const [request] = await received('/discord');
    expect(request.json).toMatchObject({ tts: false, embeds: [{ author: { name: owner.user.name }, description: expect.stringContaining('Add one.txt') }] });
    expect(request.json.embeds[0].timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('posts Webex its Markdown and Telegram a sendMessage on the configured host', async () => {
    const [webex] = await received('/webex');
    expect(webex.json).toEqual({ markdown: expect.stringContaining(`of [${project.name_with_namespace}](${project.web_url})`) });
    const [telegram] = await received('/telegram/bot123:ABC/sendMessage');
    expect(telegram.json).toEqual({ text: expect.stringContaining('pushed to branch'), chat_id: '@chan', parse_mode: 'markdown' });
  });

  it('sends Jenkins and Drone GitLab\'s Push Hook, with credentials as Basic auth and the Drone repository in the query', async () => {
    const [jenkins] = await received('/jenkins/project/app');
    expect(jenkins.headers).toMatchObject({ 'x-gitlab-event': 'Push Hook', authorization: `Basic ${Buffer.from('ci:pw').toString('base64')}`, 'content-type': 'application/json' });
    expect(jenkins.json).toMatchObject({ object_kind: 'push', before, after, ref: 'refs/heads/main', user_id: owner.user.id, project_id: project.id, total_commits_count: 1 });
    expect(jenkins.json.commits.map((c: { id: string }) => c.id)).toEqual([after]);
    const [namespace, name] = [project.path_with_namespace.split('/')[0], project.path_with_namespace.split('/')[1]];
    const [drone] = await received(`/drone/hook?owner=${namespace}&name=${name}&access_token=drone-token`);
    expect(drone.json).toMatchObject({ object_kind: 'push', after });
    const [buildkite] = await received('/buildkite/deliver/hooktoken');
    expect(buildkite.headers['x-gitlab-event']).toBe('Push Hook');
  });

  it('queues a TeamCity build of the branch', async () => {
    const [request] = await received('/teamcity/httpAuth/app/rest/buildQueue');
    expect(request.headers['content-type']).toBe('application/xml');
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from('tc:secret').toString('base64')}`);
    expect(request.body).toBe('<build branchName="main"><buildType id="App_Build"/></build>');
  });

  it('posts Pushover its form', async () => {
    const [request] = await received('/pushover/1/messages.json');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      token: 'app-key', user: 'user-key', device: '', priority: '0', title: project.name_with_namespace,
      message: `${owner.user.name} push to branch "main".\nTotal commits count: 1`, url: project.web_url,
      url_title: `See project ${project.name_with_namespace}`, sound: 'bike',
    });
  });

  it('sends nothing to an integration whose push_events is off', async () => {
    await received('/pushover/1/messages.json');
    expect(receiver.on('/pumble')).toEqual([]);
  });
});

describe('branch selection and new branches', () => {
  it('leaves chat services silent for a branch other than the default one unless asked for all, and says "pushed new branch"', async () => {
    const project = await createProject(owner.client, { initialize_with_readme: true });
    await setUp(project.id, 'webex-teams', { webhook: receiver.url(`/webex-default-${project.id}`) });
    await setUp(project.id, 'pumble', { webhook: receiver.url(`/pumble-all-${project.id}`), branches_to_be_notified: 'all' });
    const res = await owner.client.post(`/projects/${project.id}/repository/branches`, { body: { branch: 'feature', ref: 'main' } });
    expect(res.status).toBe(201);
    const [request] = await received(`/pumble-all-${project.id}`);
    expect(request.json.text).toContain(`pushed new branch [feature](${project.web_url}/-/commits/feature) to`);
    expect(receiver.on(`/webex-default-${project.id}`)).toEqual([]);
  });
});
