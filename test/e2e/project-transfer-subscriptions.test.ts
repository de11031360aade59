import type { Client } from 'graphql-ws';
import { createProject, createUserWithClient, uniqueName } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { EventSubscription, subscriptionClient } from '../support/subscriptions';
import { downloadExport, uploadImport, waitForExport, waitForImport } from '../support/transfer';

interface ExportEvent {
  data?: { projectExportStatusChanged: { id: string; exportStatus: string; project: { id: string; name: string } } } | null;
}
interface ImportEvent {
  data?: { projectImportStatusChanged: { id: string; importStatus: string; failedRelations: unknown[]; project: { path: string } } } | null;
}

const EXPORTS = `subscription ($projectId: ID) {
  projectExportStatusChanged(projectId: $projectId) { id exportStatus project { id name } }
}`;
const IMPORTS = `subscription ($projectId: ID) {
  projectImportStatusChanged(projectId: $projectId) { id importStatus failedRelations project { path } }
}`;

jest.setTimeout(60_000);

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;
let client: Client;
const disposables: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
  client = subscriptionClient(service.server.port, owner.token);
  disposables.push(() => client.dispose());
});
afterAll(async () => {
  for (const dispose of disposables.reverse()) await dispose();
  await service?.stop();
});

function open<T>(query: string, variables: Record<string, unknown>): EventSubscription<T> {
  const subscription = EventSubscription.open<T>(client, query, variables);
  disposables.push(() => subscription.close());
  return subscription;
}

/** Events until one satisfies `last` (each within the deadline). */
async function until<T>(subscription: EventSubscription<T>, last: (event: T) => boolean, within = 15_000): Promise<T[]> {
  const events: T[] = [];
  for (;;) {
    const event = await subscription.next(within);
    events.push(event);
    if (last(event)) return events;
  }
}

describe('projectExportStatusChanged and projectImportStatusChanged', () => {
  it('deliver every transition of an export and of the import of its archive, with the subscriber’s selection', async () => {
    const project = await createProject(owner.client, { initialize_with_readme: true });
    const imports = open<ImportEvent>(IMPORTS, {});
    const exports = open<ExportEvent>(EXPORTS, { projectId: String(project.id) });
    // Subscriptions start in the order the socket carries them: once the export feed answers, both listen.
    let events: ExportEvent[] = [];
    for (let attempt = 0; attempt < 20 && !events.length; attempt++) {
      await owner.client.post(`/projects/${project.id}/export`);
      await waitForExport(owner.client, project.id);
      events = await until(exports, (e) => e.data?.projectExportStatusChanged.exportStatus === 'finished', 2000).catch(() => []);
    }
    await owner.client.post(`/projects/${project.id}/export`);
    const second = await until(exports, (e) => e.data?.projectExportStatusChanged.exportStatus === 'finished');
    // A file from the first export exists while the second runs: GitLab's regeneration_in_progress. Each event is
    // answered with the status when it is delivered, so a slow delivery may already read the next state.
    expect(second).toHaveLength(3);
    for (const event of second) expect(['regeneration_in_progress', 'finished']).toContain(event.data!.projectExportStatusChanged.exportStatus);
    expect(second[2].data!.projectExportStatusChanged).toEqual({ id: String(project.id), exportStatus: 'finished', project: { id: String(project.id), name: project.name } });

    const { bytes } = await downloadExport(owner.client, project.id);
    const path = uniqueName('copy');
    const created = await uploadImport(owner.client, bytes, { path });
    await waitForImport(owner.client, created.body.id);
    const transitions = await until(imports, (e) => e.data?.projectImportStatusChanged.importStatus === 'finished');
    expect(transitions).toHaveLength(3);
    for (const event of transitions) {
      expect(event.data!.projectImportStatusChanged).toEqual({ id: String(created.body.id), importStatus: expect.any(String), failedRelations: [], project: { path } });
      expect(['scheduled', 'started', 'finished']).toContain(event.data!.projectImportStatusChanged.importStatus);
    }
  });

  it('does not deliver another user’s project events', async () => {
    const stranger = await createUserWithClient(service.api);
    const theirs = await createProject(stranger.client, { initialize_with_readme: true });
    const mine = await createProject(owner.client, { initialize_with_readme: true });
    const feed = open<ExportEvent>(EXPORTS, {});
    const probe = open<ExportEvent>(EXPORTS, { projectId: String(mine.id) });
    // Once the later probe hears this project's export, the earlier unfiltered feed listens too.
    let heard = false;
    for (let attempt = 0; attempt < 20 && !heard; attempt++) {
      await owner.client.post(`/projects/${mine.id}/export`);
      await waitForExport(owner.client, mine.id);
      heard = await probe.arrives(2000);
    }
    await until(feed, (e) => e.data?.projectExportStatusChanged.exportStatus === 'finished');
    await stranger.client.post(`/projects/${theirs.id}/export`);
    await waitForExport(stranger.client, theirs.id);
    await owner.client.post(`/projects/${mine.id}/export`);
    const events = await until(feed, (e) => e.data?.projectExportStatusChanged.exportStatus === 'finished');
    expect(new Set(events.map((e) => e.data?.projectExportStatusChanged.id))).toEqual(new Set([String(mine.id)]));
  });
});
