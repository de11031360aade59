import { ISO_TIME } from '../support/dates';
import { eventually, expectGitlabError } from '../support/expectations';
import { createProject, createUserWithClient } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let alice: { user: { id: number; username: string }; client: HttpClient };
let bob: { user: { id: number; username: string }; client: HttpClient };

beforeAll(async () => {
  service = await startTestService();
  alice = await createUserWithClient(service.api);
  bob = await createUserWithClient(service.api);
});
afterAll(async () => {
  await service?.stop();
});

describe('POST /projects/:id/star and /unstar (doc/api/project_starring.md)', () => {
  it('stars with 201 and the project, answers 304 when already starred, and unstars likewise', async () => {
    const project = await createProject(alice.client, { visibility: 'public' });
    const starred = await bob.client.post(`/projects/${project.id}/star`);
    expect(starred.status).toBe(201);
    expect(starred.body).toMatchObject({ id: project.id, star_count: 1 });
    expect(starred.body.permissions).toBeUndefined();
    const again = await bob.client.post(`/projects/${project.id}/star`);
    expect({ status: again.status, text: again.text }).toEqual({ status: 304, text: '' });
    expect((await alice.client.get(`/projects/${project.id}`)).body.star_count).toBe(1);

    const unstarred = await bob.client.post(`/projects/${project.id}/unstar`);
    expect({ status: unstarred.status, stars: unstarred.body.star_count }).toEqual({ status: 201, stars: 0 });
    const notStarred = await bob.client.post(`/projects/${project.id}/unstar`);
    expect({ status: notStarred.status, text: notStarred.text }).toEqual({ status: 304, text: '' });
  });

  it('counts every user once and does not touch updated_at', async () => {
    const project = await createProject(alice.client, { visibility: 'public' });
    const before = (await alice.client.get(`/projects/${project.id}`)).body.updated_at;
    await alice.client.post(`/projects/${project.id}/star`);
    const res = await bob.client.post(`/projects/${project.id}/star`);
    expect(res.body.star_count).toBe(2);
    expect(res.body.updated_at).toBe(before);
  });

  it('answers 401 to anonymous callers and 404 for a private project the caller cannot see', async () => {
    const project = await createProject(alice.client, { visibility: 'private' });
    expectGitlabError(await service.api.post(`/projects/${project.id}/star`, { token: null }), 401, { message: '401 Unauthorized' });
    expectGitlabError(await bob.client.post(`/projects/${project.id}/star`), 404, { message: '404 Project Not Found' });
    expectGitlabError(await bob.client.post(`/projects/${project.id}/unstar`), 404, { message: '404 Project Not Found' });
  });
});

