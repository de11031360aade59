import { settleJobs } from '../../subgraphs/repository/test/support';
import { createGroup, createProject, createUserWithClient } from '../support/factories';
import { expectGitlabError } from '../support/expectations';
import { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';
import { createSnippet } from '../support/snippets';
import { configureShards, settledMove } from '../support/storage-moves';

jest.setTimeout(120_000);

let service: TestService;
let shards: ReturnType<typeof configureShards>;
let user: HttpClient;

beforeAll(async () => {
  shards = configureShards();
  service = await startTestService(shards.env);
  ({ client: user } = await createUserWithClient(service.api));
}, 120_000);
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  shards?.restore();
  await new Promise((resolve) => setTimeout(resolve, 2500));
});

describe('repository storage moves: administrators only', () => {
  const paths = (ids: { project: number; snippet: number; group: number }) => [
    '/project_repository_storage_moves', '/project_repository_storage_moves/1',
    `/projects/${ids.project}/repository_storage_moves`, `/projects/${ids.project}/repository_storage_moves/1`,
    '/snippet_repository_storage_moves', '/snippet_repository_storage_moves/1',
    `/snippets/${ids.snippet}/repository_storage_moves`, `/snippets/${ids.snippet}/repository_storage_moves/1`,
    '/group_repository_storage_moves', '/group_repository_storage_moves/1',
    `/groups/${ids.group}/repository_storage_moves`, `/groups/${ids.group}/repository_storage_moves/1`,
  ];

  it('answers 403 to a signed-in non-administrator and 401 to an anonymous caller, reads and writes alike', async () => {
    const project = await createProject(user);
    const snippet = await createSnippet(user);
    const group = await createGroup(user);
    const anonymous = new HttpClient(`${service.url}/api/v4`, null);
    for (const path of paths({ project: project.id, snippet: snippet.id, group: group.id })) {
      expectGitlabError(await user.get(path), 403, { message: '403 Forbidden' });
      expectGitlabError(await anonymous.get(path), 401, { message: '401 Unauthorized' });
    }
    const posts = ['/project_repository_storage_moves', `/projects/${project.id}/repository_storage_moves`, '/snippet_repository_storage_moves',
      `/snippets/${snippet.id}/repository_storage_moves`, '/group_repository_storage_moves', `/groups/${group.id}/repository_storage_moves`];
    for (const path of posts) {
      expectGitlabError(await user.post(path, { body: { source_storage_name: 'default', destination_storage_name: 'second' } }), 403, { message: '403 Forbidden' });
    }
    // Nothing was scheduled by any of them.
    expect((await service.api.get(`/projects/${project.id}/repository_storage_moves`)).body).toEqual([]);
  });
});

describe('repository storage moves: bad input', () => {
  it('refuses an unknown destination with the validation body and moves nothing', async () => {
    const project = await createProject(service.api, { initialize_with_readme: true });
    const res = await service.api.post(`/projects/${project.id}/repository_storage_moves`, { body: { destination_storage_name: 'nowhere' } });
    expectGitlabError(res, 400, { message: { destination_storage_name: ['is not included in the list'] } });
    const blank = await service.api.post(`/projects/${project.id}/repository_storage_moves`, { body: { destination_storage_name: '' } });
    expectGitlabError(blank, 400, { message: { destination_storage_name: ["can't be blank", 'is not included in the list'] } });
    expect((await service.api.get(`/projects/${project.id}/repository_storage_moves`)).body).toEqual([]);
    // Still writable: the refused move never made it read-only.
    const branch = await service.api.post(`/projects/${project.id}/repository/branches`, { body: { branch: 'writable', ref: 'main' } });
    expect(branch.status).toBe(201);
  });

  it('answers 404 for unknown containers and moves, and for a move of another container', async () => {
    const project = await createProject(service.api, { initialize_with_readme: true });
    const other = await createProject(service.api, { initialize_with_readme: true });
    expectGitlabError(await service.api.get('/projects/999999/repository_storage_moves'), 404, { message: '404 Project Not Found' });
    expectGitlabError(await service.api.post('/projects/999999/repository_storage_moves', { body: {} }), 404, { message: '404 Project Not Found' });
    expectGitlabError(await service.api.get('/snippets/999999/repository_storage_moves'), 404, { message: '404 Snippet Not Found' });
    expectGitlabError(await service.api.get('/groups/999999/repository_storage_moves'), 404, { message: '404 Group Not Found' });
    expectGitlabError(await service.api.get('/project_repository_storage_moves/999999'), 404, { message: '404 Not found' });
    expectGitlabError(await service.api.get('/snippet_repository_storage_moves/999999'), 404, { message: '404 Not found' });
    expectGitlabError(await service.api.get('/group_repository_storage_moves/999999'), 404, { message: '404 Not found' });
    expectGitlabError(await service.api.get('/project_repository_storage_moves/abc'), 400, { error: 'repository_storage_move_id is invalid' });

    const move = await service.api.post(`/projects/${project.id}/repository_storage_moves`, { body: { destination_storage_name: 'second' } });
    expect(move.status).toBe(201);
    expectGitlabError(await service.api.get(`/projects/${other.id}/repository_storage_moves/${move.body.id}`), 404, { message: '404 Not found' });
    // A project move is not a snippet move.
    expectGitlabError(await service.api.get(`/snippet_repository_storage_moves/${move.body.id}`), 404, { message: '404 Not found' });
    await settledMove(service.api, `/projects/${project.id}/repository_storage_moves/${move.body.id}`);
  });

  it.each([
    ['/project_repository_storage_moves'], ['/snippet_repository_storage_moves'], ['/group_repository_storage_moves'],
  ])('POST %s requires a configured source_storage_name (and destination, when given)', async (path) => {
    expectGitlabError(await service.api.post(path, { body: {} }), 400, { error: 'source_storage_name is missing' });
    expectGitlabError(await service.api.post(path, { body: { source_storage_name: 'nowhere' } }), 400, { error: 'source_storage_name does not have a valid value' });
    expectGitlabError(
      await service.api.post(path, { body: { source_storage_name: 'default', destination_storage_name: 'nowhere' } }),
      400, { error: 'destination_storage_name does not have a valid value' },
    );
  });

  it('picks the destination by repository_storages_weighted when it is omitted', async () => {
    const settings = await service.api.put('/application/settings', { body: { repository_storages_weighted: { default: 0, second: 100 } } });
    expect(settings.status).toBe(200);
    expect(settings.body.repository_storages_weighted).toEqual({ default: 0, second: 100, broken: 0 });
    try {
      const project = await createProject(service.api, { initialize_with_readme: true });
      const res = await service.api.post(`/projects/${project.id}/repository_storage_moves`, { body: {} });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ source_storage_name: expect.any(String), destination_storage_name: 'second' });
      await settledMove(service.api, `/projects/${project.id}/repository_storage_moves/${res.body.id}`);
    } finally {
      await service.api.put('/application/settings', { body: { repository_storages_weighted: { default: 100, second: 0 } } });
    }
  });
});
