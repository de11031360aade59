import type { PackageFields, PackageFileFields } from '../operations/packages';
import type { RouteContext } from '../routes/route';

/**
 * Entities::Package (lib/api/entities/package.rb): `delete_api_path` only for callers who may destroy
 * it; group lists add `project_id` and `project_path`.
 */
export function presentPackage(pkg: PackageFields, ctx: RouteContext, options: { group?: boolean } = {}) {
  const projectPath = pkg.project.pathWithNamespace;
  return {
    id: Number(pkg.id),
    name: pkg.name,
    version: pkg.version,
    package_type: pkg.packageType,
    status: pkg.status,
    _links: {
      web_path: `/${projectPath}/-/packages/${pkg.id}`,
      ...(pkg.canDestroy ? { delete_api_path: `${ctx.externalUrl}/api/v4/projects/${pkg.projectId}/packages/${pkg.id}` } : {}),
    },
    created_at: pkg.createdAt,
    last_downloaded_at: pkg.lastDownloadedAt,
    ...(options.group ? { project_id: pkg.projectId, project_path: projectPath } : {}),
    tags: pkg.tags.map((name) => ({ name })),
  };
}

export const presentGroupPackage = (pkg: PackageFields, ctx: RouteContext) => presentPackage(pkg, ctx, { group: true });

/** Entities::PackageFile (lib/api/entities/package_file.rb). */
export function presentPackageFile(file: PackageFileFields) {
  return {
    id: Number(file.id),
    package_id: file.packageId,
    created_at: file.createdAt,
    file_name: file.fileName,
    size: file.size,
    file_md5: file.fileMd5,
    file_sha1: file.fileSha1,
    file_sha256: file.fileSha256,
  };
}
