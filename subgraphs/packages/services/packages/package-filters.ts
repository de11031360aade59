import { BadRequestError } from '@forgegraph/platform';
import type { FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import type { Package } from '../../entities/package.entity';

/** GET /projects/:id/packages and /groups/:id/packages filters (Packages::PackagesFinder / GroupPackagesFinder). */
export interface PackageFilter {
  packageType?: string | null;
  packageName?: string | null;
  packageVersion?: string | null;
  status?: string | null;
  orderBy?: string | null;
  sort?: string | null;
}

const ORDER_COLUMNS: Record<string, keyof Package> = { created_at: 'createdAt', name: 'name', version: 'version', type: 'packageType' };

/**
 * The finder's conditions: `package_name` is a case-insensitive substring (`search_by_name`); without a
 * `status` filter, only displayable packages (`default` and `error`) are listed.
 */
export function packageConditions(projectIds: number[], filter: PackageFilter): FilterQuery<Package> {
  const where: Record<string, unknown> = { projectId: { $in: projectIds } };
  if (filter.packageType) where.packageType = filter.packageType;
  if (filter.packageName) where.name = { $ilike: `%${filter.packageName.replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
  if (filter.packageVersion) where.version = filter.packageVersion;
  where.status = filter.status ? filter.status : { $in: ['default', 'error'] };
  return where as FilterQuery<Package>;
}

export function packageOrder(filter: PackageFilter): QueryOrderMap<Package> {
  const column = ORDER_COLUMNS[filter.orderBy ?? 'created_at'];
  if (!column) throw BadRequestError.param('order_by does not have a valid value');
  const direction = filter.sort === 'desc' ? 'desc' : 'asc';
  return { [column]: direction, id: direction } as QueryOrderMap<Package>;
}
