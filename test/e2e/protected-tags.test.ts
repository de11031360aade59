import { settleJobs } from '../../subgraphs/repository/test/support';
import { expectGitlabError } from '../support/expectations';
import { addMember, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let project: CreatedProject;
let developer: HttpClient;
let maintainer: HttpClient;
let outsider: HttpClient;
let developerId: number;

beforeAll(async () => {
  service = await startTestService();
  project = await createProject(service.api, { initialize_with_readme: true, visibility: 'private' });
  const [dev, main, out] = await Promise.all([createUserWithClient(service.api), createUserWithClient(service.api), createUserWithClient(service.api)]);
  [developer, maintainer, outsider, developerId] = [dev.client, main.client, out.client, dev.user.id];
  await addMember(service.api, `projects/${project.id}`, dev.user.id, 30);
  await addMember(service.api, `projects/${project.id}`, main.user.id, 40);
}, 90_000);
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

const rules = () => `/projects/${project.id}/protected_tags`;
const level = (accessLevel: number, description: string) => ({
  id: expect.any(Number), access_level: accessLevel, access_level_description: description, deploy_key_id: null, user_id: null, group_id: null,
});

describe('protected tag rules', () => {
  it('protects a name for Maintainers by default and answers Entities::ProtectedTag', async () => {
    const res = await maintainer.post(rules(), { body: { name: 'v1.*' } });
    expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: { name: 'v1.*', create_access_levels: [level(40, 'Maintainers')] } });
  });

  it('takes create_access_level and allowed_to_create grants', async () => {
    const res = await maintainer.post(rules(), { body: { name: 'rc-*', create_access_level: 30, allowed_to_create: [{ user_id: developerId }] } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      name: 'rc-*',
      create_access_levels: [level(30, 'Developers + Maintainers'), { ...level(0, `User ${developerId}`), access_level: null, user_id: developerId }],
    });
  });

  it('refuses a second rule for the same name with GitLab\'s validation 422', async () => {
    expectGitlabError(await maintainer.post(rules(), { body: { name: 'v1.*' } }), 422, { message: ['Name has already been taken'] });
  });

  it('refuses a level outside 0/30/40/60 and a missing name with 400', async () => {
    expectGitlabError(await maintainer.post(rules(), { body: { name: 'x', create_access_level: 20 } }), 400, { error: 'create_access_level does not have a valid value' });
    expectGitlabError(await maintainer.post(rules(), { body: {} }), 400, { error: 'name is missing' });
  });

  it('lists the rules in creation order with pagination headers, and gets one by its wildcard name', async () => {
    const list = await maintainer.get(`${rules()}?per_page=1`);
    expect(list.status).toBe(200);
    expect(list.body.map((r: { name: string }) => r.name)).toEqual(['v1.*']);
    expect(list.headers.get('x-total')).toBe('2');
    const one = await maintainer.get(`${rules()}/${encodeURIComponent('rc-*')}`);
    expect({ status: one.status, name: one.body.name }).toEqual({ status: 200, name: 'rc-*' });
    expectGitlabError(await maintainer.get(`${rules()}/nothing`), 404, { message: '404 Not found' });
  });

  it('is for Maintainers only: 403 for a Developer, 404 for a non-member of the private project', async () => {
    expectGitlabError(await developer.get(rules()), 403, { message: '403 Forbidden' });
    expectGitlabError(await developer.post(rules(), { body: { name: 'dev-*' } }), 403, { message: '403 Forbidden' });
    expectGitlabError(await outsider.get(rules()), 404, { message: '404 Project Not Found' });
    expectGitlabError(await outsider.delete(`${rules()}/v1.*`), 404, { message: '404 Project Not Found' });
  });

  it('unprotects with 204, then the name is 404', async () => {
    await maintainer.post(rules(), { body: { name: 'gone' } });
    const res = await maintainer.delete(`${rules()}/gone`);
    expect({ status: res.status, text: res.text }).toEqual({ status: 204, text: '' });
    expectGitlabError(await maintainer.delete(`${rules()}/gone`), 404, { message: '404 Not found' });
  });
});

describe('protected tags on the tags API', () => {
  const tags = () => `/projects/${project.id}/repository/tags`;

  it('refuses a Developer creating a protected tag with the pre-receive text, lets a Maintainer create it, and shows it protected', async () => {
    expectGitlabError(await developer.post(tags(), { body: { tag_name: 'v1.0', ref: 'main' } }), 400, { message: 'You are not allowed to create this tag as it is protected.' });
    const created = await maintainer.post(tags(), { body: { tag_name: 'v1.0', ref: 'main' } });
    expect({ status: created.status, protected: created.body.protected }).toEqual({ status: 201, protected: true });
    const plain = await developer.post(tags(), { body: { tag_name: 'plain', ref: 'main' } });
    expect({ status: plain.status, protected: plain.body.protected }).toEqual({ status: 201, protected: false });
    const list = await developer.get(tags());
    expect(Object.fromEntries(list.body.map((t: { name: string; protected: boolean }) => [t.name, t.protected]))).toEqual({ 'v1.0': true, plain: false });
  });

  it('lets a Developer create a tag their grant covers', async () => {
    const res = await developer.post(tags(), { body: { tag_name: 'rc-1', ref: 'main' } });
    expect({ status: res.status, protected: res.body.protected }).toEqual({ status: 201, protected: true });
  });

  it('refuses a Developer deleting a protected tag (403) and lets a Maintainer delete it', async () => {
    expectGitlabError(await developer.delete(`${tags()}/v1.0`), 403, { message: '403 Forbidden' });
    expect((await maintainer.delete(`${tags()}/v1.0`)).status).toBe(204);
    expect((await developer.delete(`${tags()}/plain`)).status).toBe(204);
  });
});
