import { addMember, createGroup, createProject, createUserWithClient, runSql, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { basicAuth, feedGet, nupkgOf, pushPackage } from '../support/nuget';
import type { HttpClient } from '../support/http-client';

/** doc/api/packages.md: list (filters, order, sort, status), group list, single package, files, deletes. */
let service: TestService;
let project: CreatedProject;
let owner: Record<string, string>;
let developer: HttpClient;
let ids: Record<string, number>;

beforeAll(async () => {
  service = await startTestService();
  owner = basicAuth('root', service.rootToken);
  const group = await createGroup(service.api, { visibility: 'private' });
  project = await createProject(service.api, { namespace_id: group.id, visibility: 'private' });
  for (const [id, version] of [['Zeta', '1.0.0'], ['alpha', '2.0.0'], ['Mid.Pkg', '1.5.0']]) {
    expect((await pushPackage(service, `/projects/${project.id}/packages/nuget`, await nupkgOf({ id, version, authors: 'x', description: 'x', tags: 'red' }), owner)).status).toBe(201);
  }
  const list = await service.api.get(`/projects/${project.id}/packages`);
  ids = Object.fromEntries(list.body.map((p: any) => [p.name, p.id]));
  const dev = await createUserWithClient(service.api);
  await addMember(service.api, `projects/${project.id}`, dev.user.id, 30);
  developer = dev.client;
}, 120_000);
afterAll(async () => service?.stop());

const names = (body: any[]) => body.map((p) => p.name);

it('lists packages by creation, ascending by default, with pagination headers', async () => {
  const res = await service.api.get(`/projects/${project.id}/packages?per_page=2`);
  expect(res.status).toBe(200);
  expect(names(res.body)).toEqual(['Zeta', 'alpha']);
  expect([res.headers.get('x-total'), res.headers.get('x-total-pages'), res.headers.get('x-next-page')]).toEqual(['3', '2', '2']);
  expect(res.body[0].tags).toEqual([{ name: 'red' }]);
});

it.each([
  ['order_by=name&sort=asc', ['Mid.Pkg', 'Zeta', 'alpha']],
  ['order_by=version&sort=desc', ['alpha', 'Mid.Pkg', 'Zeta']],
  ['order_by=created_at&sort=desc', ['Mid.Pkg', 'alpha', 'Zeta']],
  ['package_name=PKG', ['Mid.Pkg']],
  ['package_version=2.0.0', ['alpha']],
  ['package_type=nuget', ['Zeta', 'alpha', 'Mid.Pkg']],
  ['package_type=npm', []],
])('filters and orders with %s', async (query, expected) => {
  const res = await service.api.get(`/projects/${project.id}/packages?${query}`);
  expect([res.status, names(res.body)]).toEqual([200, expected]);
});

it('lists by status: only displayable packages unless a status is asked for', async () => {
  await runSql(service.server.backend.databaseUrl, `update packages.packages set status = 'hidden' where id = $1`, [ids.Zeta]);
  try {
    expect(names((await service.api.get(`/projects/${project.id}/packages`)).body)).toEqual(['alpha', 'Mid.Pkg']);
    expect(names((await service.api.get(`/projects/${project.id}/packages?status=hidden`)).body)).toEqual(['Zeta']);
  } finally {
    await runSql(service.server.backend.databaseUrl, `update packages.packages set status = 'default' where id = $1`, [ids.Zeta]);
  }
});

it('answers GitLab\'s 400s for bad filter values', async () => {
  const bad = await service.api.get(`/projects/${project.id}/packages?order_by=size`);
  expect([bad.status, bad.body]).toEqual([400, { error: 'order_by does not have a valid value' }]);
  const status = await service.api.get(`/projects/${project.id}/packages?status=gone`);
  expect([status.status, status.body]).toEqual([400, { error: 'status does not have a valid value' }]);
});

it('lists a group\'s packages with project_id and project_path', async () => {
  const res = await service.api.get(`/groups/${project.namespace.id}/packages?order_by=name`);
  expect(res.status).toBe(200);
  expect(res.body.map((p: any) => [p.name, p.project_id, p.project_path])).toEqual([
    ['Mid.Pkg', project.id, project.path_with_namespace], ['Zeta', project.id, project.path_with_namespace], ['alpha', project.id, project.path_with_namespace],
  ]);
});

it('shows one package, its files, and hides delete_api_path from a Developer', async () => {
  const res = await service.api.get(`/projects/${project.id}/packages/${ids.alpha}`);
  expect([res.status, res.body.name, res.body._links.delete_api_path]).toEqual([200, 'alpha', expect.stringMatching(/\/api\/v4\/projects\/\d+\/packages\/\d+$/)]);
  const asDeveloper = await developer.get(`/projects/${project.id}/packages/${ids.alpha}`);
  expect(asDeveloper.body._links).toEqual({ web_path: `/${project.path_with_namespace}/-/packages/${ids.alpha}` });
  const files = await service.api.get(`/projects/${project.id}/packages/${ids.alpha}/package_files`);
  expect(files.body.map((f: any) => f.file_name)).toEqual(['alpha.2.0.0.nupkg']);
  const missing = await service.api.get(`/projects/${project.id}/packages/999999`);
  expect([missing.status, missing.body]).toEqual([404, { message: '404 Package Not Found' }]);
});

it('answers 404 Project Not Found to non-members and anonymous callers of a private project', async () => {
  const outsider = await createUserWithClient(service.api);
  const res = await outsider.client.get(`/projects/${project.id}/packages`);
  expect([res.status, res.body]).toEqual([404, { message: '404 Project Not Found' }]);
  const anonymous = await service.api.as(null).get(`/projects/${project.id}/packages/${ids.alpha}`);
  expect([anonymous.status, anonymous.body]).toEqual([404, { message: '404 Project Not Found' }]);
});

it('deletes a package file and a package as Maintainer (204), refuses a Developer with 403', async () => {
  const extra = await nupkgOf({ id: 'Mid.Pkg', version: '1.5.0', authors: 'x', description: 'again' });
  expect((await pushPackage(service, `/projects/${project.id}/packages/nuget`, extra, owner)).status).toBe(201);
  const files = (await service.api.get(`/projects/${project.id}/packages/${ids['Mid.Pkg']}/package_files`)).body;
  expect(files).toHaveLength(2);
  const denied = await developer.delete(`/projects/${project.id}/packages/${ids['Mid.Pkg']}/package_files/${files[0].id}`);
  expect([denied.status, denied.body]).toEqual([403, { message: '403 Forbidden' }]);
  expect((await service.api.delete(`/projects/${project.id}/packages/${ids['Mid.Pkg']}/package_files/${files[0].id}`)).status).toBe(204);
  expect((await service.api.get(`/projects/${project.id}/packages/${ids['Mid.Pkg']}/package_files`)).body.map((f: any) => f.id)).toEqual([files[1].id]);
  const gone = await service.api.delete(`/projects/${project.id}/packages/${ids['Mid.Pkg']}/package_files/${files[0].id}`);
  expect([gone.status, gone.body]).toEqual([404, { message: '404 Package file Not Found' }]);
  expect((await developer.delete(`/projects/${project.id}/packages/${ids['Mid.Pkg']}`)).status).toBe(403);
  expect((await service.api.delete(`/projects/${project.id}/packages/${ids['Mid.Pkg']}`)).status).toBe(204);
  expect((await service.api.get(`/projects/${project.id}/packages/${ids['Mid.Pkg']}`)).status).toBe(404);
});

it('deletes a NuGet version through the feed (Maintainer, 204), 403 for a Developer, 404 when unknown', async () => {
  const devAuth = basicAuth('dev', developer.token!);
  const denied = await feedGet(service, `/projects/${project.id}/packages/nuget/Zeta/1.0.0`, devAuth, 'DELETE');
  expect([denied.status, denied.json]).toEqual([403, { message: '403 Forbidden' }]);
  const res = await feedGet(service, `/projects/${project.id}/packages/nuget/zeta/1.0.0`, owner, 'DELETE');
  expect(res.status).toBe(204);
  expect((await feedGet(service, `/projects/${project.id}/packages/nuget/download/Zeta/index`, owner)).status).toBe(404);
  const again = await feedGet(service, `/projects/${project.id}/packages/nuget/Zeta/1.0.0`, owner, 'DELETE');
  expect([again.status, again.json]).toEqual([404, { message: '404 Package Not Found' }]);
});
