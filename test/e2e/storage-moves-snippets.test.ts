import fs from 'node:fs';
import type { Client } from 'graphql-ws';
import { settleJobs } from '../../subgraphs/repository/test/support';
import { createUserWithClient } from '../support/factories';
import { eventually, expectGitlabError } from '../support/expectations';
import { git, Scratch } from '../support/git-cli';
import { startTestService, type TestService } from '../support/service';
import { createSnippet } from '../support/snippets';
import { configureShards, holdRepository, onShard, repositoryFingerprint, settledMove } from '../support/storage-moves';
import { EventSubscription, subscriptionClient } from '../support/subscriptions';

jest.setTimeout(120_000);

interface MoveEvent {
  data?: { storageMoveStateChanged: { id: string; state: string; snippet: { id: string; title: string } | null } } | null;
  errors?: unknown[];
}

const MOVES = `subscription ($snippetId: ID) {
  storageMoveStateChanged(snippetId: $snippetId) { id state snippet { id title } }
}`;
const READ_ONLY = 'The repository is temporarily read-only. Please try again later.';

let service: TestService;
let client: Client;
let shards: ReturnType<typeof configureShards>;
const scratch = new Scratch();

beforeAll(async () => {
  shards = configureShards();
  service = await startTestService(shards.env);
  client = subscriptionClient(service.server.port, service.rootToken);
}, 120_000);
afterAll(async () => {
  await client?.dispose();
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  shards?.restore();
  scratch.cleanup();
  await new Promise((resolve) => setTimeout(resolve, 2500));
});

const snippetDir = (snippet: Record<string, any>) => eventually(async () => {
  const rows = await service.server.backend.subgraphs.find((s) => s.name === 'repository')!.runtime.orm.em.fork()
    .getConnection().execute(`select storage, disk_path from "repository"."snippets" where id = ${Number(snippet.id)}`);
  const dataDir = service.dataDir;
  return rows[0] ? `${dataDir}/repositories/${rows[0].storage}/${rows[0].disk_path}.git` : undefined;
});

/** Events until the move reached a terminal state. */
async function statesUntilDone(subscription: EventSubscription<MoveEvent>): Promise<string[]> {
  const states: string[] = [];
  while (!['finished', 'failed', 'cleanup failed'].includes(states[states.length - 1])) {
    const event = await subscription.next(30_000);
    expect(event.errors).toBeUndefined();
    states.push(event.data!.storageMoveStateChanged.state);
  }
  return states;
}

