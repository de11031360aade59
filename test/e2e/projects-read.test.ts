import { expectGitlabError } from '../support/expectations';
import { addMember, createGroup, createProject, createUserWithClient, uniqueName } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: { user: { id: number; username: string }; client: HttpClient };
let reader: { user: { id: number }; client: HttpClient };
let group: { id: number; full_path: string };
const projects: Record<string, { id: number; path: string; path_with_namespace: string }> = {};

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
  reader = await createUserWithClient(service.api);
  group = await createGroup(owner.client, { visibility: 'public' });
  projects.public = await createProject(owner.client, { namespace_id: group.id, visibility: 'public', name: 'Alpha Public', path: uniqueName('alpha'), topics: ['red', 'blue'] });
  projects.internal = await createProject(owner.client, { namespace_id: group.id, visibility: 'internal', description: 'needle in here' });
  projects.private = await createProject(owner.client, { namespace_id: group.id, visibility: 'private' });
  projects.shared = await createProject(owner.client, { namespace_id: group.id, visibility: 'private' });
  await addMember(owner.client, `projects/${projects.shared.id}`, reader.user.id, 20);
  projects.archived = await createProject(owner.client, { namespace_id: group.id, visibility: 'public' });
  await owner.client.post(`/projects/${projects.archived.id}/archive`);
});
afterAll(async () => {
  await service?.stop();
});

const idsOf = (res: { body: Array<{ id: number }> }) => res.body.map((p) => p.id);
const mine = (res: { body: Array<{ namespace: { id: number } }> }) => res.body.filter((p) => p.namespace.id === group.id);

describe('GET /projects/:id', () => {
  it('finds a project by id, by URL-encoded full path, and by full path in another case', async () => {
    for (const ref of [String(projects.public.id), encodeURIComponent(projects.public.path_with_namespace), encodeURIComponent(projects.public.path_with_namespace.toUpperCase())]) {
      const res = await reader.client.get(`/projects/${ref}`);
      expect({ status: res.status, id: res.body.id }).toEqual({ status: 200, id: projects.public.id });
    }
  });

  it('does not resolve a path without a namespace', async () => {
    expectGitlabError(await service.api.get(`/projects/${projects.public.path}`), 404, { message: '404 Project Not Found' });
  });

  it('answers 404 for an unknown id', async () => {
    expectGitlabError(await service.api.get('/projects/999999'), 404, { message: '404 Project Not Found' });
  });

  it('shows the caller\'s permissions: direct project access and inherited group access', async () => {
    const asReader = await reader.client.get(`/projects/${projects.shared.id}`);
    expect(asReader.body.permissions).toEqual({ project_access: { access_level: 20, notification_level: 3 }, group_access: null });
    const asOwner = await owner.client.get(`/projects/${projects.shared.id}`);
    expect(asOwner.body.permissions).toEqual({ project_access: null, group_access: { access_level: 50, notification_level: 3 } });
  });

  it('answers anonymous callers the Project entity without permissions', async () => {
    const res = await service.api.as(null).get(`/projects/${projects.public.id}`);
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('permissions');
    expect(res.body).toMatchObject({ visibility: 'public', topics: ['blue', 'red'], tag_list: ['blue', 'red'] });
  });

  it('includes statistics only when asked for, and only for reporters and above', async () => {
    const zero = { commit_count: 0, storage_size: 0, repository_size: 0, wiki_size: 0, lfs_objects_size: 0, job_artifacts_size: 0, pipeline_artifacts_size: 0, packages_size: 0, snippets_size: 0, uploads_size: 0, container_registry_size: 0 };
    expect((await owner.client.get(`/projects/${projects.public.id}?statistics=true`)).body.statistics).toEqual(zero);
    expect((await owner.client.get(`/projects/${projects.public.id}`)).body).not.toHaveProperty('statistics');
    expect((await reader.client.get(`/projects/${projects.public.id}?statistics=true`)).body).not.toHaveProperty('statistics');
  });
});

