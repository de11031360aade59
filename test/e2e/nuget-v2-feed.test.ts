import { createProject, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { basicAuth, feedGet, nupkgOf, pushPackage } from '../support/nuget';

/** The v2 feed's OData calls and downloads (reference §6.6), as `nuget install` against the v2 source uses them. */
let service: TestService;
let project: CreatedProject;
let owner: Record<string, string>;
let v2: string;
let newest: Buffer;

const NS = `xmlns='http://www.w3.org/2005/Atom' xmlns:d='http://schemas.microsoft.com/ado/2007/08/dataservices' xmlns:georss='http://www.georss.org/georss' xmlns:gml='http://www.opengis.net/gml' xmlns:m='http://schemas.microsoft.com/ado/2007/08/dataservices/metadata'`;

beforeAll(async () => {
  service = await startTestService();
  project = await createProject(service.api, { visibility: 'private' });
  owner = basicAuth('root', service.rootToken);
  v2 = `${service.url.replace('127.0.0.1', 'localhost')}/api/v4/projects/${project.id}/packages/nuget/v2`;
  newest = await nupkgOf({ id: 'Odata.Pkg', version: '1.10.0', authors: 'x', description: 'x' });
  for (const content of [await nupkgOf({ id: 'Odata.Pkg', version: '1.9.0', authors: 'x', description: 'x' }), newest]) {
    expect((await pushPackage(service, `/projects/${project.id}/packages/nuget/v2`, content, owner)).status).toBe(201);
  }
}, 120_000);
afterAll(async () => service?.stop());

const entry = (name: string, version: string, download: string) => `<entry ${NS} xml:base="${v2}"> <id>${v2}/Packages(Id='${name}',Version='${version}')</id> `
  + `<category term='V2FeedPackage' scheme='http://schemas.microsoft.com/ado/2007/08/dataservices/scheme'/> <title type='text'>${name}</title> `
  + `<content type='application/zip' src="${v2}/download/${name}/${download}"/> <m:properties> <d:Version>${version}</d:Version> </m:properties> </entry>`;

it('answers Packages(Id=..,Version=..) with an entry pointing at that version, anonymously', async () => {
  const res = await feedGet(service, `/projects/${project.id}/packages/nuget/v2/Packages(Id='Odata.Pkg',Version='1.9.0')`);
  expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/xml; charset=utf-8']);
  expect(res.text).toBe(entry('Odata.Pkg', '1.9.0', '1.9.0'));
});

it('answers FindPackagesById() and Packages() with $filter with the latest-version placeholder', async () => {
  const byId = await feedGet(service, `/projects/${project.id}/packages/nuget/v2/FindPackagesById()?id='Odata.Pkg'`);
  expect(byId.text).toBe(entry('Odata.Pkg', '0.0.0-latest-version', 'latest'));
  const filtered = await feedGet(service, `/projects/${project.id}/packages/nuget/v2/Packages()?$filter=${encodeURIComponent("(tolower(Id) eq 'odata.pkg')")}`);
  expect(filtered.text).toBe(entry('odata.pkg', '0.0.0-latest-version', 'latest'));
  const unknown = await feedGet(service, `/projects/${project.id}/packages/nuget/v2/Nothing()`);
  expect([unknown.status, unknown.json]).toEqual([404, { message: '404 Not Found' }]);
});

it('serves $metadata', async () => {
  const res = await feedGet(service, `/projects/${project.id}/packages/nuget/v2/$metadata`);
  expect(res.status).toBe(200);
  expect(res.text).toContain('<EntityType Name="V2FeedPackage" m:HasStream="true">');
  expect(res.text).toContain('<FunctionImport Name="FindPackagesById"');
});

it('downloads a version, and the highest one as latest, through v2/download', async () => {
  const latest = await feedGet(service, `/projects/${project.id}/packages/nuget/v2/download/Odata.Pkg/latest`, owner);
  expect([latest.status, latest.bytes.equals(newest), latest.headers.get('content-disposition')])
    .toEqual([200, true, `attachment; filename="odata.pkg.1.10.0.nupkg"; filename*=UTF-8''odata.pkg.1.10.0.nupkg`]);
  const older = await feedGet(service, `/projects/${project.id}/packages/nuget/v2/download/odata.pkg/1.9.0`, owner);
  expect([older.status, older.headers.get('content-disposition')]).toEqual([200, `attachment; filename="odata.pkg.1.9.0.nupkg"; filename*=UTF-8''odata.pkg.1.9.0.nupkg`]);
  const anonymous = await feedGet(service, `/projects/${project.id}/packages/nuget/v2/download/Odata.Pkg/latest`);
  expect([anonymous.status, anonymous.headers.get('www-authenticate')]).toEqual([401, 'Basic realm="GitLab Packages Registry"']);
});
