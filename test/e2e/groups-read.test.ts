import { expectGitlabError } from '../support/expectations';
import { addMember, createGroup, createProject, createUserWithClient, uniqueName, type CreatedGroup } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: { user: { id: number }; client: HttpClient };
let member: { user: { id: number }; client: HttpClient };
const tag = uniqueName('t');
const g: Record<'public' | 'internal' | 'private' | 'child' | 'grandchild' | 'joined', CreatedGroup> = {} as never;

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
  member = await createUserWithClient(service.api);
  g.public = await createGroup(owner.client, { name: `${tag} a public`, path: `${tag}-a`, visibility: 'public' });
  g.internal = await createGroup(owner.client, { name: `${tag} b internal`, path: `${tag}-b`, visibility: 'internal' });
  g.private = await createGroup(owner.client, { name: `${tag} c private`, path: `${tag}-c`, visibility: 'private' });
  g.joined = await createGroup(owner.client, { name: `${tag} d joined`, path: `${tag}-d`, visibility: 'private' });
  await addMember(owner.client, `groups/${g.joined.id}`, member.user.id, 30);
  g.child = await createGroup(owner.client, { name: `${tag} e child`, path: 'e', parent_id: g.public.id, visibility: 'public' });
  g.grandchild = await createGroup(owner.client, { name: `${tag} f grandchild`, path: 'f', parent_id: g.child.id, visibility: 'public' });
});
afterAll(async () => {
  await service?.stop();
});

const ids = (res: { body: Array<{ id: number }> }) => res.body.map((x) => x.id);

describe('GET /groups', () => {
  it('lists public groups to anonymous callers', async () => {
    expect(ids(await service.api.as(null).get(`/groups?search=${tag}`))).toEqual([g.public.id, g.child.id, g.grandchild.id]);
  });

  it('lists a signed-in user\'s own groups by default, and every visible group with all_available', async () => {
    expect(ids(await member.client.get(`/groups?search=${tag}`))).toEqual([g.joined.id]);
    expect(ids(await member.client.get(`/groups?search=${tag}&all_available=true`))).toEqual([g.public.id, g.internal.id, g.joined.id, g.child.id, g.grandchild.id]);
  });

  it('lists every group to administrators', async () => {
    expect(ids(await service.api.get(`/groups?search=${tag}`))).toHaveLength(6);
  });

  it.each([
    ['top_level_only=true', () => [g.public.id, g.internal.id, g.private.id, g.joined.id]],
    ['owned=true&visibility=public', () => [g.public.id, g.child.id, g.grandchild.id]],
    ['min_access_level=30&visibility=private', () => [g.private.id, g.joined.id]],
    ['order_by=path&sort=desc&visibility=public', () => [g.public.id, g.grandchild.id, g.child.id]],
    ['order_by=id&visibility=internal', () => [g.internal.id]],
  ])('filters with %s', async (query, expected) => {
    expect(ids(await owner.client.get(`/groups?search=${tag}&${query}`))).toEqual(expected());
  });

  it('skips the groups in skip_groups[]', async () => {
    const res = await owner.client.get(`/groups?search=${tag}&top_level_only=true&skip_groups[]=${g.public.id}&skip_groups[]=${g.private.id}`);
    expect(ids(res)).toEqual([g.internal.id, g.joined.id]);
  });

  it('shows statistics and custom attributes to administrators only', async () => {
    await service.api.put(`/groups/${g.public.id}/custom_attributes/tier`, { body: { value: 'gold' } });
    const admin = await service.api.get(`/groups?search=${tag}-a&statistics=true&with_custom_attributes=true&top_level_only=true`);
    expect(admin.body[0]).toMatchObject({
      custom_attributes: [{ key: 'tier', value: 'gold' }],
      statistics: { storage_size: 0, repository_size: 0, wiki_size: 0, lfs_objects_size: 0, job_artifacts_size: 0, pipeline_artifacts_size: 0, packages_size: 0, snippets_size: 0, uploads_size: 0 },
    });
    const user = await owner.client.get(`/groups?search=${tag}-a&statistics=true&with_custom_attributes=true&top_level_only=true`);
    expect(user.body[0]).not.toHaveProperty('statistics');
    expect(user.body[0]).not.toHaveProperty('custom_attributes');
    expect(ids(await service.api.get('/groups?custom_attributes[tier]=gold'))).toEqual([g.public.id]);
  });

  it('pages anonymous callers by keyset on name, with an opaque cursor', async () => {
    const first = await service.api.as(null).get(`/groups?search=${tag}&pagination=keyset&order_by=name&sort=asc&per_page=2`);
    expect(ids(first)).toEqual([g.public.id, g.child.id]);
    const next = first.headers.get('link')!.match(/<[^>]*\/api\/v4([^>]+)>; rel="next"/)![1];
    expect(next).toMatch(/cursor=/);
    const second = await service.api.as(null).get(next);
    expect(ids(second)).toEqual([g.grandchild.id]);
    expect(second.headers.get('link')).toBeNull();
  });

  it('refuses keyset pagination to signed-in callers', async () => {
    expectGitlabError(await owner.client.get('/groups?pagination=keyset&order_by=name&sort=asc'), 405, {
      error: 'Keyset pagination is not yet available for this type of request',
    });
  });
});