describe('GET /projects', () => {
  it('lists only public projects to anonymous callers, as BasicProjectDetails', async () => {
    const res = await service.api.as(null).get('/projects?per_page=100');
    expect(mine(res).map((p) => p.id).sort()).toEqual([projects.public.id, projects.archived.id].sort());
    expect(res.body[0]).not.toHaveProperty('permissions');
    expect(res.body[0]).not.toHaveProperty('_links');
  });

  it('lists public, internal and member projects to a signed-in user, newest first', async () => {
    const res = await reader.client.get('/projects?per_page=100');
    expect(idsOf({ body: mine(res) })).toEqual([projects.archived.id, projects.shared.id, projects.internal.id, projects.public.id]);
    expect(res.body[0]).toHaveProperty('permissions');
  });

  it.each([
    ['visibility=internal', () => [projects.internal.id]],
    ['membership=true', () => [projects.shared.id]],
    ['min_access_level=20', () => [projects.shared.id]],
    ['archived=true', () => [projects.archived.id]],
    ['search=needle', () => [projects.internal.id]],
    ['topic=red', () => [projects.public.id]],
  ])('filters with %s', async (query, expected) => {
    const res = await reader.client.get(`/projects?${query}&per_page=100`);
    expect(idsOf({ body: mine(res) })).toEqual(expected());
  });

  it('lists owned projects of the owner only through owned=true', async () => {
    const personal = await createProject(reader.client);
    const res = await reader.client.get('/projects?owned=true');
    expect(idsOf(res)).toEqual([personal.id]);
  });

  it('orders by name ascending and answers simple entities', async () => {
    const res = await reader.client.get('/projects?order_by=name&sort=asc&simple=true&per_page=100');
    const names = res.body.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(Object.keys(res.body[0])).toEqual([
      'id', 'description', 'name', 'name_with_namespace', 'path', 'path_with_namespace', 'created_at', 'default_branch', 'tag_list',
      'topics', 'ssh_url_to_repo', 'http_url_to_repo', 'web_url', 'readme_url', 'forks_count', 'avatar_url', 'star_count',
      'last_activity_at', 'namespace',
    ]);
  });

  it('answers GitLab\'s offset headers', async () => {
    const res = await reader.client.get(`/projects?per_page=1&page=2&search=${projects.public.path}`);
    expect(res.body).toEqual([]);
    expect(['x-total', 'x-total-pages', 'x-page', 'x-per-page', 'x-next-page', 'x-prev-page'].map((h) => res.headers.get(h))).toEqual(['1', '1', '2', '1', '', '']);
  });

  it('walks every project once with keyset pagination by id, linking with the next position', async () => {
    const seen: number[] = [];
    let url: string | null = '/projects?pagination=keyset&order_by=id&sort=asc&per_page=2';
    while (url) {
      const res: { body: Array<{ id: number }>; headers: Headers } = await reader.client.get(url);
      seen.push(...res.body.map((p) => p.id));
      const link = res.headers.get('link');
      expect(res.headers.get('x-total')).toBeNull();
      url = link ? link.match(/<[^>]*\/api\/v4([^>]+)>; rel="next"/)![1] : null;
    }
    const all = await reader.client.get('/projects?order_by=id&sort=asc&per_page=100');
    expect(seen).toEqual(idsOf(all));
  });

  it('refuses keyset pagination for other orders', async () => {
    expectGitlabError(await reader.client.get('/projects?pagination=keyset&order_by=name'), 405, {
      error: 'Keyset pagination is not yet available for this type of request',
    });
  });

  it('refuses offsets beyond 50,000 rows', async () => {
    expectGitlabError(await reader.client.get('/projects?page=501&per_page=100'), 405, {
      error: 'Offset pagination has a maximum allowed offset of 50000 for requests that return objects of type Project. Remaining records can be retrieved using keyset pagination.',
    });
  });

  it('supports id_after and id_before', async () => {
    const res = await reader.client.get(`/projects?id_after=${projects.internal.id}&id_before=${projects.archived.id}&per_page=100`);
    expect(idsOf({ body: mine(res) })).toEqual([projects.shared.id]);
  });
});
