import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';

/**
 * Debian's NuGet client (2.8, on mono) against the project's v2 source: it packs a .nuspec, pushes it with
 * the API key, and installs it from the public project's feed; the test then deletes it through the feed.
 * Skipped where `.ci/run` could not install `nuget` and `mono-runtime`.
 */
const run = promisify(execFile);
const hasNuget = ['nuget', 'mono'].every((tool) => process.env.PATH?.split(':').some((dir) => {
  try {
    return readdirSync(dir).includes(tool);
  } catch {
    return false;
  }
}));

let service: TestService;
let work: string;
beforeAll(async () => {
  if (!hasNuget) return;
  service = await startTestService();
  work = mkdtempSync(path.join(os.tmpdir(), 'nuget-compat-'));
}, 120_000);
afterAll(async () => {
  await service?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

const nuget = (args: string[]) => run('nuget', [...args, '-NonInteractive'], { cwd: work, env: { ...process.env, HOME: work, EnableNuGetPackageRestore: 'true' }, timeout: 120_000 });

(hasNuget ? it : it.skip)('packs, pushes, installs and deletes a package through the v2 source', async () => {
  // Public: Debian's NuGet 2.8 cannot send stored credentials non-interactively, and public feeds read anonymously.
  const project = await createProject(service.api, { visibility: 'public' });
  const source = `${service.url}/api/v4/projects/${project.id}/packages/nuget/v2`;
  writeFileSync(path.join(work, 'readme.txt'), 'compat');
  writeFileSync(path.join(work, 'Compat.Pkg.nuspec'), `<?xml version="1.0"?>
<package><metadata><id>Compat.Pkg</id><version>1.2.3</version><authors>Forgegraph</authors><description>Compat test</description></metadata>
<files><file src="readme.txt" target="content" /></files></package>`);
  await nuget(['pack', 'Compat.Pkg.nuspec']);
  await nuget(['push', 'Compat.Pkg.1.2.3.nupkg', service.rootToken, '-Source', source]);
  const listed = await service.api.get(`/projects/${project.id}/packages`);
  expect(listed.body.map((p: any) => [p.name, p.version])).toEqual([['Compat.Pkg', '1.2.3']]);

  await nuget(['install', 'Compat.Pkg', '-Version', '1.2.3', '-OutputDirectory', 'packages', '-Source', source]);
  expect(readdirSync(path.join(work, 'packages', 'Compat.Pkg.1.2.3', 'content'))).toEqual(['readme.txt']);

  const deleted = await service.api.delete(`/projects/${project.id}/packages/${listed.body[0].id}`);
  expect(deleted.status).toBe(204);
}, 300_000);
