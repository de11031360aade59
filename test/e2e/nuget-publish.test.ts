import { addMember, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { basicAuth, feedGet, nupkgOf, pushPackage } from '../support/nuget';

/** PUT .../packages/nuget, /v2 and /symbolpackage (reference §6.2): multipart `package`, 201 `201 Created`. */
let service: TestService;
let project: CreatedProject;
let owner: Record<string, string>;

beforeAll(async () => {
  service = await startTestService();
  project = await createProject(service.api, { visibility: 'private' });
  owner = basicAuth('root', service.rootToken);
}, 120_000);
afterAll(async () => service?.stop());

it('publishes a package through the v3 endpoint and serves it in the package index and the package list', async () => {
  const nupkg = await nupkgOf({ id: 'Demo.Lib', version: '1.0.0', authors: 'Ada', description: 'A demo' });
  const res = await pushPackage(service, `/projects/${project.id}/packages/nuget`, nupkg, owner);
  expect([res.status, res.json]).toEqual([201, { message: '201 Created' }]);
  const index = await feedGet(service, `/projects/${project.id}/packages/nuget/download/demo.lib/index.json`, owner);
  expect([index.status, index.json]).toEqual([200, { versions: ['1.0.0'] }]);
  const list = await service.api.get(`/projects/${project.id}/packages`);
  expect(list.status).toBe(200);
  expect(list.body).toEqual([{
    id: expect.any(Number), name: 'Demo.Lib', version: '1.0.0', package_type: 'nuget', status: 'default',
    _links: { web_path: `/${project.path_with_namespace}/-/packages/${list.body[0].id}`, delete_api_path: `${service.url.replace('127.0.0.1', 'localhost')}/api/v4/projects/${project.id}/packages/${list.body[0].id}` },
    created_at: expect.any(String), last_downloaded_at: null, tags: [],
  }]);
});

it('publishes through /v2 (with the trailing slash clients send) and normalises the version as NuGet does', async () => {
  const nupkg = await nupkgOf({ id: 'Legacy.Pkg', version: '2.0.0.0', authors: 'Bo', description: 'v2' });
  const res = await pushPackage(service, `/projects/${project.id}/packages/nuget/v2/`, nupkg, owner);
  expect(res.status).toBe(201);
  // The stored version stays as written; the normalised one finds it too.
  const index = await feedGet(service, `/projects/${project.id}/packages/nuget/download/Legacy.Pkg/index`, owner);
  expect(index.json).toEqual({ versions: ['2.0.0.0'] });
  const meta = await feedGet(service, `/projects/${project.id}/packages/nuget/metadata/Legacy.Pkg/2.0.0.json`, owner);
  expect([meta.status, meta.json.catalogEntry.version]).toEqual([200, '2.0.0.0']);
});

it('publishes a symbol package onto its package, and refuses one without a matching package', async () => {
  const symbols = await nupkgOf({ id: 'Demo.Lib', version: '1.0.0', authors: 'Ada', description: 'A demo' }, { 'lib/net8.0/Library.pdb': 'pdb' });
  const res = await pushPackage(service, `/projects/${project.id}/packages/nuget/symbolpackage`, symbols, owner);
  expect(res.status).toBe(201);
  const [pkg] = (await service.api.get(`/projects/${project.id}/packages?package_name=demo.lib`)).body;
  const files = await service.api.get(`/projects/${project.id}/packages/${pkg.id}/package_files`);
  expect(files.body.map((f: any) => f.file_name)).toEqual(['demo.lib.1.0.0.nupkg', 'demo.lib.1.0.0.snupkg']);
  const orphan = await nupkgOf({ id: 'No.Such', version: '1.0.0', authors: 'x', description: 'x' });
  const refused = await pushPackage(service, `/projects/${project.id}/packages/nuget/symbolpackage`, orphan, owner);
  expect([refused.status, refused.json]).toEqual([400, { message: 'symbol package is invalid, matching package does not exist' }]);
});

it('records the file with GitLab\'s checksums and size', async () => {
  const nupkg = await nupkgOf({ id: 'Sums', version: '0.1.0', authors: 'x', description: 'x' });
  expect((await pushPackage(service, `/projects/${project.id}/packages/nuget`, nupkg, owner)).status).toBe(201);
  const [pkg] = (await service.api.get(`/projects/${project.id}/packages?package_name=Sums`)).body;
  const files = await service.api.get(`/projects/${project.id}/packages/${pkg.id}/package_files`);
  const crypto = await import('node:crypto');
  const digest = (algorithm: string) => crypto.createHash(algorithm).update(nupkg).digest('hex');
  expect(files.body).toEqual([{
    id: expect.any(Number), package_id: pkg.id, created_at: expect.any(String), file_name: 'sums.0.1.0.nupkg', size: nupkg.length,
    file_md5: digest('md5'), file_sha1: digest('sha1'), file_sha256: digest('sha256'),
  }]);
});

it('accepts a personal token in X-NuGet-ApiKey and refuses a Reporter with 403', async () => {
  const { user, client } = await createUserWithClient(service.api);
  await addMember(service.api, `projects/${project.id}`, user.id, 20);
  const nupkg = await nupkgOf({ id: 'Reporter.Pkg', version: '1.0.0', authors: 'x', description: 'x' });
  const refused = await pushPackage(service, `/projects/${project.id}/packages/nuget`, nupkg, basicAuth(user.username, client.token!));
  expect([refused.status, refused.json]).toEqual([403, { message: '403 Forbidden' }]);
  const apiKey = await pushPackage(service, `/projects/${project.id}/packages/nuget`, nupkg, { 'x-nuget-apikey': service.rootToken });
  expect(apiKey.status).toBe(201);
});
