import { settleJobs } from '../../subgraphs/repository/test/support';
import { expectGitlabError } from '../support/expectations';
import { addMember, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let privateProject: CreatedProject;
let publicProject: CreatedProject;
const users: Record<'guest' | 'reporter' | 'developer' | 'outsider', HttpClient> = {} as never;

beforeAll(async () => {
  service = await startTestService();
  [privateProject, publicProject] = await Promise.all([
    createProject(service.api, { initialize_with_readme: true, visibility: 'private' }),
    createProject(service.api, { initialize_with_readme: true, visibility: 'public' }),
  ]);
  const levels = { guest: 10, reporter: 20, developer: 30 } as const;
  for (const [name, level] of Object.entries(levels)) {
    const user = await createUserWithClient(service.api);
    users[name as keyof typeof levels] = user.client;
    await addMember(service.api, `projects/${privateProject.id}`, user.user.id, level);
  }
  users.outsider = (await createUserWithClient(service.api)).client;
  await service.api.post(`/projects/${privateProject.id}/releases`, { body: { tag_name: 'v1.0', ref: 'main', description: 'Private notes' } });
  await service.api.post(`/projects/${publicProject.id}/releases`, { body: { tag_name: 'v1.0', ref: 'main' } });
}, 90_000);
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

const releasesOf = (project: CreatedProject) => `/projects/${project.id}/releases`;

describe('who reads releases', () => {
  it('shows a Guest of a private project the list without commit, paths, sources, evidences or edit link', async () => {
    const res = await users.guest.get(releasesOf(privateProject));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body[0])).toEqual(['name', 'tag_name', 'description', 'created_at', 'released_at', 'upcoming_release', 'author', 'assets', '_links']);
    expect(res.body[0].assets).toEqual({ count: 4, links: [] });
    expect(res.body[0]._links.edit_url).toBeUndefined();
    expectGitlabError(await users.guest.get(`${releasesOf(privateProject)}/v1.0`), 403, { message: '403 Forbidden' });
  });

  it('lets a Reporter read a release whole, without the edit link', async () => {
    const res = await users.reporter.get(`${releasesOf(privateProject)}/v1.0`);
    expect({ status: res.status, tag: res.body.tag_name, sources: res.body.assets.sources.length, edit: res.body._links.edit_url }).toEqual({
      status: 200, tag: 'v1.0', sources: 4, edit: undefined,
    });
  });

  it('hides a private project\'s releases from non-members (404) and shows a public project\'s to anonymous callers', async () => {
    expectGitlabError(await users.outsider.get(releasesOf(privateProject)), 404, { message: '404 Project Not Found' });
    expectGitlabError(await users.outsider.get(`${releasesOf(privateProject)}/v1.0/assets/links`), 404, { message: '404 Project Not Found' });
    const anonymous = await fetch(`${service.url}/api/v4${releasesOf(publicProject)}`);
    expect(anonymous.status).toBe(200);
    expect((await anonymous.json()).map((r: { tag_name: string }) => r.tag_name)).toEqual(['v1.0']);
  });
});

describe('who writes releases', () => {
  it('refuses Reporters (403) and anonymous callers (401)', async () => {
    expectGitlabError(await users.reporter.post(releasesOf(privateProject), { body: { tag_name: 'v2.0', ref: 'main' } }), 403, { message: '403 Forbidden' });
    expectGitlabError(await users.reporter.put(`${releasesOf(privateProject)}/v1.0`, { body: { name: 'x' } }), 403, { message: '403 Forbidden' });
    expectGitlabError(await users.reporter.post(`${releasesOf(privateProject)}/v1.0/assets/links`, { body: { name: 'a', url: 'https://a.example' } }), 403, { message: '403 Forbidden' });
    const anonymous = await fetch(`${service.url}/api/v4${releasesOf(publicProject)}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"tag_name":"x","ref":"main"}' });
    expect({ status: anonymous.status, body: await anonymous.json() }).toEqual({ status: 401, body: { message: '401 Unauthorized' } });
  });

  it('lets a Developer create, update and delete releases, with an edit link', async () => {
    const created = await users.developer.post(releasesOf(privateProject), { body: { tag_name: 'v2.0', ref: 'main' } });
    expect({ status: created.status, edit: created.body._links.edit_url }).toEqual({ status: 201, edit: `${privateProject.web_url}/-/releases/v2.0/edit` });
    expect((await users.developer.put(`${releasesOf(privateProject)}/v2.0`, { body: { name: 'Two' } })).body.name).toBe('Two');
    expect((await users.developer.delete(`${releasesOf(privateProject)}/v2.0`)).status).toBe(200);
  });

  it('keeps a Developer off protected tags they may not create (ReleasePolicy)', async () => {
    await service.api.post(`/projects/${privateProject.id}/protected_tags`, { body: { name: 'v*' } });
    expectGitlabError(await users.developer.post(releasesOf(privateProject), { body: { tag_name: 'v3.0', ref: 'main' } }), 403, {
      message: 'You are not allowed to create this tag as it is protected.',
    });
    expectGitlabError(await users.developer.put(`${releasesOf(privateProject)}/v1.0`, { body: { name: 'x' } }), 403, { message: '403 Forbidden' });
    const list = (await users.developer.get(releasesOf(privateProject))).body;
    expect(list[0]._links.edit_url).toBeUndefined();
    expect((await service.api.put(`${releasesOf(privateProject)}/v1.0`, { body: { name: 'By root' } })).status).toBe(200);
  });
});
