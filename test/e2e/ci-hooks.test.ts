import { settleJobs } from '../../subgraphs/repository/test/support';
import { eventually, expectGitlabError } from '../support/expectations';
import { allowLocalWebHooks, createGroup, createGroupHook, createProject, createProjectHook, createUserWithClient } from '../support/factories';
import { HookReceiver, type ReceivedHook } from '../support/hook-receiver';
import type { HttpClient } from '../support/http-client';
import { commitFiles, pushPipelineOf } from '../support/pipelines';
import { startTestService, type TestService } from '../support/service';

// Each case waits on pipelines that push reactions create and on queued deliveries: minutes under a loaded machine, not 30 s.
jest.setTimeout(120_000);

let service: TestService;
let receiver: HookReceiver;
let owner: { user: { id: number; username: string; name?: string }; token: string; client: HttpClient };

// Deliveries go through three pg-boss jobs (ci's outbox relay, collaboration's reaction, its delivery).
const DELIVERY_DEADLINE = 20_000;
const CONFIG = 'build:\n  stage: build\n  script: make\ndeploy:\n  stage: deploy\n  script: d\n  when: manual\n';
const UTC_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/;
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

const PIPELINE_KEYS = ['object_kind', 'object_attributes', 'merge_request', 'user', 'project', 'commit', 'builds'];
const PIPELINE_ATTRIBUTE_KEYS = ['id', 'iid', 'name', 'ref', 'tag', 'sha', 'before_sha', 'source', 'status', 'detailed_status', 'stages',
  'created_at', 'finished_at', 'duration', 'queued_duration', 'protected_ref', 'variables', 'url'];
const BUILD_KEYS = ['id', 'stage', 'name', 'status', 'created_at', 'started_at', 'finished_at', 'duration', 'queued_duration', 'failure_reason',
  'when', 'manual', 'allow_failure', 'user', 'runner', 'artifacts_file', 'environment'];
const JOB_KEYS = ['object_kind', 'ref', 'tag', 'before_sha', 'sha', 'retries_count', 'build_id', 'build_name', 'build_stage', 'build_status',
  'build_created_at', 'build_started_at', 'build_finished_at', 'build_created_at_iso', 'build_started_at_iso', 'build_finished_at_iso',
  'build_duration', 'build_queued_duration', 'build_allow_failure', 'build_failure_reason', 'pipeline_id', 'runner', 'project_id', 'project_name',
  'user', 'commit', 'repository', 'project', 'environment'];
const PROJECT_KEYS = ['id', 'name', 'description', 'web_url', 'avatar_url', 'git_ssh_url', 'git_http_url', 'namespace', 'visibility_level',
  'path_with_namespace', 'default_branch', 'ci_config_path'];

