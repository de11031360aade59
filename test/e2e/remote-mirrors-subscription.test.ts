import type { Client } from 'graphql-ws';
import { settleJobs } from '../../subgraphs/repository/test/support';
import { addMember, allowLocalWebHooks, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { Scratch } from '../support/git-cli';
import { GitHttpBackend } from '../support/git-http-backend';
import { startTestService, type TestService } from '../support/service';
import { EventSubscription, subscriptionClient } from '../support/subscriptions';

// `remoteMirrorUpdated` over graphql-ws (ARCHITECTURE §6): every update status in order, with the
// project resolved by collaboration through the gateway; only Maintainers hear a project's mirrors.
/** Seconds, not GitLab's minutes, between a mirror's updates and retries. */
const FAST_MIRRORS = { REMOTE_MIRROR_BACKOFF_SECONDS: '1', REMOTE_MIRROR_SWEEP_SECONDS: '2' };
jest.setTimeout(90_000);

interface MirrorEvent {
  data?: { remoteMirrorUpdated: { id: string; updateStatus: string; url: string; lastError: string | null; project: { id: string; name: string } } } | null;
  errors?: unknown[];
}
const MIRRORS = `subscription ($projectId: ID, $mirrorId: ID) {
  remoteMirrorUpdated(projectId: $projectId, mirrorId: $mirrorId) { id updateStatus url lastError project { id name } }
}`;

let service: TestService;
let backend: GitHttpBackend;
let rootClient: Client;
let developerClient: Client;
let probe: { project: CreatedProject; mirrorId: number };
const scratch = new Scratch();
const disposables: Array<() => Promise<void> | void> = [];

async function createMirror(project: CreatedProject, name: string, credentials?: string): Promise<number> {
  await backend.createBare(name);
  const res = await service.api.post(`/projects/${project.id}/remote_mirrors`, { body: { enabled: true, url: backend.repoUrl(name, credentials) } });
  if (res.status !== 201) throw new Error(`mirror create failed: ${res.status} ${res.text}`);
  return res.body.id;
}

beforeAll(async () => {
  service = await startTestService(FAST_MIRRORS);
  backend = await GitHttpBackend.start(scratch.dir());
  await allowLocalWebHooks(service.api);
  const developer = await createUserWithClient(service.api);
  rootClient = subscriptionClient(service.server.port, service.rootToken);
  developerClient = subscriptionClient(service.server.port, developer.token);
  disposables.push(() => rootClient.dispose(), () => developerClient.dispose());
  const probeProject = await createProject(service.api, { initialize_with_readme: true });
  probe = { project: probeProject, mirrorId: await createMirror(probeProject, 'probe') };
  // The developer administers the probe project's mirrors, so their socket can be probed too.
  await addMember(service.api, `projects/${probeProject.id}`, developer.user.id, 40);
  (globalThis as any).developerId = developer.user.id;
}, 90_000);
afterAll(async () => {
  for (const dispose of disposables.reverse()) await dispose();
  await backend?.stop();
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  scratch.cleanup();
  await new Promise((resolve) => setTimeout(resolve, 2500));
});

function open(client: Client, variables: Record<string, unknown>): EventSubscription<MirrorEvent> {
  const subscription = EventSubscription.open<MirrorEvent>(client, MIRRORS, variables);
  disposables.push(() => subscription.close());
  return subscription;
}

/** Subscriptions start in the order their socket carries them: once a later probe hears, earlier ones listen. */
async function untilListening(client: Client): Promise<void> {
  const events = open(client, { projectId: String(probe.project.id) });
  for (let attempt = 0; attempt < 15; attempt++) {
    await service.api.post(`/projects/${probe.project.id}/remote_mirrors/${probe.mirrorId}/sync`);
    if (await events.arrives(3000)) return;
  }
  throw new Error('the subscription never started listening');
}

async function statusesUntil(events: EventSubscription<MirrorEvent>, last: string): Promise<MirrorEvent[]> {
  const seen: MirrorEvent[] = [];
  while (seen[seen.length - 1]?.data?.remoteMirrorUpdated.updateStatus !== last) seen.push(await events.next(30_000));
  return seen;
}

describe('subscription remoteMirrorUpdated', () => {
  it('delivers started then finished to a Maintainer, masked, with the project from collaboration; a Developer hears nothing', async () => {
    const project = await createProject(service.api, { initialize_with_readme: true });
    await addMember(service.api, `projects/${project.id}`, (globalThis as any).developerId, 30);
    const mirrorId = await createMirror(project, 'watched', 'watcher:watch-secret');
    const events = open(rootClient, { projectId: String(project.id) });
    const developerEvents = open(developerClient, { projectId: String(project.id) });
    await untilListening(rootClient);
    await untilListening(developerClient);

    expect((await service.api.post(`/projects/${project.id}/remote_mirrors/${mirrorId}/sync`)).status).toBe(204);
    const seen = await statusesUntil(events, 'finished');
    expect(seen.map((e) => e.data?.remoteMirrorUpdated.updateStatus)).toEqual(['started', 'finished']);
    expect(seen[1]).toEqual({
      data: {
        remoteMirrorUpdated: {
          id: String(mirrorId), updateStatus: 'finished', url: `${backend.url.replace('http://', 'http://*****:*****@')}/watched.git`,
          lastError: null, project: { id: String(project.id), name: project.name },
        },
      },
    });
    expect(await developerEvents.arrives(3000)).toBe(false);
  });

  it('filters by mirror: another mirror of the same project is not delivered', async () => {
    const project = await createProject(service.api, { initialize_with_readme: true });
    const [watched, other] = [await createMirror(project, 'one'), await createMirror(project, 'two')];
    const events = open(rootClient, { projectId: String(project.id), mirrorId: String(watched) });
    await untilListening(rootClient);
    await service.api.post(`/projects/${project.id}/remote_mirrors/${other}/sync`);
    await service.api.post(`/projects/${project.id}/remote_mirrors/${watched}/sync`);
    const seen = await statusesUntil(events, 'finished');
    expect(seen.map((e) => e.data?.remoteMirrorUpdated.id)).toEqual([String(watched), String(watched)]);
  });
});
