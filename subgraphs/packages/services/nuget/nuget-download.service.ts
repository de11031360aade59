import { NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import { PackageFile } from '../../entities/package-file.entity';
import { requirePackageAccess } from '../access/package-access';
import { findNugetPackage } from './nuget-finder';

export interface NugetFileRequest {
  projectRef: string;
  name: string;
  version: string;
  /** The requested file name (`demo.1.0.0.nupkg`); a normalised version in it stands for the stored one. */
  fileName: string;
}

/**
 * The package file a `download/:name/:version/:file` request names (format_filename +
 * PackageFileFinder), counted as a download of its package (totalDownloads in search, last_downloaded_at).
 */
export async function downloadNugetFile(ctx: SubgraphContext, request: NugetFileRequest): Promise<PackageFile> {
  const projectId = await requirePackageAccess(ctx, request.projectRef, 'read', { challenge: true });
  const found = await findNugetPackage(ctx, [projectId], request.name, request.version);
  const wanted = request.fileName.toLowerCase().replace(request.version.toLowerCase(), found.version.toLowerCase());
  const files = await ctx.em.find(PackageFile, { packageId: found.id }, { orderBy: { id: 'desc' } });
  const file = files.find((f) => f.fileName === wanted) ?? files.find((f) => f.fileName.toLowerCase() === request.fileName.toLowerCase());
  if (!file) throw NotFoundError.resource('Package');
  // One statement, so concurrent downloads all count.
  await ctx.em.getConnection().execute('update packages.packages set downloads = downloads + 1, last_downloaded_at = now() where id = ?', [found.id]);
  return file;
}