describe('GET /groups/:id', () => {
  it('answers GroupDetail with the visible projects, by id or by full path', async () => {
    const visible = await createProject(owner.client, { namespace_id: g.public.id, visibility: 'public' });
    const hidden = await createProject(owner.client, { namespace_id: g.public.id, visibility: 'private' });
    const anon = await service.api.as(null).get(`/groups/${g.public.id}`);
    expect(anon.body.projects.map((p: { id: number }) => p.id)).toEqual([visible.id]);
    expect(anon.body.projects[0]).toMatchObject({ id: visible.id, namespace: { id: g.public.id, kind: 'group' } });
    const byPath = await owner.client.get(`/groups/${encodeURIComponent(g.grandchild.full_path)}`);
    expect(byPath.body).toMatchObject({ id: g.grandchild.id, full_name: `${tag} a public / ${tag} e child / ${tag} f grandchild` });
    expect((await owner.client.get(`/groups/${g.public.id}`)).body.projects.map((p: { id: number }) => p.id)).toEqual([hidden.id, visible.id]);
  });

  it('leaves projects out with with_projects=false', async () => {
    const res = await owner.client.get(`/groups/${g.public.id}?with_projects=false`);
    expect(res.body).not.toHaveProperty('projects');
    expect(res.body).not.toHaveProperty('shared_projects');
  });

  it('answers 404 for an unknown group', async () => {
    expectGitlabError(await owner.client.get('/groups/no-such-group'), 404, { message: '404 Group Not Found' });
  });
});

describe('subgroups and descendants', () => {
  it('lists direct subgroups and all descendants', async () => {
    expect(ids(await service.api.as(null).get(`/groups/${g.public.id}/subgroups`))).toEqual([g.child.id]);
    expect(ids(await service.api.as(null).get(`/groups/${g.public.id}/descendant_groups`))).toEqual([g.child.id, g.grandchild.id]);
  });

  it('lets a member of a subgroup see the private parent', async () => {
    const parent = await createGroup(owner.client, { visibility: 'private' });
    const sub = await createGroup(owner.client, { name: uniqueName('s'), path: uniqueName('s'), parent_id: parent.id });
    await addMember(owner.client, `groups/${sub.id}`, member.user.id, 10);
    expect((await member.client.get(`/groups/${parent.id}`)).status).toBe(200);
    expect(ids(await member.client.get(`/groups/${parent.id}/subgroups`))).toEqual([sub.id]);
  });
});

describe('GET /groups/:id/projects', () => {
  it('lists the group\'s projects, with subgroups\' on include_subgroups', async () => {
    const top = await createProject(owner.client, { namespace_id: g.child.id, visibility: 'public' });
    const deep = await createProject(owner.client, { namespace_id: g.grandchild.id, visibility: 'public' });
    expect(ids(await service.api.as(null).get(`/groups/${g.child.id}/projects`))).toEqual([top.id]);
    expect(ids(await service.api.as(null).get(`/groups/${g.child.id}/projects?include_subgroups=true`))).toEqual([deep.id, top.id]);
    const res = await owner.client.get(`/groups/${g.child.id}/projects?simple=true`);
    expect(res.body[0]).not.toHaveProperty('_links');
    const full = await owner.client.get(`/groups/${g.child.id}/projects`);
    expect(full.body[0]).toHaveProperty('_links');
    expect(full.body[0]).not.toHaveProperty('permissions');
  });
});
