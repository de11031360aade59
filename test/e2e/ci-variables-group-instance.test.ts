import { createGroup, createUserWithClient, selectRows } from '../support/factories';
import { eventually, expectGitlabError } from '../support/expectations';
import { createOwnedGroup, type OwnedGroup } from '../support/owned-group';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let world: OwnedGroup;

beforeAll(async () => {
  service = await startTestService();
  world = await createOwnedGroup(service);
}, 120_000);
afterAll(() => service?.stop());

describe('group-level CI/CD variables', () => {
  it('go with their group and its subgroups when the group is deleted', async () => {
    const parent = await createGroup(service.api);
    const child = await createGroup(service.api, { parent_id: parent.id });
    for (const group of [parent, child]) {
      expect((await service.api.post(`/groups/${group.id}/variables`, { body: { key: 'DOOMED', value: 'v' } })).status).toBe(201);
    }
    expect((await service.api.delete(`/groups/${parent.id}`)).status).toBe(202);
    const left = () => selectRows(service.server.backend.databaseUrl, `select owner_id from ci.variables where owner_kind = 'group' and owner_id = any($1)`, [[parent.id, child.id]]);
    await eventually(async () => ((await left()).length === 0 ? true : undefined), 20_000, 200);
    expectGitlabError(await service.api.get(`/groups/${child.id}/variables`), 404, { message: '404 Group Not Found' });
  });

  it('lets the Owner manage them, with the project entity shape', async () => {
    const base = `/groups/${world.group.id}/variables`;
    const created = await world.owner.post(base, { body: { key: 'GROUP_VAR', value: 'group-value', protected: true } });
    expect(created.status).toBe(201);
    const expected = {
      variable_type: 'env_var', key: 'GROUP_VAR', value: 'group-value', hidden: false, protected: true, masked: false, raw: false,
      environment_scope: '*', description: null,
    };
    expect(created.body).toEqual(expected);
    expect((await world.owner.get(`/groups/${encodeURIComponent(world.group.full_path)}/variables/GROUP_VAR`)).body).toEqual(expected);
    expect((await world.owner.get(base)).body).toEqual([expected]);
    expect((await world.owner.put(`${base}/GROUP_VAR`, { body: { raw: true } })).body).toEqual({ ...expected, raw: true });
    expectGitlabError(await world.owner.post(base, { body: { key: 'GROUP_VAR', value: 'again' } }), 400, { message: { key: ['(GROUP_VAR) has already been taken'] } });
    expect((await world.owner.delete(`${base}/GROUP_VAR`)).status).toBe(204);
    expectGitlabError(await world.owner.delete(`${base}/GROUP_VAR`), 404, { message: '404 Variable Not Found' });
  });

  it('answers 403 to a Maintainer and 404 to a non-member of a private group', async () => {
    const base = `/groups/${world.group.id}/variables`;
    expectGitlabError(await world.maintainer.get(base), 403, { message: '403 Forbidden' });
    expectGitlabError(await world.maintainer.post(base, { body: { key: 'M', value: 'v' } }), 403, { message: '403 Forbidden' });
    expectGitlabError(await world.outsider.get(base), 404, { message: '404 Group Not Found' });
    expectGitlabError(await world.owner.get('/groups/999999999/variables'), 404, { message: '404 Group Not Found' });
  });
});

describe('instance-level CI/CD variables', () => {
  it('lets administrators manage them, without hidden or environment scope', async () => {
    const created = await service.api.post('/admin/ci/variables', { body: { key: 'INSTANCE_VAR', value: 'instance-value-1', masked: true, description: 'everywhere' } });
    expect(created.status).toBe(201);
    const expected = { variable_type: 'env_var', key: 'INSTANCE_VAR', value: 'instance-value-1', protected: false, masked: true, raw: false, description: 'everywhere' };
    expect(created.body).toEqual(expected);
    expect((await service.api.get('/admin/ci/variables/INSTANCE_VAR')).body).toEqual(expected);
    expect((await service.api.get('/admin/ci/variables')).body).toContainEqual(expected);
    expect((await service.api.put('/admin/ci/variables/INSTANCE_VAR', { body: { value: 'changed-value-2' } })).body).toEqual({ ...expected, value: 'changed-value-2' });
    expectGitlabError(await service.api.post('/admin/ci/variables', { body: { key: 'INSTANCE_VAR', value: 'x' } }), 400, {
      message: { key: ['(INSTANCE_VAR) has already been taken'] },
    });
    expect((await service.api.delete('/admin/ci/variables/INSTANCE_VAR')).status).toBe(204);
    expectGitlabError(await service.api.get('/admin/ci/variables/INSTANCE_VAR'), 404, { message: '404 Variable Not Found' });
  });

  it('answers 403 to users who are not administrators and 401 anonymously', async () => {
    const { client } = await createUserWithClient(service.api);
    expectGitlabError(await client.get('/admin/ci/variables'), 403, { message: '403 Forbidden' });
    expectGitlabError(await client.post('/admin/ci/variables', { body: { key: 'X', value: 'y' } }), 403, { message: '403 Forbidden' });
    expectGitlabError(await service.api.get('/admin/ci/variables', { token: null }), 401, { message: '401 Unauthorized' });
  });
});
