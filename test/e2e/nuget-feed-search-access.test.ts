import { addMember, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { basicAuth, feedGet, nupkgOf, pushPackage } from '../support/nuget';

/** `query` (reference §6.5) and who may read a feed (§6.1): Basic credentials, 401 challenge, 404 for non-members. */
let service: TestService;
let project: CreatedProject;
let owner: Record<string, string>;
let prefix: string;
let base: string;

const PACKAGES: Array<[string, string]> = [['Alpha.Core', '1.0.0'], ['Alpha.Core', '2.0.0-rc.1'], ['Alpha.Web', '0.5.0'], ['Beta.Tools', '3.1.0'], ['Pre.Only', '0.1.0-alpha']];

beforeAll(async () => {
  service = await startTestService();
  base = service.url.replace('127.0.0.1', 'localhost');
  project = await createProject(service.api, { visibility: 'private' });
  owner = basicAuth('root', service.rootToken);
  prefix = `/projects/${project.id}/packages/nuget`;
  for (const [id, version] of PACKAGES) {
    const res = await pushPackage(service, prefix, await nupkgOf({ id, version, authors: 'Ada', description: `${id} ${version}`, tags: 'x y' }), owner);
    expect(res.status).toBe(201);
  }
}, 120_000);
afterAll(async () => service?.stop());

it('finds names containing q, case-insensitively, ordered by name, with every version and the highest described', async () => {
  const res = await feedGet(service, `${prefix}/query?q=ALPHA`, owner);
  expect(res.status).toBe(200);
  expect(res.json.totalHits).toBe(2);
  expect(res.json.data.map((d: any) => d.id)).toEqual(['Alpha.Core', 'Alpha.Web']);
  expect(res.json.data[0]).toEqual({
    '@type': 'Package', authors: 'Ada', id: 'Alpha.Core', title: 'Alpha.Core', description: 'Alpha.Core 2.0.0-rc.1', summary: 'Alpha.Core 2.0.0-rc.1',
    totalDownloads: 0, verified: true, version: '2.0.0-rc.1',
    versions: [
      { '@id': `${base}/api/v4${prefix}/metadata/Alpha.Core/2.0.0-rc.1.json`, version: '2.0.0-rc.1', downloads: 0 },
      { '@id': `${base}/api/v4${prefix}/metadata/Alpha.Core/1.0.0.json`, version: '1.0.0', downloads: 0 },
    ],
    tags: 'x y',
  });
});

it('leaves prerelease versions out with prerelease=false, and names with only prereleases', async () => {
  const res = await feedGet(service, `${prefix}/query?q=&prerelease=false`, owner);
  expect(res.json.totalHits).toBe(3);
  expect(res.json.data.map((d: any) => [d.id, d.version])).toEqual([['Alpha.Core', '1.0.0'], ['Alpha.Web', '0.5.0'], ['Beta.Tools', '3.1.0']]);
});

it('pages names with skip and take while totalHits counts them all', async () => {
  const res = await feedGet(service, `${prefix}/query?q=&skip=1&take=2`, owner);
  expect(res.json.totalHits).toBe(4);
  expect(res.json.data.map((d: any) => d.id)).toEqual(['Alpha.Web', 'Beta.Tools']);
  const bad = await feedGet(service, `${prefix}/query?q=a&take=0`, owner);
  expect(bad.status).toBe(400);
  expect(bad.json).toEqual({ error: 'take does not have a valid value' });
});

it('counts downloads in totalDownloads and per version', async () => {
  for (let i = 0; i < 2; i += 1) expect((await feedGet(service, `${prefix}/download/Beta.Tools/3.1.0/beta.tools.3.1.0.nupkg`, owner)).status).toBe(200);
  const res = await feedGet(service, `${prefix}/query?q=beta`, owner);
  expect([res.json.data[0].totalDownloads, res.json.data[0].versions[0].downloads]).toEqual([2, 2]);
  const list = await service.api.get(`/projects/${project.id}/packages?package_name=Beta.Tools`);
  expect(list.body[0].last_downloaded_at).toEqual(expect.stringMatching(/^\d{4}-/));
});

describe('access', () => {
  it('challenges anonymous readers of a private feed with 401 and WWW-Authenticate', async () => {
    for (const path of [`${prefix}/query?q=a`, `${prefix}/metadata/Alpha.Core/index.json`, `${prefix}/download/Alpha.Core/index.json`]) {
      const res = await feedGet(service, path);
      expect([res.status, res.json, res.headers.get('www-authenticate')]).toEqual([401, { message: '401 Unauthorized' }, 'Basic realm="GitLab Packages Registry"']);
    }
  });

  it('answers 404 Project Not Found to a signed-in non-member, and serves a member (Guest included)', async () => {
    const outsider = await createUserWithClient(service.api);
    const denied = await feedGet(service, `${prefix}/query?q=a`, basicAuth(outsider.user.username, outsider.client.token!));
    expect([denied.status, denied.json]).toEqual([404, { message: '404 Project Not Found' }]);
    await addMember(service.api, `projects/${project.id}`, outsider.user.id, 10);
    const member = await feedGet(service, `${prefix}/query?q=alpha`, basicAuth(outsider.user.username, outsider.client.token!));
    expect([member.status, member.json.totalHits]).toEqual([200, 2]);
  });

  it('serves a public project\'s feed to anonymous readers', async () => {
    const open = await createProject(service.api, { visibility: 'public' });
    const openPrefix = `/projects/${open.id}/packages/nuget`;
    const content = await nupkgOf({ id: 'Open.Pkg', version: '1.0.0', authors: 'x', description: 'x' });
    expect((await pushPackage(service, openPrefix, content, owner)).status).toBe(201);
    const search = await feedGet(service, `${openPrefix}/query?q=open`);
    expect([search.status, search.json.totalHits]).toEqual([200, 1]);
    const file = await feedGet(service, `${openPrefix}/download/Open.Pkg/1.0.0/open.pkg.1.0.0.nupkg`);
    expect(file.bytes.equals(content)).toBe(true);
    // Publishing still needs credentials.
    const anonymous = await pushPackage(service, openPrefix, content, {});
    expect(anonymous.status).toBe(401);
  });
});
