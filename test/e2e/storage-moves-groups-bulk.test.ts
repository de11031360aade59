import { settleJobs } from '../../subgraphs/repository/test/support';
import { createGroup, createProject } from '../support/factories';
import { eventually, expectGitlabError } from '../support/expectations';
import { startTestService, type TestService } from '../support/service';
import { createSnippet } from '../support/snippets';
import { configureShards, settledMove } from '../support/storage-moves';

jest.setTimeout(120_000);

let service: TestService;
let shards: ReturnType<typeof configureShards>;

beforeAll(async () => {
  shards = configureShards();
  service = await startTestService(shards.env);
}, 120_000);
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  shards?.restore();
  await new Promise((resolve) => setTimeout(resolve, 2500));
});

describe('group repository storage moves', () => {
  it('moves a group whose wiki repository does not exist yet (nothing to copy, the record moves)', async () => {
    const group = await createGroup(service.api);
    const res = await service.api.post(`/groups/${group.full_path.replace(/\//g, '%2F')}/repository_storage_moves`, { body: { destination_storage_name: 'second' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number), created_at: expect.any(String), state: 'scheduled', source_storage_name: 'default',
      destination_storage_name: 'second', error_message: null, group: { id: group.id, web_url: group.web_url, name: group.name },
    });
    expect((await settledMove(service.api, `/groups/${group.id}/repository_storage_moves/${res.body.id}`)).state).toBe('finished');
    // The next move starts from where the last one left the group.
    const back = await service.api.post(`/groups/${group.id}/repository_storage_moves`, { body: { destination_storage_name: 'default' } });
    expect(back.body).toMatchObject({ source_storage_name: 'second', destination_storage_name: 'default' });
    await settledMove(service.api, `/groups/${group.id}/repository_storage_moves/${back.body.id}`);
    const list = await service.api.get(`/groups/${group.id}/repository_storage_moves`);
    expect(list.body.map((m: any) => m.id)).toEqual([back.body.id, res.body.id]);
    const global = await service.api.get(`/group_repository_storage_moves/${res.body.id}`);
    expect(global.body).toMatchObject({ id: res.body.id, state: 'finished', group: { id: group.id } });
    expectGitlabError(await service.api.get(`/groups/${group.id}/repository_storage_moves/${res.body.id + 1000}`), 404, { message: '404 Not found' });
  });
});

describe('bulk repository storage moves', () => {
  it('moves every project on the source shard and answers 202 at once', async () => {
    const projects = await Promise.all([1, 2, 3].map(() => createProject(service.api, { initialize_with_readme: true })));
    const res = await service.api.post('/project_repository_storage_moves', { body: { source_storage_name: 'default', destination_storage_name: 'second' } });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: '202 Accepted' });
    for (const project of projects) {
      await eventually(async () => ((await service.api.get(`/projects/${project.id}`)).body.repository_storage === 'second' ? true : undefined), 60_000);
      const moves = await service.api.get(`/projects/${project.id}/repository_storage_moves`);
      expect(moves.body).toEqual([expect.objectContaining({ source_storage_name: 'default', destination_storage_name: 'second' })]);
      await settledMove(service.api, `/projects/${project.id}/repository_storage_moves/${moves.body[0].id}`);
    }
    const all = await service.api.get('/project_repository_storage_moves');
    expect(all.body.filter((m: any) => projects.some((p) => p.id === m.project.id)).map((m: any) => m.state)).toEqual(['finished', 'finished', 'finished']);
    // Nothing left behind on the old shard: the admin list filter (lib/api/helpers.rb project_finder_params_ce).
    const leftBehind = await service.api.get('/projects?repository_storage=default');
    expect(leftBehind.body.filter((p: any) => projects.some((q) => q.id === p.id))).toEqual([]);
    const onSecond = await service.api.get('/projects?repository_storage=second&per_page=100');
    expect(projects.every((p) => onSecond.body.some((q: any) => q.id === p.id))).toBe(true);
  });

  it('moves every snippet on the source shard', async () => {
    const snippet = await createSnippet(service.api);
    const res = await service.api.post('/snippet_repository_storage_moves', { body: { source_storage_name: 'default', destination_storage_name: 'second' } });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: '202 Accepted' });
    await eventually(async () => ((await service.api.get(`/snippets/${snippet.id}`)).body.repository_storage === 'second' ? true : undefined), 60_000);
    const onSecond = await service.api.get('/snippets/all?repository_storage=second');
    expect(onSecond.body.map((s: any) => s.id)).toContain(snippet.id);
  });

  it('moves every group wiki on the source shard', async () => {
    const group = await createGroup(service.api);
    const first = await service.api.post(`/groups/${group.id}/repository_storage_moves`, { body: { destination_storage_name: 'second' } });
    await settledMove(service.api, `/groups/${group.id}/repository_storage_moves/${first.body.id}`);
    const res = await service.api.post('/group_repository_storage_moves', { body: { source_storage_name: 'second', destination_storage_name: 'default' } });
    expect(res.status).toBe(202);
    const moves = await eventually(async () => {
      const list = await service.api.get(`/groups/${group.id}/repository_storage_moves`);
      return list.body.length === 2 && list.body[0].state === 'finished' ? list.body : undefined;
    }, 60_000);
    expect(moves[0]).toMatchObject({ source_storage_name: 'second', destination_storage_name: 'default' });
  });
});
