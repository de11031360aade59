import { createProject, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { basicAuth, feedGet, nupkgOf, pushPackage } from '../support/nuget';

/** The v3/v2 service indexes, registration (metadata) documents, package index and downloads (000 §2.1, §4.1). */
let service: TestService;
let project: CreatedProject;
let owner: Record<string, string>;
let prefix: string;
let base: string;
let stable: Buffer;

beforeAll(async () => {
  service = await startTestService();
  base = service.url.replace('127.0.0.1', 'localhost');
  project = await createProject(service.api, { visibility: 'private' });
  owner = basicAuth('root', service.rootToken);
  prefix = `/projects/${project.id}/packages/nuget`;
  stable = await nupkgOf({
    id: 'Feed.Lib', version: '1.2.0', authors: 'Ada, Bo', description: 'The library', summary: 'Short', tags: 'one two',
    projectUrl: 'https://example.com/p', licenseUrl: 'https://example.com/l', iconUrl: 'https://example.com/i.png',
    dependencies: { '': ['Plain.Dep:1.0.0'], 'net8.0': ['Newtonsoft.Json:13.0.1'], 'net6.0': [] },
  });
  for (const content of [stable, await nupkgOf({ id: 'Feed.Lib', version: '1.10.0-beta.2', authors: 'Ada', description: 'Beta' })]) {
    expect((await pushPackage(service, prefix, content, owner)).status).toBe(201);
  }
}, 120_000);
afterAll(async () => service?.stop());

it('serves the v3 service index anonymously, with numeric-id URLs whatever :id the request used', async () => {
  const res = await feedGet(service, `/projects/${encodeURIComponent(project.path_with_namespace)}/packages/nuget/index.json`);
  const at = `${base}/api/v4/projects/${project.id}/packages/nuget`;
  const resource = (path: string, type: string, comment: string) => ({ '@id': `${at}${path}`, '@type': type, comment });
  const search = 'Filter and search for packages by keyword.';
  expect([res.status, res.json]).toEqual([200, {
    version: '3.0.0',
    resources: [
      resource('/query', 'SearchQueryService', search), resource('/query', 'SearchQueryService/3.0.0-beta', search), resource('/query', 'SearchQueryService/3.0.0-rc', search),
      resource('/metadata', 'RegistrationsBaseUrl', 'Get package metadata.'), resource('/metadata', 'RegistrationsBaseUrl/3.0.0-beta', 'Get package metadata.'),
      resource('/metadata', 'RegistrationsBaseUrl/3.0.0-rc', 'Get package metadata.'),
      resource('/download', 'PackageBaseAddress/3.0.0', 'Get package content (.nupkg).'),
      resource('', 'PackagePublish/2.0.0', 'Push and delete (or unlist) packages.'),
      resource('/symbolpackage', 'SymbolPackagePublish/4.9.0', 'Push symbol packages.'),
    ],
  }]);
  const missing = await feedGet(service, '/projects/999999/packages/nuget/index');
  expect([missing.status, missing.json]).toEqual([404, { message: '404 Project Not Found' }]);
});

it('serves the v2 service document anonymously as XML', async () => {
  const res = await feedGet(service, `${prefix}/v2`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(res.text).toBe(`<?xml version="1.0" encoding="utf-8"?>
<service xmlns="http://www.w3.org/2007/app" xmlns:atom="http://www.w3.org/2005/Atom" xml:base="${base}/api/v4${prefix}/v2">
  <workspace>
    <atom:title type="text">Default</atom:title>
    <collection href="Packages">
      <atom:title type="text">Packages</atom:title>
    </collection>
  </workspace>
</service>
`);
});

it('serves the metadata index: one page with every version in version order, leaves with catalog entries', async () => {
  const res = await feedGet(service, `${prefix}/metadata/feed.lib/index.json`, owner);
  expect(res.status).toBe(200);
  const json = (version: string) => `${base}/api/v4${prefix}/metadata/Feed.Lib/${version}.json`;
  const content = (version: string) => `${base}/api/v4${prefix}/download/Feed.Lib/${version}/feed.lib.${version}.nupkg`;
  expect(res.json).toMatchObject({ count: 1, items: [{ '@id': json('1.2.0'), lower: '1.2.0', upper: '1.10.0-beta.2', count: 2 }] });
  const [first, second] = res.json.items[0].items;
  expect(second.catalogEntry.version).toBe('1.10.0-beta.2');
  expect(Object.keys(second.catalogEntry)).not.toContain('projectUrl');
  const group = `${json('1.2.0')}#dependencyGroup`;
  expect(first).toEqual({
    '@id': json('1.2.0'),
    packageContent: content('1.2.0'),
    catalogEntry: {
      '@id': json('1.2.0'), authors: 'Ada, Bo',
      dependencyGroups: [
        { '@id': group, '@type': 'PackageDependencyGroup', dependencies: [{ '@id': `${group}/plain.dep`, '@type': 'PackageDependency', id: 'Plain.Dep', range: '1.0.0' }] },
        { '@id': `${group}/net8.0`, '@type': 'PackageDependencyGroup', targetFramework: 'net8.0', dependencies: [{ '@id': `${group}/net8.0/newtonsoft.json`, '@type': 'PackageDependency', id: 'Newtonsoft.Json', range: '13.0.1' }] },
        { '@id': `${group}/net6.0`, '@type': 'PackageDependencyGroup', targetFramework: 'net6.0', dependencies: [] },
      ],
      id: 'Feed.Lib', version: '1.2.0', tags: 'one two', packageContent: content('1.2.0'), description: 'The library', summary: 'Short',
      published: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      projectUrl: 'https://example.com/p', licenseUrl: 'https://example.com/l', iconUrl: 'https://example.com/i.png',
    },
  });
  const missing = await feedGet(service, `${prefix}/metadata/No.Such/index.json`, owner);
  expect([missing.status, missing.json]).toEqual([404, { message: '404 Package Not Found' }]);
});

it('serves one version by its stored or normalised version, 404 for another', async () => {
  const res = await feedGet(service, `${prefix}/metadata/Feed.Lib/1.2.0.0.json`, owner);
  expect(res.status).toBe(200);
  expect(Object.keys(res.json)).toEqual(['@id', 'packageContent', 'catalogEntry']);
  expect(res.json.catalogEntry.version).toBe('1.2.0');
  const missing = await feedGet(service, `${prefix}/metadata/Feed.Lib/9.9.9.json`, owner);
  expect([missing.status, missing.json]).toEqual([404, { message: '404 Package Not Found' }]);
});

it('lists the versions of a name in the package index, ascending', async () => {
  const res = await feedGet(service, `${prefix}/download/FEED.LIB/index.json`, owner);
  expect([res.status, res.json]).toEqual([200, { versions: ['1.2.0', '1.10.0-beta.2'] }]);
  const missing = await feedGet(service, `${prefix}/download/No.Such/index`, owner);
  expect([missing.status, missing.json]).toEqual([404, { message: '404 Package Not Found' }]);
});

it('downloads the .nupkg byte for byte as an attachment, answers HEAD with the headers only, and 404s an unknown file', async () => {
  const res = await feedGet(service, `${prefix}/download/Feed.Lib/1.2.0/feed.lib.1.2.0.nupkg`, owner);
  expect(res.status).toBe(200);
  expect(res.bytes.equals(stable)).toBe(true);
  expect(res.headers.get('content-type')).toBe('application/octet-stream');
  expect(res.headers.get('content-length')).toBe(String(stable.length));
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="feed.lib.1.2.0.nupkg"; filename*=UTF-8''feed.lib.1.2.0.nupkg`);
  const head = await feedGet(service, `${prefix}/download/Feed.Lib/1.2.0/feed.lib.1.2.0.nupkg`, owner, 'HEAD');
  expect([head.status, head.headers.get('content-length'), head.bytes.length]).toEqual([200, String(stable.length), 0]);
  // A normalised version in the URL names the stored file.
  const normalised = await feedGet(service, `${prefix}/download/Feed.Lib/1.2.0.0/feed.lib.1.2.0.0.nupkg`, owner);
  expect(normalised.bytes.equals(stable)).toBe(true);
  const missing = await feedGet(service, `${prefix}/download/Feed.Lib/1.2.0/other.nupkg`, owner);
  expect([missing.status, missing.json]).toEqual([404, { message: '404 Package Not Found' }]);
});
