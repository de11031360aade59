import { clampPage, cappedTotal, COUNT_CAP, NotFoundError, pageInfo, type Page, type PageArgs, type SubgraphContext } from '@forgegraph/platform';
import { Package } from '../../entities/package.entity';
import { PackageFile } from '../../entities/package-file.entity';
import { requirePackageAccess } from '../access/package-access';
import { readableGroupProjects } from '../access/group-projects';
import { packageConditions, packageOrder, type PackageFilter } from './package-filters';

/** A project's packages (GET /projects/:id/packages). */
export async function listProjectPackages(ctx: SubgraphContext, projectRef: string, filter: PackageFilter, args: PageArgs): Promise<Page<Package>> {
  const projectId = await requirePackageAccess(ctx, projectRef, 'read');
  return pagePackages(ctx, [projectId], filter, args);
}

/** The packages of the projects of a group and its subgroups the caller may read (GET /groups/:id/packages). */
export async function listGroupPackages(ctx: SubgraphContext, groupRef: string, filter: PackageFilter, args: PageArgs): Promise<Page<Package>> {
  const { projectIds } = await readableGroupProjects(ctx, groupRef, { anonymous: 'allow' });
  return pagePackages(ctx, projectIds, filter, args);
}

async function pagePackages(ctx: SubgraphContext, projectIds: number[], filter: PackageFilter, args: PageArgs): Promise<Page<Package>> {
  const { page, perPage } = clampPage(args);
  const where = packageConditions(projectIds, filter);
  const [nodes, total] = await Promise.all([
    projectIds.length ? ctx.em.find(Package, where, { orderBy: packageOrder(filter), offset: (page - 1) * perPage, limit: perPage }) : [],
    projectIds.length ? ctx.em.count(Package, where) : 0,
  ]);
  return { nodes, pageInfo: pageInfo({ page, perPage }, cappedTotal(Math.min(total, COUNT_CAP + 1))) };
}

/** One package of the project (Packages::PackageFinder: displayable ones only); `404 Package Not Found`. */
export async function findProjectPackage(ctx: SubgraphContext, projectRef: string, packageId: number, ability: 'read' | 'destroy' = 'read'): Promise<Package> {
  const projectId = await requirePackageAccess(ctx, projectRef, ability);
  const found = await ctx.em.findOne(Package, { id: packageId, projectId, status: { $ne: 'pending_destruction' } });
  if (!found) throw NotFoundError.resource('Package');
  return found;
}

/** A package's files, oldest first (GET /projects/:id/packages/:package_id/package_files). */
export async function listPackageFiles(ctx: SubgraphContext, projectRef: string, packageId: number, args: PageArgs): Promise<Page<PackageFile>> {
  const found = await findProjectPackage(ctx, projectRef, packageId);
  const { page, perPage } = clampPage(args);
  const [nodes, total] = await ctx.em.findAndCount(PackageFile, { packageId: found.id }, { orderBy: { id: 'asc' }, offset: (page - 1) * perPage, limit: perPage });
  return { nodes, pageInfo: pageInfo({ page, perPage }, cappedTotal(total)) };
}

/** The packages of these ids, for the request's batched reference loader. */
export function packageLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, Package | null>('packages.package', async (ids) => {
    const rows = await ctx.em.find(Package, { id: { $in: [...ids] } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}
