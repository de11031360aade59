import { NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import { Package } from '../../entities/package.entity';
import { PackageFile } from '../../entities/package-file.entity';
import { packageStore } from '../nuget/package-store';
import { requirePackageAccess } from '../access/package-access';
import { findNugetPackage } from '../nuget/nuget-finder';
import { findProjectPackage } from './package-finder';

/** DELETE /projects/:id/packages/:package_id (`destroy_package`: Maintainer). */
export async function deletePackage(ctx: SubgraphContext, projectRef: string, packageId: number): Promise<boolean> {
  const found = await findProjectPackage(ctx, projectRef, packageId, 'destroy');
  await destroyPackage(ctx, found);
  return true;
}

/** DELETE /projects/:id/packages/nuget/*package_name/*package_version (Maintainer; 404 when unknown). */
export async function deleteNugetPackage(ctx: SubgraphContext, projectRef: string, name: string, version: string): Promise<boolean> {
  const projectId = await requirePackageAccess(ctx, projectRef, 'destroy', { challenge: true });
  await destroyPackage(ctx, await findNugetPackage(ctx, [projectId], name, version));
  return true;
}

/** DELETE /projects/:id/packages/:package_id/package_files/:package_file_id (Maintainer). */
export async function deletePackageFile(ctx: SubgraphContext, projectRef: string, packageId: number, fileId: number): Promise<boolean> {
  const found = await findProjectPackage(ctx, projectRef, packageId, 'destroy');
  const file = await ctx.em.findOne(PackageFile, { id: fileId, packageId: found.id });
  if (!file) throw NotFoundError.resource('Package file');
  await ctx.em.nativeDelete(PackageFile, { id: file.id });
  await packageStore(ctx).delete(file.objectKey);
  return true;
}

/**
 * GitLab marks the package for destruction and a worker removes it; here the rows go in one statement
 * (files cascade) and their objects after the commit, so a failed delete leaves the package whole.
 */
async function destroyPackage(ctx: SubgraphContext, found: Package): Promise<void> {
  const files = await ctx.em.find(PackageFile, { packageId: found.id });
  await ctx.em.nativeDelete(Package, { id: found.id });
  const store = packageStore(ctx);
  await Promise.all(files.map((file) => store.delete(file.objectKey)));
}
