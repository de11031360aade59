import { raw } from '@mikro-orm/core';
import { NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import { Package } from '../../entities/package.entity';
import { normalizeNugetVersion } from './nuget-version';

/** Packages::Nuget::PackageFinder::MAX_PACKAGES_COUNT. */
const MAX_PACKAGES = 300;

/** The installable NuGet packages of a name (case-insensitive) in the feed's projects, newest first. */
export async function findNugetPackages(ctx: SubgraphContext, projectIds: number[], name: string): Promise<Package[]> {
  if (!projectIds.length) return [];
  return ctx.em.find(Package, {
    projectId: { $in: projectIds }, packageType: 'nuget', status: 'default',
    [raw('lower(name)')]: name.toLowerCase(),
  }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: MAX_PACKAGES });
}

/** One version of a name: the stored version or its normalised form both find it; `404 Package Not Found` otherwise. */
export async function findNugetPackage(ctx: SubgraphContext, projectIds: number[], name: string, version: string): Promise<Package> {
  if (!projectIds.length) throw NotFoundError.resource('Package');
  const found = await ctx.em.findOne(Package, {
    projectId: { $in: projectIds }, packageType: 'nuget', status: 'default',
    [raw('lower(name)')]: name.toLowerCase(),
    // The stored version and its normalised form both name it (normalising is idempotent).
    normalizedVersion: normalizeNugetVersion(version),
  }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  if (!found) throw NotFoundError.resource('Package');
  return found;
}
