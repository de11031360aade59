import { expectGitlabError } from '../support/expectations';
import { createGroup, createProject, createUserWithClient } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: { user: { id: number; username: string }; client: HttpClient };
let other: { user: { id: number; username: string }; client: HttpClient };

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
  other = await createUserWithClient(service.api);
});
afterAll(async () => {
  await service?.stop();
});

describe('GET /users/:user_id/projects (doc/api/projects.md#list-a-users-projects)', () => {
  it("lists the user's personal projects the caller can see, newest first, not their group projects", async () => {
    const open = await createProject(owner.client, { visibility: 'public' });
    const internal = await createProject(owner.client, { visibility: 'internal' });
    const secret = await createProject(owner.client, { visibility: 'private' });
    const group = await createGroup(owner.client, { visibility: 'public' });
    const inGroup = await createProject(owner.client, { namespace_id: group.id, visibility: 'public' });

    const asOther = await other.client.get(`/users/${owner.user.id}/projects`);
    expect(asOther.status).toBe(200);
    expect(asOther.body.map((p: any) => p.id)).toEqual([internal.id, open.id]);
    expect(asOther.body[0].permissions).toEqual({ project_access: null, group_access: null });
    expect(asOther.body.map((p: any) => p.id)).not.toContain(inGroup.id);

    const asOwner = await owner.client.get(`/users/${owner.user.username}/projects`);
    expect(asOwner.body.map((p: any) => p.id)).toEqual([secret.id, internal.id, open.id]);
    expect(asOwner.headers.get('x-total')).toBe('3');

    const anonymous = await service.api.get(`/users/${owner.user.id}/projects`, { token: null });
    expect(anonymous.body.map((p: any) => p.id)).toEqual([open.id]);
    expect(anonymous.body[0].permissions).toBeUndefined();
    expect(anonymous.body[0]._links).toBeUndefined();
  });

  it('applies the project list filters, ordering and simple view', async () => {
    const user = await createUserWithClient(service.api);
    const alpha = await createProject(user.client, { name: 'alpha-one', path: `alpha-${user.user.id}`, visibility: 'public' });
    const beta = await createProject(user.client, { name: 'beta-two', path: `beta-${user.user.id}`, visibility: 'private' });
    await user.client.post(`/projects/${beta.id}/archive`);
    const path = `/users/${user.user.id}/projects`;
    expect((await user.client.get(`${path}?search=alpha`)).body.map((p: any) => p.id)).toEqual([alpha.id]);
    expect((await user.client.get(`${path}?visibility=private`)).body.map((p: any) => p.id)).toEqual([beta.id]);
    expect((await user.client.get(`${path}?archived=false`)).body.map((p: any) => p.id)).toEqual([alpha.id]);
    expect((await user.client.get(`${path}?order_by=name&sort=asc`)).body.map((p: any) => p.id)).toEqual([alpha.id, beta.id]);
    const simple = await user.client.get(`${path}?simple=true&per_page=1`);
    expect(simple.body).toHaveLength(1);
    expect(simple.body[0].visibility).toBeUndefined();
    expect(simple.headers.get('x-next-page')).toBe('2');
  });

  it('pages with keyset pagination by id', async () => {
    const user = await createUserWithClient(service.api);
    const first = await createProject(user.client, { visibility: 'public' });
    const second = await createProject(user.client, { visibility: 'public' });
    const res = await user.client.get(`/users/${user.user.id}/projects?pagination=keyset&order_by=id&sort=asc&per_page=1`);
    expect(res.body.map((p: any) => p.id)).toEqual([first.id]);
    expect(res.headers.get('link')).toContain(`id_after=${first.id}`);
    const next = await user.client.get(`/users/${user.user.id}/projects?pagination=keyset&order_by=id&sort=asc&per_page=1&id_after=${first.id}`);
    expect(next.body.map((p: any) => p.id)).toEqual([second.id]);
  });

  it('answers 404 User Not Found for an unknown id or username and 400 for a bad filter', async () => {
    expectGitlabError(await other.client.get('/users/999999999/projects'), 404, { message: '404 User Not Found' });
    expectGitlabError(await other.client.get('/users/nobody-here-xyz/projects'), 404, { message: '404 User Not Found' });
    expectGitlabError(await other.client.get(`/users/${owner.user.id}/projects?visibility=secret`), 400, { error: 'visibility does not have a valid value' });
  });
});