beforeAll(async () => {
  service = await startTestService();
  receiver = await HookReceiver.start();
  await allowLocalWebHooks(service.api);
  owner = await createUserWithClient(service.api);
}, 120_000);
afterAll(async () => {
  await receiver?.close();
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

/** Requests on `hookPath` with this `X-Gitlab-Event` whose body passes `where`, once `count` arrived. */
const received = (hookPath: string, event: string, count: number, where: (body: any) => boolean = () => true) =>
  eventually(async () => {
    const matching = receiver.on(hookPath).filter((r) => r.headers['x-gitlab-event'] === event && where(r.json));
    return matching.length >= count ? matching : undefined;
  }, DELIVERY_DEADLINE);

/** A project of `namespaceId` (owner's own when absent) whose CI file is pushed and push pipeline settled. */
async function ciProject(namespaceId?: number) {
  const project = await createProject(owner.client, { initialize_with_readme: true, ...(namespaceId ? { namespace_id: namespaceId } : {}) });
  const sha = await commitFiles(owner.client, project.id, { '.gitlab-ci.yml': CONFIG }, { message: 'Add CI' });
  await pushPipelineOf(owner.client, project.id, sha);
  return { project, sha };
}

const runPipeline = async (projectId: number) => (await owner.client.post(`/projects/${projectId}/pipeline`, { body: { ref: 'main' } })).body;
const ofPipeline = (id: number, status: string) => (body: any) => body.object_attributes.id === id && body.object_attributes.status === status;

describe('pipeline events', () => {
  it('delivers a Pipeline Hook per status change to the project hook, with GitLab\'s payload', async () => {
    const { project, sha } = await ciProject();
    const hook = await createProjectHook(owner.client, project.id, { url: receiver.url('/pipelines'), push_events: false, pipeline_events: true });
    expect(hook.pipeline_events).toBe(true);
    const pipeline = await runPipeline(project.id);

    const [request] = await received('/pipelines', 'Pipeline Hook', 1, ofPipeline(pipeline.id, 'pending'));
    expect(request.headers).toMatchObject({ 'x-gitlab-event': 'Pipeline Hook', 'content-type': 'application/json' });
    const body = request.json;
    expect(Object.keys(body)).toEqual(PIPELINE_KEYS);
    expect(Object.keys(body.object_attributes)).toEqual(PIPELINE_ATTRIBUTE_KEYS);
    const webUrl = project.web_url;
    expect(body.object_attributes).toEqual({
      id: pipeline.id, iid: pipeline.iid, name: null, ref: 'main', tag: false, sha, before_sha: '0'.repeat(40), source: 'api', status: 'pending',
      detailed_status: 'pending', stages: ['build', 'deploy'], created_at: expect.stringMatching(UTC_TIME), finished_at: null, duration: null,
      queued_duration: null, protected_ref: expect.any(Boolean), variables: [], url: `${webUrl}/-/pipelines/${pipeline.id}`,
    });
    expect(body.merge_request).toBeNull();
    expect(Object.keys(body.user)).toEqual(['id', 'name', 'username', 'avatar_url', 'email']);
    expect(body.user).toMatchObject({ id: owner.user.id, username: owner.user.username, email: '[REDACTED]' });
    expect(Object.keys(body.project)).toEqual(PROJECT_KEYS);
    expect(body.project).toMatchObject({ id: project.id, web_url: webUrl, path_with_namespace: project.path_with_namespace, default_branch: 'main' });
    expect(body.commit).toMatchObject({ id: sha, message: 'Add CI', title: 'Add CI', url: `${webUrl}/-/commit/${sha}` });
    expect(body.builds.map((build: any) => [build.name, build.stage, build.status, build.when, build.manual])).toEqual([
      ['build', 'build', 'pending', 'on_success', false], ['deploy', 'deploy', 'created', 'manual', true],
    ]);
    expect(Object.keys(body.builds[0])).toEqual(BUILD_KEYS);
    expect(body.builds[0]).toMatchObject({ failure_reason: null, allow_failure: false, runner: null, artifacts_file: { filename: null, size: null }, environment: null });

    await owner.client.post(`/projects/${project.id}/pipelines/${pipeline.id}/cancel`);
    const [canceled] = await received('/pipelines', 'Pipeline Hook', 1, ofPipeline(pipeline.id, 'canceled'));
    expect(canceled.json.object_attributes).toMatchObject({ status: 'canceled', detailed_status: 'canceled', finished_at: expect.stringMatching(UTC_TIME) });
    expect(canceled.json.builds.map((build: any) => build.status)).toEqual(['canceled', 'canceled']);
  });

  it('delivers to the hooks of the project\'s group, and not to hooks without pipeline_events', async () => {
    const group = await createGroup(owner.client);
    const groupHook = await createGroupHook(owner.client, group.id, { url: receiver.url('/group-pipelines'), push_events: false, pipeline_events: true });
    expect(groupHook.pipeline_events).toBe(true);
    const { project } = await ciProject(group.id);
    await createProjectHook(owner.client, project.id, { url: receiver.url('/no-pipelines'), push_events: false, job_events: true });
    const pipeline = await runPipeline(project.id);
    const [request] = await received('/group-pipelines', 'Pipeline Hook', 1, ofPipeline(pipeline.id, 'pending'));
    expect(request.json.project.path_with_namespace).toBe(`${group.full_path}/${project.path}`);
    await received('/no-pipelines', 'Job Hook', 1);
    expect(receiver.on('/no-pipelines').filter((r: ReceivedHook) => r.headers['x-gitlab-event'] === 'Pipeline Hook')).toEqual([]);
  });
});

describe('job events', () => {
  it('delivers a Job Hook per status change of a build, with GitLab\'s keys', async () => {
    const { project, sha } = await ciProject();
    await createProjectHook(owner.client, project.id, { url: receiver.url('/jobs'), push_events: false, job_events: true });
    const pipeline = await runPipeline(project.id);
    const [request] = await received('/jobs', 'Job Hook', 1, (body) => body.pipeline_id === pipeline.id && body.build_status === 'pending');
    const body = request.json;
    expect(Object.keys(body)).toEqual(JOB_KEYS);
    expect(body).toMatchObject({
      object_kind: 'build', ref: 'main', tag: false, before_sha: '0'.repeat(40), sha, retries_count: 0, build_name: 'build', build_stage: 'build',
      build_status: 'pending', build_created_at: expect.stringMatching(UTC_TIME), build_started_at: null, build_finished_at: null,
      build_created_at_iso: expect.stringMatching(ISO_TIME), build_started_at_iso: null, build_finished_at_iso: null, build_duration: null,
      build_allow_failure: false, build_failure_reason: null, pipeline_id: pipeline.id, runner: null, project_id: project.id,
      project_name: expect.stringMatching(new RegExp(` / ${project.name}$`)), user: { id: owner.user.id, username: owner.user.username },
      environment: null,
    });
    expect(body.commit).toEqual({
      id: pipeline.id, name: null, sha, message: 'Add CI', author_name: expect.any(String), author_email: expect.any(String),
      author_url: expect.stringMatching(/^mailto:/), status: 'pending', duration: null, started_at: null, finished_at: null,
      started_at_iso: null, finished_at_iso: null,
    });
    expect(Object.keys(body.repository)).toEqual(['name', 'url', 'description', 'homepage', 'git_http_url', 'git_ssh_url', 'visibility_level']);

    const retried = await owner.client.post(`/projects/${project.id}/jobs/${body.build_id}/cancel`)
      .then(() => owner.client.post(`/projects/${project.id}/jobs/${body.build_id}/retry`));
    const [again] = await received('/jobs', 'Job Hook', 1, (hook) => hook.build_id === retried.body.id && hook.build_status === 'pending');
    expect(again.json).toMatchObject({ build_name: 'build', retries_count: 1 });
    await received('/jobs', 'Job Hook', 1, (hook) => hook.build_id === body.build_id && hook.build_status === 'canceled');
  });
});

describe('POST .../hooks/:hook_id/test/pipeline_events and job_events', () => {
  it('sends the newest pipeline and build, and answers 422 for a project without any', async () => {
    const { project } = await ciProject();
    const hook = await createProjectHook(owner.client, project.id, { url: receiver.url('/test-ci') });
    const newest = await runPipeline(project.id);
    const test = `/projects/${project.id}/hooks/${hook.id}/test`;
    expect((await owner.client.post(`${test}/pipeline_events`)).status).toBe(201);
    expect((await owner.client.post(`${test}/job_events`)).status).toBe(201);
    const pipelineHook = receiver.on('/test-ci').find((r) => r.headers['x-gitlab-event'] === 'Pipeline Hook')!;
    expect(pipelineHook.json.object_attributes).toMatchObject({ id: newest.id, status: 'pending' });
    const jobHook = receiver.on('/test-ci').find((r) => r.headers['x-gitlab-event'] === 'Job Hook')!;
    expect(jobHook.json).toMatchObject({ object_kind: 'build', pipeline_id: newest.id });

    const empty = await createProject(owner.client);
    const emptyHook = await createProjectHook(owner.client, empty.id, { url: receiver.url('/test-empty') });
    const emptyTest = `/projects/${empty.id}/hooks/${emptyHook.id}/test`;
    expectGitlabError(await owner.client.post(`${emptyTest}/pipeline_events`), 422, { message: 'Ensure the project has CI pipelines.' });
    expectGitlabError(await owner.client.post(`${emptyTest}/job_events`), 422, { message: 'Ensure the project has CI jobs.' });
  });
});
