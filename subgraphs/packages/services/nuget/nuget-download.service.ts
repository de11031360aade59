import { NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import { PackageFile } from '../../entities/package-file.entity';
import { requirePackageAccess } from '../access/package-access';
import { findNugetPackage, findNugetPackages } from './nuget-finder';
import { compareNugetVersions } from './nuget-version';
import type { Package } from '../../entities/package.entity';

/** The v2 feed's stand-in for the highest version (OdataPackageEntryService). */
const LATEST = 'latest';

export interface NugetFileRequest {
  projectRef: string;
  name: string;
  version: string;
  /**
   * The requested file name (`demo.1.0.0.nupkg`); a normalised version in it stands for the stored one.
   * Null: the version's `.nupkg` (the v2 feed's `download/:name/:version`, where `latest` is the highest version).
   */
  fileName: string | null;
}

/**
 * The package file a `download/:name/:version/:file` request names (format_filename +
 * PackageFileFinder), counted as a download of its package (totalDownloads in search, last_downloaded_at).
 */
export async function downloadNugetFile(ctx: SubgraphContext, request: NugetFileRequest): Promise<PackageFile> {
  const projectId = await requirePackageAccess(ctx, request.projectRef, 'read', { challenge: true });
  const found = request.version === LATEST && request.fileName === null
    ? await findLatest(ctx, projectId, request.name)
    : await findNugetPackage(ctx, [projectId], request.name, request.version);
  const requested = request.fileName ?? `${found.name}.${found.version}.nupkg`;
  const wanted = requested.toLowerCase().replace(request.version.toLowerCase(), found.version.toLowerCase());
  const files = await ctx.em.find(PackageFile, { packageId: found.id }, { orderBy: { id: 'desc' } });
  const file = files.find((f) => f.fileName === wanted) ?? files.find((f) => f.fileName === requested.toLowerCase());
  if (!file) throw NotFoundError.resource('Package');
  // One statement, so concurrent downloads all count.
  await ctx.em.getConnection().execute('update packages.packages set downloads = downloads + 1, last_downloaded_at = now() where id = ?', [found.id]);
  return file;
}

async function findLatest(ctx: SubgraphContext, projectId: number, name: string): Promise<Package> {
  const [latest] = (await findNugetPackages(ctx, [projectId], name)).sort((a, b) => compareNugetVersions(b.version, a.version));
  if (!latest) throw NotFoundError.resource('Package');
  return latest;
}
