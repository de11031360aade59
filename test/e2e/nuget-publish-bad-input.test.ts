import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createProject, runSql, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { zipOf } from '../support/artifacts';
import { basicAuth, nupkgOf, nuspecXml, pushPackage } from '../support/nuget';

/** Refused uploads (reference §6.2, issue 10 "Bad input"): GitLab's status and body, and nothing stored. */
let service: TestService;
let project: CreatedProject;
let owner: Record<string, string>;
let publish: string;

beforeAll(async () => {
  service = await startTestService();
  project = await createProject(service.api, { visibility: 'private' });
  owner = basicAuth('root', service.rootToken);
  publish = `/projects/${project.id}/packages/nuget`;
}, 120_000);
afterAll(async () => service?.stop());

/** Every object file the store holds (uploads included). */
async function storedObjects(): Promise<string[]> {
  const root = path.join(service.dataDir, 'objects');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function expectNothingStored(): Promise<void> {
  expect((await service.api.get(`/projects/${project.id}/packages`)).body).toEqual([]);
  expect(await storedObjects()).toEqual([]);
}

const bomb = () => zipOf({ 'Bomb.nuspec': nuspecXml({ id: 'Bomb', version: '1.0.0', authors: 'x', description: 'x' }), 'zeros.bin': Buffer.alloc(40 * 1024 * 1024) });

it.each([
  ['a file that is not a zip', async () => Buffer.from('not a zip at all'), { message: 'invalid package file' }],
  ['a zip without a .nuspec', async () => zipOf({ 'lib/a.dll': 'MZ' }), { message: 'nuspec file not found' }],
  ['a .nuspec without an id', async () => nupkgOf({ version: '1.0.0', authors: 'x', description: 'x' }), { message: 'package name and/or package version not found in metadata' }],
  ['a .nuspec without a version', async () => nupkgOf({ id: 'NoVersion', authors: 'x', description: 'x' }), { message: 'package name and/or package version not found in metadata' }],
  ['an invalid version', async () => nupkgOf({ id: 'BadVersion', version: '1.x.y', authors: 'x', description: 'x' }), { message: 'Validation failed: Version is invalid' }],
  ['an invalid name', async () => nupkgOf({ id: 'bad name', version: '1.0.0', authors: 'x', description: 'x' }), { message: 'Validation failed: Name is invalid' }],
  ['malformed nuspec XML', async () => zipOf({ 'Broken.nuspec': '<package><metadata><id>Broken</id>' }), { message: expect.stringMatching(/^Error while parsing nuspec: /) }],
  ['a path traversal entry', async () => zipOf({ 'Evil.nuspec': nuspecXml({ id: 'Evil', version: '1.0.0', authors: 'x', description: 'x' }), 'aa/evil.txt': 'x' }, { rename: { 'aa/evil.txt': '../evil.txt' } }), { message: expect.stringMatching(/^invalid package file/) }],
  ['an extreme compression ratio', bomb, { message: 'invalid package file: compression ratio too high' }],
])('answers 400 for %s and stores nothing', async (_case, build, body) => {
  const res = await pushPackage(service, publish, await build(), owner);
  expect([res.status, res.json]).toEqual([400, body]);
  await expectNothingStored();
});

it('answers 400 "package is missing" for a body without the package field', async () => {
  const res = await pushPackage(service, publish, await nupkgOf({ id: 'Elsewhere', version: '1.0.0', authors: 'x', description: 'x' }), owner, 'file');
  expect([res.status, res.json]).toEqual([400, { error: 'package is missing' }]);
  await expectNothingStored();
});

it('answers 413 past the plan limit (nuget_max_file_size) while streaming', async () => {
  await runSql(service.server.backend.databaseUrl, `update packages.plan_limits set nuget_max_file_size = 1000`);
  try {
    const big = await nupkgOf({ id: 'Big', version: '1.0.0', authors: 'x', description: 'x' }, { 'lib/big.bin': randomBytes(4000) });
    const res = await pushPackage(service, publish, big, owner);
    expect([res.status, res.json]).toEqual([413, { message: '413 Request Entity Too Large' }]);
    await expectNothingStored();
  } finally {
    await runSql(service.server.backend.databaseUrl, `update packages.plan_limits set nuget_max_file_size = 524288000`);
  }
});

it.each([
  ['no credentials', {}],
  ['a wrong password', basicAuth('root', 'glpat-wrongwrongwrongwrong')],
  ['a user name without a password', { authorization: `Basic ${Buffer.from('root').toString('base64')}` }],
])('answers 401 with the Basic challenge for %s', async (_case, auth) => {
  const res = await pushPackage(service, publish, await nupkgOf({ id: 'Anon', version: '1.0.0', authors: 'x', description: 'x' }), auth);
  expect([res.status, res.json]).toEqual([401, { message: '401 Unauthorized' }]);
  expect(res.headers.get('www-authenticate')).toBe('Basic realm="GitLab Packages Registry"');
  await expectNothingStored();
});

it('answers 409 for a duplicate (normalised) version when the namespace forbids duplicates, and takes it when allowed', async () => {
  const first = await nupkgOf({ id: 'Dup.Pkg', version: '3.0.0', authors: 'x', description: 'x' });
  expect((await pushPackage(service, publish, first, owner)).status).toBe(201);
  const again = await nupkgOf({ id: 'dup.pkg', version: '3.0.0.0', authors: 'x', description: 'x' });
  expect((await pushPackage(service, publish, again, owner)).status).toBe(201);
  await runSql(service.server.backend.databaseUrl, `insert into packages.namespace_package_settings (namespace_id, nuget_duplicates_allowed) values ($1, false)`, [project.namespace.id]);
  const refused = await pushPackage(service, publish, again, owner);
  expect([refused.status, refused.json]).toEqual([409, { message: 'A package with the same name and version already exists' }]);
  // An exception regex lets matching names through again.
  await runSql(service.server.backend.databaseUrl, `update packages.namespace_package_settings set nuget_duplicate_exception_regex = '^[Dd]up[.]' where namespace_id = $1`, [project.namespace.id]);
  expect((await pushPackage(service, publish, again, owner)).status).toBe(201);
  const list = await service.api.get(`/projects/${project.id}/packages`);
  expect(list.body.map((p: any) => [p.name, p.version])).toEqual([['Dup.Pkg', '3.0.0']]);
  const files = await service.api.get(`/projects/${project.id}/packages/${list.body[0].id}/package_files`);
  expect(files.body).toHaveLength(3);
  await service.api.delete(`/projects/${project.id}/packages/${list.body[0].id}`);
});
