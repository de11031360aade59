import type { Client } from 'graphql-ws';
import { settleJobs } from '../../subgraphs/repository/test/support';
import { finishRunningJob, startPendingJob } from '../support/runner-pickup';
import { addMember, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { commitFiles, pushPipelineOf } from '../support/pipelines';
import { startTestService, type TestService } from '../support/service';
import { EventSubscription, subscriptionClient } from '../support/subscriptions';

interface PipelineEvent {
  data?: { pipelineStatusChanged: Record<string, any> } | null;
  errors?: unknown[];
}
interface JobEvent {
  data?: { jobStatusChanged: { id: string; name: string; status: string; pipeline: { id: string } } } | null;
  errors?: unknown[];
}

const PIPELINES = `subscription ($projectId: ID, $pipelineId: ID) {
  pipelineStatusChanged(projectId: $projectId, pipelineId: $pipelineId) {
    id status ref project { id name } user { username } commit { sha title }
  }
}`;
const JOBS = `subscription ($projectId: ID, $pipelineId: ID, $jobId: ID) {
  jobStatusChanged(projectId: $projectId, pipelineId: $pipelineId, jobId: $jobId) { id name status pipeline { id } }
}`;
const BUILD_AND_DEPLOY = 'build:\n  stage: build\n  script: make\ndeploy:\n  stage: deploy\n  script: d\n  when: manual\n';

// Each case waits on pipelines that push reactions create and on queued deliveries: minutes under a loaded machine, not 30 s.
jest.setTimeout(120_000);

let service: TestService;
let client: Client;
let probeProject: CreatedProject;
const disposables: Array<() => Promise<void> | void> = [];

/** A project with a CI configuration whose push pipeline has settled (so it publishes nothing more). */
async function ciProject(config: string, overrides: Record<string, unknown> = {}): Promise<CreatedProject> {
  const project = await createProject(service.api, { initialize_with_readme: true, ...overrides });
  const sha = await commitFiles(service.api, project.id, { '.gitlab-ci.yml': config }, { message: 'Add CI' });
  await pushPipelineOf(service.api, project.id, sha);
  return project;
}

beforeAll(async () => {
  service = await startTestService();
  client = subscriptionClient(service.server.port, service.rootToken);
  disposables.push(() => client.dispose());
  probeProject = await ciProject('probe:\n  script: p\n');
}, 120_000);
afterAll(async () => {
  for (const dispose of disposables.reverse()) await dispose();
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  // As pipelines-actions: the queue's last polls end after the stop.
  await new Promise((resolve) => setTimeout(resolve, 2500));
});

function open<T>(query: string, variables: Record<string, unknown>, on: Client = client): EventSubscription<T> {
  const subscription = EventSubscription.open<T>(on, query, variables);
  disposables.push(() => subscription.close());
  return subscription;
}

/**
 * Subscriptions are registered in the order the socket carries them, so once a later probe sees an
 * event of the probe project (root's pipelines there), every earlier one is listening too.
 */
async function untilListening(on: Client = client): Promise<void> {
  const probe = open<PipelineEvent>(PIPELINES, { projectId: String(probeProject.id) }, on);
  for (let attempt = 0; attempt < 20; attempt++) {
    await service.api.post(`/projects/${probeProject.id}/pipeline`, { body: { ref: 'main' } });
    if (await probe.arrives(1000)) return;
  }
  throw new Error('the subscription never started listening');
}

const post = (path: string) => service.api.post(path);
const statusesOf = (events: JobEvent[], jobId: string) => events.filter((e) => e.data?.jobStatusChanged.id === jobId).map((e) => e.data!.jobStatusChanged.status);

describe('subscription pipelineStatusChanged', () => {
  it('delivers each status change of the project\'s pipelines in order, with project, user and commit from other subgraphs', async () => {
    const project = await ciProject(BUILD_AND_DEPLOY);
    const events = open<PipelineEvent>(PIPELINES, { projectId: String(project.id) });
    await untilListening();

    const pipeline = (await service.api.post(`/projects/${project.id}/pipeline`, { body: { ref: 'main' } })).body;
    const first = await events.next();
    expect(first).toEqual({
      data: {
        pipelineStatusChanged: {
          id: String(pipeline.id), status: 'pending', ref: 'main', project: { id: String(project.id), name: project.name },
          user: { username: 'root' }, commit: { sha: pipeline.sha, title: 'Add CI' },
        },
      },
    });
    expect((await post(`/projects/${project.id}/pipelines/${pipeline.id}/cancel`)).status).toBe(200);
    expect((await events.next()).data?.pipelineStatusChanged).toMatchObject({ id: String(pipeline.id), status: 'canceled' });
    expect((await post(`/projects/${project.id}/pipelines/${pipeline.id}/retry`)).status).toBe(201);
    expect((await events.next()).data?.pipelineStatusChanged).toMatchObject({ id: String(pipeline.id), status: 'pending' });
  });

  it('filters by pipeline: another pipeline of the same project is not delivered', async () => {
    const project = await ciProject(BUILD_AND_DEPLOY);
    const watched = (await service.api.post(`/projects/${project.id}/pipeline`, { body: { ref: 'main' } })).body;
    const events = open<PipelineEvent>(PIPELINES, { projectId: String(project.id), pipelineId: String(watched.id) });
    await untilListening();
    const other = (await service.api.post(`/projects/${project.id}/pipeline`, { body: { ref: 'main' } })).body;
    await post(`/projects/${project.id}/pipelines/${other.id}/cancel`);
    await post(`/projects/${project.id}/pipelines/${watched.id}/cancel`);
    expect((await events.next()).data?.pipelineStatusChanged).toMatchObject({ id: String(watched.id), status: 'canceled' });
  });

  it('delivers nothing of a private project to a non-member, and a member\'s events to the same socket', async () => {
    const hidden = await ciProject(BUILD_AND_DEPLOY);
    const stranger = await createUserWithClient(service.api);
    const own = await ciProject(BUILD_AND_DEPLOY);
    await addMember(service.api, `projects/${own.id}`, stranger.user.id, 30);
    await addMember(service.api, `projects/${probeProject.id}`, stranger.user.id, 30);
    const socket = subscriptionClient(service.server.port, stranger.token);
    disposables.push(() => socket.dispose());
    const hiddenEvents = open<PipelineEvent>(PIPELINES, { projectId: String(hidden.id) }, socket);
    const ownEvents = open<PipelineEvent>(PIPELINES, { projectId: String(own.id) }, socket);
    await untilListening(socket);

    const secret = (await service.api.post(`/projects/${hidden.id}/pipeline`, { body: { ref: 'main' } })).body;
    await post(`/projects/${hidden.id}/pipelines/${secret.id}/cancel`);
    const visible = (await service.api.post(`/projects/${own.id}/pipeline`, { body: { ref: 'main' } })).body;
    expect((await ownEvents.next()).data?.pipelineStatusChanged).toMatchObject({ id: String(visible.id), status: 'pending' });
    expect(await hiddenEvents.arrives(500)).toBe(false);
  });
});

describe('subscription jobStatusChanged', () => {
  it('delivers every job change in order: processing, cancel, retry and a runner\'s plain SQL updates', async () => {
    const project = await ciProject(BUILD_AND_DEPLOY);
    // The push pipeline's jobs out of the way: the runner below must be handed the retried build.
    for (const pushed of (await service.api.get(`/projects/${project.id}/pipelines`)).body) await post(`/projects/${project.id}/pipelines/${pushed.id}/cancel`);
    const events = open<JobEvent>(JOBS, { projectId: String(project.id) });
    await untilListening();
    const pipeline = (await service.api.post(`/projects/${project.id}/pipeline`, { body: { ref: 'main' } })).body;
    const received: JobEvent[] = [await events.next()];
    const build = received[0].data!.jobStatusChanged;
    expect(build).toEqual({ id: build.id, name: 'build', status: 'pending', pipeline: { id: String(pipeline.id) } });

    await post(`/projects/${project.id}/pipelines/${pipeline.id}/cancel`);
    received.push(await events.next(), await events.next());
    const deploy = received.map((e) => e.data!.jobStatusChanged).find((job) => job.name === 'deploy')!;
    expect(statusesOf(received, build.id)).toEqual(['pending', 'canceled']);
    expect(statusesOf(received, deploy.id)).toEqual(['canceled']);

    const retried = (await post(`/projects/${project.id}/jobs/${build.id}/retry`)).body;
    expect(await events.next()).toEqual({ data: { jobStatusChanged: { id: String(retried.id), name: 'build', status: 'pending', pipeline: { id: String(pipeline.id) } } } });

    // A runner's pick-up and final update are plain SQL the ORM never sees: the trigger publishes them too.
    await startPendingJob(service, project.id, 'build');
    expect((await events.next()).data?.jobStatusChanged).toMatchObject({ id: String(retried.id), status: 'running' });
    await finishRunningJob(service, project.id, retried.id, 'success');
    expect((await events.next()).data?.jobStatusChanged).toMatchObject({ id: String(retried.id), status: 'success' });
  });

  it('delivers a played manual job by its id only', async () => {
    const project = await ciProject('gate:\n  stage: build\n  script: d\n  when: manual\nafter:\n  stage: test\n  script: a\n');
    const pipeline = (await service.api.post(`/projects/${project.id}/pipeline`, { body: { ref: 'main' } })).body;
    const gate = (await service.api.get(`/projects/${project.id}/pipelines/${pipeline.id}/jobs?scope=manual`)).body[0];
    const events = open<JobEvent>(JOBS, { jobId: String(gate.id) });
    await untilListening();
    await post(`/projects/${project.id}/pipelines/${pipeline.id}/cancel`);
    const played = await post(`/projects/${project.id}/jobs/${gate.id}/play`);
    expect(played.status).toBe(200);
    expect((await events.next()).data?.jobStatusChanged).toEqual({ id: String(gate.id), name: 'gate', status: 'pending', pipeline: { id: String(pipeline.id) } });
  });
});