describe('GET /projects/:id/starrers', () => {
  it('lists starrers newest first with starred_since and the user, searchable and paginated', async () => {
    const project = await createProject(alice.client, { visibility: 'public' });
    await alice.client.post(`/projects/${project.id}/star`);
    await bob.client.post(`/projects/${project.id}/star`);
    const res = await service.api.get(`/projects/${project.id}/starrers`, { token: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total')).toBe('2');
    expect(res.body.map((s: any) => s.user.id)).toEqual([bob.user.id, alice.user.id]);
    expect(Object.keys(res.body[0])).toEqual(['starred_since', 'user']);
    expect(res.body[0].starred_since).toMatch(ISO_TIME);
    expect(Object.keys(res.body[0].user)).toEqual(['id', 'username', 'name', 'state', 'locked', 'avatar_url', 'web_url']);

    const searched = await alice.client.get(`/projects/${project.id}/starrers?search=${alice.user.username}`);
    expect(searched.body.map((s: any) => s.user.username)).toEqual([alice.user.username]);
    const paged = await alice.client.get(`/projects/${project.id}/starrers?per_page=1&page=2`);
    expect(paged.body.map((s: any) => s.user.id)).toEqual([alice.user.id]);
    expect(paged.headers.get('x-total-pages')).toBe('2');
  });

  it('hides starrers with a private profile from other users but not from themselves or administrators', async () => {
    const hidden = await createUserWithClient(service.api, ['api'], { private_profile: true });
    const project = await createProject(alice.client, { visibility: 'public' });
    await hidden.client.post(`/projects/${project.id}/star`);
    await bob.client.post(`/projects/${project.id}/star`);
    expect((await alice.client.get(`/projects/${project.id}/starrers`)).body.map((s: any) => s.user.id)).toEqual([bob.user.id]);
    expect((await hidden.client.get(`/projects/${project.id}/starrers`)).body.map((s: any) => s.user.id)).toEqual([bob.user.id, hidden.user.id]);
    expect((await service.api.get(`/projects/${project.id}/starrers`)).body).toHaveLength(2);
  });

  it('answers 404 for a private project the caller cannot see', async () => {
    const project = await createProject(alice.client, { visibility: 'private' });
    expectGitlabError(await bob.client.get(`/projects/${project.id}/starrers`), 404, { message: '404 Project Not Found' });
  });
});

describe('starred projects', () => {
  it('GET /projects?starred=true lists only the caller\'s starred projects', async () => {
    const starred = await createProject(alice.client, { visibility: 'public' });
    const other = await createProject(alice.client, { visibility: 'public' });
    const watcher = await createUserWithClient(service.api);
    await watcher.client.post(`/projects/${starred.id}/star`);
    const ids = (await watcher.client.get('/projects?starred=true')).body.map((p: any) => p.id);
    expect(ids).toEqual([starred.id]);
    expect(ids).not.toContain(other.id);
  });

  it('GET /users/:user_id/starred_projects lists what that user starred and the caller can see', async () => {
    const watcher = await createUserWithClient(service.api);
    const visible = await createProject(alice.client, { visibility: 'public' });
    const secret = await createProject(alice.client, { visibility: 'private' });
    await service.api.post(`/projects/${secret.id}/members`, { body: { user_id: watcher.user.id, access_level: 20 } });
    await watcher.client.post(`/projects/${visible.id}/star`);
    await watcher.client.post(`/projects/${secret.id}/star`);
    expect((await bob.client.get(`/users/${watcher.user.id}/starred_projects`)).body.map((p: any) => p.id)).toEqual([visible.id]);
    const byName = await watcher.client.get(`/users/${watcher.user.username}/starred_projects?order_by=id&sort=asc`);
    expect(byName.body.map((p: any) => p.id)).toEqual([visible.id, secret.id]);
    const anonymous = await service.api.get(`/users/${watcher.user.id}/starred_projects?simple=true`, { token: null });
    expect(anonymous.body.map((p: any) => p.id)).toEqual([visible.id]);
  });

  it('shows nothing of a private profile\'s stars to others and 404s an unknown user', async () => {
    const hidden = await createUserWithClient(service.api, ['api'], { private_profile: true });
    const project = await createProject(alice.client, { visibility: 'public' });
    await hidden.client.post(`/projects/${project.id}/star`);
    expect((await bob.client.get(`/users/${hidden.user.id}/starred_projects`)).body).toEqual([]);
    expect((await hidden.client.get(`/users/${hidden.user.id}/starred_projects`)).body.map((p: any) => p.id)).toEqual([project.id]);
    expectGitlabError(await bob.client.get('/users/999999999/starred_projects'), 404, { message: '404 User Not Found' });
    expectGitlabError(await bob.client.get('/users/no-such-user-xyz/starred_projects'), 404, { message: '404 User Not Found' });
  });

  it('orders GET /projects by star_count', async () => {
    const popular = await createProject(alice.client, { visibility: 'public', topics: 'stars-order' });
    const quiet = await createProject(alice.client, { visibility: 'public', topics: 'stars-order' });
    await alice.client.post(`/projects/${popular.id}/star`);
    await bob.client.post(`/projects/${popular.id}/star`);
    await bob.client.post(`/projects/${quiet.id}/star`);
    const res = await bob.client.get('/projects?topic=stars-order&order_by=star_count');
    expect(res.body.map((p: any) => [p.id, p.star_count])).toEqual([[popular.id, 2], [quiet.id, 1]]);
  });
});

describe('stars of a deleted user', () => {
  it('are removed with the user, and the project count drops', async () => {
    const project = await createProject(alice.client, { visibility: 'public' });
    const leaving = await createUserWithClient(service.api);
    await leaving.client.post(`/projects/${project.id}/star`);
    await bob.client.post(`/projects/${project.id}/star`);
    expect((await service.api.delete(`/users/${leaving.user.id}`)).status).toBe(204);
    const count = await eventually(async () => {
      const stars = (await alice.client.get(`/projects/${project.id}`)).body.star_count;
      return stars === 1 ? stars : undefined;
    });
    expect(count).toBe(1);
    expect((await alice.client.get(`/projects/${project.id}/starrers`)).body.map((s: any) => s.user.id)).toEqual([bob.user.id]);
  });
});