describe('snippet repository storage moves', () => {
  it('moves a snippet while a subscriber sees every state; the clone is the same byte for byte', async () => {
    const snippet = await createSnippet(service.api, { title: 'Moved snippet', files: [{ file_path: 'a.rb', content: 'puts 1\n' }, { file_path: 'b.rb', content: 'puts 2\n' }] });
    await service.api.put(`/snippets/${snippet.id}`, { body: { files: [{ action: 'update', file_path: 'a.rb', content: 'puts 3\n' }] } });
    const sourceDir = await snippetDir(snippet);
    const before = await repositoryFingerprint(sourceDir);
    const subscription = EventSubscription.open<MoveEvent>(client, MOVES, { snippetId: String(snippet.id) });
    // A non-administrator may subscribe, and is never told about moves.
    const { token } = await createUserWithClient(service.api);
    const outsider = subscriptionClient(service.server.port, token);
    const outsiderEvents = EventSubscription.open<MoveEvent>(outsider, MOVES, { snippetId: String(snippet.id) });
    // Until it listens: moves of this snippet to the shard it is on finish at once, and their events tell.
    for (let attempt = 0; ; attempt++) {
      const probe = await service.api.post(`/snippets/${snippet.id}/repository_storage_moves`, { body: { destination_storage_name: 'default' } });
      await settledMove(service.api, `/snippets/${snippet.id}/repository_storage_moves/${probe.body.id}`);
      if (await subscription.arrives(2000)) break;
      if (attempt === 10) throw new Error('the subscription never started listening');
    }
    await eventually(async () => ((await subscription.arrives(500)) ? undefined : true));

    const res = await service.api.post(`/snippets/${snippet.id}/repository_storage_moves`, { body: { destination_storage_name: 'second' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number), created_at: expect.any(String), state: 'scheduled', source_storage_name: 'default',
      destination_storage_name: 'second', error_message: null,
      snippet: {
        id: snippet.id, title: 'Moved snippet', description: null, visibility: 'private', author: snippet.author,
        created_at: snippet.created_at, updated_at: expect.any(String), project_id: null, web_url: snippet.web_url, raw_url: snippet.raw_url,
        ssh_url_to_repo: snippet.ssh_url_to_repo, http_url_to_repo: snippet.http_url_to_repo,
      },
    });
    expect(await statesUntilDone(subscription)).toEqual(['initial', 'scheduled', 'started', 'replicated', 'finished']);
    await subscription.close();
    expect(await outsiderEvents.arrives(1000)).toBe(false);
    await outsiderEvents.close();
    await outsider.dispose();

    expect(fs.existsSync(sourceDir)).toBe(false);
    expect(await repositoryFingerprint(onShard(sourceDir, shards.secondRoot))).toEqual(before);
    expect((await service.api.get(`/snippets/${snippet.id}`)).body.repository_storage).toBe('second');
    expect((await service.api.get(`/snippets/${snippet.id}/files/main/a.rb/raw`)).text).toBe('puts 3\n');
    const work = scratch.dir();
    const url = new URL(snippet.http_url_to_repo);
    url.username = 'root';
    url.password = service.rootToken;
    await git(work, 'clone', '--mirror', url.toString(), 'mirror.git');
    expect((await repositoryFingerprint(`${work}/mirror.git`)).refs).toBe(before.refs);
  });

  it('refuses file changes while the snippet is moved, and lists the moves newest first', async () => {
    const snippet = await createSnippet(service.api, { title: 'Busy snippet' });
    const hold = holdRepository(await snippetDir(snippet));
    const res = await service.api.post(`/snippets/${snippet.id}/repository_storage_moves`, { body: { destination_storage_name: 'second' } });
    try {
      const update = await service.api.put(`/snippets/${snippet.id}`, { body: { files: [{ action: 'update', file_path: 'hello.rb', content: 'x' }] } });
      expectGitlabError(update, 400, { message: READ_ONLY });
      const again = await service.api.post(`/snippets/${snippet.id}/repository_storage_moves`, { body: { destination_storage_name: 'second' } });
      expectGitlabError(again, 400, { message: { snippet: ['is read-only'] } });
      // Only the files are in the repository: the title may change meanwhile.
      expect((await service.api.put(`/snippets/${snippet.id}`, { body: { title: 'Renamed' } })).status).toBe(200);
    } finally {
      hold.release();
      await hold.done;
    }
    expect((await settledMove(service.api, `/snippets/${snippet.id}/repository_storage_moves/${res.body.id}`)).state).toBe('finished');
    const back = await service.api.post(`/snippets/${snippet.id}/repository_storage_moves`, { body: { destination_storage_name: 'default' } });
    await settledMove(service.api, `/snippets/${snippet.id}/repository_storage_moves/${back.body.id}`);

    const own = await service.api.get(`/snippets/${snippet.id}/repository_storage_moves`);
    expect(own.body.map((m: any) => [m.id, m.source_storage_name, m.destination_storage_name])).toEqual([
      [back.body.id, 'second', 'default'], [res.body.id, 'default', 'second'],
    ]);
    const all = await service.api.get('/snippet_repository_storage_moves?per_page=1');
    expect(all.status).toBe(200);
    expect(all.headers.get('x-per-page')).toBe('1');
    expect(all.body).toEqual([expect.objectContaining({ id: back.body.id, snippet: expect.objectContaining({ title: 'Renamed' }) })]);
    expect((await service.api.get(`/snippet_repository_storage_moves/${res.body.id}`)).body).toMatchObject({ id: res.body.id, state: 'finished' });
    // A snippet move is not a project move.
    expectGitlabError(await service.api.get(`/project_repository_storage_moves/${res.body.id}`), 404, { message: '404 Not found' });
  });
});
