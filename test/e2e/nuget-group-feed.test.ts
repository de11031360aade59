import { addMember, createGroup, createProject, createUserWithClient, type CreatedGroup } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { basicAuth, feedGet, nupkgOf, pushPackage } from '../support/nuget';

/** The group feed (`/groups/:id/-/packages/nuget`): the readable projects of the group and its subgroups. */
let service: TestService;
let group: CreatedGroup;
let base: string;
let owner: Record<string, string>;
let member: { username: string; token: string };

beforeAll(async () => {
  service = await startTestService();
  base = service.url.replace('127.0.0.1', 'localhost');
  owner = basicAuth('root', service.rootToken);
  group = await createGroup(service.api, { visibility: 'private' });
  const sub = await createGroup(service.api, { parent_id: group.id, visibility: 'private' });
  const top = await createProject(service.api, { namespace_id: group.id, visibility: 'private' });
  const nested = await createProject(service.api, { namespace_id: sub.id, visibility: 'private' });
  const other = await createProject(service.api, { visibility: 'private' });
  const push = async (projectId: number, id: string, version: string) =>
    expect((await pushPackage(service, `/projects/${projectId}/packages/nuget`, await nupkgOf({ id, version, authors: 'x', description: id }), owner)).status).toBe(201);
  await push(top.id, 'Group.Top', '1.0.0');
  await push(nested.id, 'Group.Nested', '2.0.0');
  await push(nested.id, 'Group.Top', '1.1.0');
  await push(other.id, 'Group.Outside', '1.0.0');
  // A member of the top project only sees its packages through the group feed.
  const { user, client } = await createUserWithClient(service.api);
  await addMember(service.api, `projects/${top.id}`, user.id, 20);
  member = { username: user.username, token: client.token! };
}, 120_000);
afterAll(async () => service?.stop());

it('serves the group v3 index without publish resources, and the v2 document, anonymously', async () => {
  const prefix = `${base}/api/v4/groups/${group.id}/-/packages/nuget`;
  const res = await feedGet(service, `/groups/${encodeURIComponent(group.full_path)}/-/packages/nuget/index.json`);
  expect(res.status).toBe(200);
  expect(res.json.resources.map((r: any) => [r['@id'], r['@type']])).toEqual([
    [`${prefix}/query`, 'SearchQueryService'], [`${prefix}/query`, 'SearchQueryService/3.0.0-beta'], [`${prefix}/query`, 'SearchQueryService/3.0.0-rc'],
    [`${prefix}/metadata`, 'RegistrationsBaseUrl'], [`${prefix}/metadata`, 'RegistrationsBaseUrl/3.0.0-beta'], [`${prefix}/metadata`, 'RegistrationsBaseUrl/3.0.0-rc'],
    [`${prefix}/download`, 'PackageBaseAddress/3.0.0'],
  ]);
  const v2 = await feedGet(service, `/groups/${group.id}/-/packages/nuget/v2`);
  expect([v2.status, v2.text.includes(`xml:base="${prefix}/v2"`)]).toEqual([200, true]);
});

it('searches the packages of the group and its subgroups, nothing outside', async () => {
  const res = await feedGet(service, `/groups/${group.id}/-/packages/nuget/query?q=group`, owner);
  expect(res.status).toBe(200);
  expect(res.json.data.map((d: any) => [d.id, d.versions.map((v: any) => v.version)])).toEqual([['Group.Nested', ['2.0.0']], ['Group.Top', ['1.1.0', '1.0.0']]]);
  expect(res.json.data[0].versions[0]['@id']).toBe(`${base}/api/v4/groups/${group.id}/-/packages/nuget/metadata/Group.Nested/2.0.0.json`);
});

it('serves metadata across the group\'s projects; package content links to each package\'s project', async () => {
  const res = await feedGet(service, `/groups/${group.id}/-/packages/nuget/metadata/Group.Top/index.json`, owner);
  expect(res.status).toBe(200);
  expect(res.json.items[0]).toMatchObject({ lower: '1.0.0', upper: '1.1.0', count: 2 });
  expect(res.json.items[0].items[0].packageContent).toMatch(new RegExp(`/api/v4/projects/\\d+/packages/nuget/download/Group.Top/1.0.0/group.top.1.0.0.nupkg$`));
  const one = await feedGet(service, `/groups/${group.id}/-/packages/nuget/metadata/Group.Nested/2.0.0.json`, owner);
  expect([one.status, one.json.catalogEntry.id]).toEqual([200, 'Group.Nested']);
});

it('shows a member only the projects they may read', async () => {
  const res = await feedGet(service, `/groups/${group.id}/-/packages/nuget/query?q=group`, basicAuth(member.username, member.token));
  expect(res.json.data.map((d: any) => [d.id, d.versions.map((v: any) => v.version)])).toEqual([['Group.Top', ['1.0.0']]]);
});

it('refuses anonymous callers with the challenge, even on a public group', async () => {
  const open = await createGroup(service.api, { visibility: 'public' });
  const res = await feedGet(service, `/groups/${open.id}/-/packages/nuget/query?q=a`);
  expect([res.status, res.headers.get('www-authenticate')]).toEqual([401, 'Basic realm="GitLab Packages Registry"']);
  const missing = await feedGet(service, `/groups/999999/-/packages/nuget/metadata/x/index.json`, owner);
  expect([missing.status, missing.json]).toEqual([404, { message: '404 Group Not Found' }]);
});
