import { addMember, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { expectGitlabError } from '../support/expectations';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let project: CreatedProject;
let developer: HttpClient;
let outsider: HttpClient;

const variable = (overrides: Record<string, unknown> = {}) => ({
  variable_type: 'env_var', key: 'KEY', value: 'value', hidden: false, protected: false, masked: false, raw: false,
  environment_scope: '*', description: null, ...overrides,
});

beforeAll(async () => {
  service = await startTestService();
  project = await createProject(service.api, { visibility: 'private' });
  const [dev, other] = await Promise.all([createUserWithClient(service.api), createUserWithClient(service.api)]);
  await addMember(service.api, `projects/${project.id}`, dev.user.id, 30);
  developer = dev.client;
  outsider = other.client;
}, 120_000);
afterAll(() => service?.stop());

describe('project-level CI/CD variables', () => {
  it('creates, reads, lists, updates and deletes a variable with Entities::Ci::Variable', async () => {
    const base = `/projects/${project.id}/variables`;
    const created = await service.api.post(base, {
      body: { key: 'DEPLOY_TOKEN', value: 'secret-value-1', protected: true, masked: true, variable_type: 'file', description: 'for deploys' },
    });
    expect(created.status).toBe(201);
    const expected = variable({ key: 'DEPLOY_TOKEN', value: 'secret-value-1', protected: true, masked: true, variable_type: 'file', description: 'for deploys' });
    expect(created.body).toEqual(expected);
    expect((await service.api.get(`${base}/DEPLOY_TOKEN`)).body).toEqual(expected);
    const list = await service.api.get(base);
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total')).toBe('1');
    expect(list.body).toEqual([expected]);

    const updated = await service.api.put(`${base}/DEPLOY_TOKEN`, { body: { value: 'other-value-2', protected: false } });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...expected, value: 'other-value-2', protected: false });

    expect((await service.api.delete(`${base}/DEPLOY_TOKEN`)).status).toBe(204);
    expectGitlabError(await service.api.get(`${base}/DEPLOY_TOKEN`), 404, { message: '404 Variable Not Found' });
  });

  it('keeps same-named variables of different environment scopes apart with filter[environment_scope]', async () => {
    const base = `/projects/${project.id}/variables`;
    await service.api.post(base, { body: { key: 'SCOPED', value: 'prod', environment_scope: 'production' } });
    await service.api.post(base, { body: { key: 'SCOPED', value: 'stage', environment_scope: 'staging' } });
    expectGitlabError(await service.api.get(`${base}/SCOPED`), 409, {
      message: "There are multiple variables with provided parameters. Please use 'filter[environment_scope]'",
    });
    const staging = await service.api.get(`${base}/SCOPED?filter[environment_scope]=staging`);
    expect(staging.body).toEqual(variable({ key: 'SCOPED', value: 'stage', environment_scope: 'staging' }));
    const updated = await service.api.put(`${base}/SCOPED?filter[environment_scope]=production`, { body: { value: 'prod2' } });
    expect(updated.body).toEqual(variable({ key: 'SCOPED', value: 'prod2', environment_scope: 'production' }));
    expect((await service.api.delete(`${base}/SCOPED?filter[environment_scope]=production`)).status).toBe(204);
    expect((await service.api.get(`${base}/SCOPED`)).body.value).toBe('stage');
  });

  it('answers GitLab validation errors and stores nothing', async () => {
    const base = `/projects/${project.id}/variables`;
    await service.api.post(base, { body: { key: 'TAKEN', value: 'x' } });
    expectGitlabError(await service.api.post(base, { body: { key: 'TAKEN', value: 'y' } }), 400, { message: { key: ['(TAKEN) has already been taken'] } });
    expectGitlabError(await service.api.post(base, { body: { key: 'bad key!', value: 'y' } }), 400, { message: { key: ["can contain only letters, digits and '_'."] } });
    expectGitlabError(await service.api.post(base, { body: { key: 'SHORT', value: 'abc', masked: true } }), 400, { message: { value: ['is invalid'] } });
    expectGitlabError(await service.api.post(base, { body: { key: 'SPACES', value: 'has spaces inside', masked: true } }), 400, { message: { value: ['is invalid'] } });
    expectGitlabError(await service.api.post(base, { body: { key: 'NOVALUE' } }), 400, { error: 'value is missing' });
    expectGitlabError(await service.api.post(base, { body: { key: 'TYPE', value: 'v', variable_type: 'other' } }), 400, { error: 'variable_type does not have a valid value' });
    expectGitlabError(await service.api.put(`${base}/TAKEN`, { body: { value: 'abc', masked: true } }), 400, { message: { value: ['is invalid'] } });
    expect((await service.api.get(`${base}/TAKEN`)).body.value).toBe('x');
    const keys = (await service.api.get(`${base}?per_page=100`)).body.map((v: { key: string }) => v.key);
    expect(keys).not.toContain('SHORT');
    expect(keys).not.toContain('NOVALUE');
  });

  it('accepts any 8+ non-blank characters for a masked raw value', async () => {
    const res = await service.api.post(`/projects/${project.id}/variables`, { body: { key: 'RAWMASK', value: 'a$b!c#d%e', masked: true, raw: true } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual(variable({ key: 'RAWMASK', value: 'a$b!c#d%e', masked: true, raw: true }));
  });

  it('hides the value of masked_and_hidden variables for good and refuses to unhide them', async () => {
    const base = `/projects/${project.id}/variables`;
    const created = await service.api.post(base, { body: { key: 'HIDDEN', value: 'hidden-value-1', masked_and_hidden: true } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual(variable({ key: 'HIDDEN', value: null, hidden: true, masked: true }));
    expect((await service.api.get(`${base}/HIDDEN`)).body.value).toBeNull();
    expectGitlabError(await service.api.put(`${base}/HIDDEN`, { body: { masked: false } }), 400, {
      message: { base: ['The visibility setting cannot be changed for masked and hidden variables.'] },
    });
  });

  it('is for Maintainers: 403 for a Developer, 404 for a non-member of a private project, 401 anonymously', async () => {
    const base = `/projects/${project.id}/variables`;
    expectGitlabError(await developer.get(base), 403, { message: '403 Forbidden' });
    expectGitlabError(await developer.post(base, { body: { key: 'DEV', value: 'v' } }), 403, { message: '403 Forbidden' });
    expectGitlabError(await outsider.get(base), 404, { message: '404 Project Not Found' });
    expectGitlabError(await outsider.delete(`${base}/KEY`), 404, { message: '404 Project Not Found' });
    expectGitlabError(await service.api.get(base, { token: null }), 401, { message: '401 Unauthorized' });
    expectGitlabError(await service.api.get('/projects/999999999/variables'), 404, { message: '404 Project Not Found' });
  });

  it('finds the project by its URL-encoded path', async () => {
    const res = await service.api.get(`/projects/${encodeURIComponent(project.path_with_namespace)}/variables`);
    expect(res.status).toBe(200);
  });
});
