import { DeletePackage, DeletePackageFile, GroupPackages, PackageFiles, ProjectPackage, ProjectPackages } from '../operations/packages';
import { p } from '../params/param';
import type { Params } from '../params/parse-params';
import { presentGroupPackage, presentPackage, presentPackageFile } from '../presenters/package.presenter';
import { defineRoutes, route } from './route';

// doc/api/packages.md (lib/api/project_packages.rb, group_packages.rb, package_files.rb). Anonymous
// callers may read public projects' packages; a private project is `404 Project Not Found` to them.

const PACKAGE_TYPES = ['maven', 'npm', 'conan', 'nuget', 'pypi', 'composer', 'generic', 'golang', 'debian', 'rubygems', 'helm', 'terraform_module', 'rpm', 'ml_model'];
const STATUSES = ['default', 'hidden', 'processing', 'error', 'pending_destruction'];
const LIST_FILTERS = {
  order_by: p.string().values(['created_at', 'name', 'version', 'type']).default('created_at'),
  sort: p.string().values(['asc', 'desc']).default('asc'),
  package_type: p.string().values(PACKAGE_TYPES),
  package_name: p.string(),
  package_version: p.string(),
  status: p.string().values(STATUSES),
  include_versionless: p.boolean(),
};
const PACKAGE = { id: p.string().required(), package_id: p.integer().required() };

const filterOf = (params: Params) => ({
  packageType: params.package_type ?? null, packageName: params.package_name ?? null, packageVersion: params.package_version ?? null,
  status: params.status ?? null, orderBy: params.order_by, sort: params.sort,
});

export const packageRoutes = defineRoutes([
  route({
    method: 'GET', path: '/projects/:id/packages', jobToken: true, pagination: 'offset',
    params: { id: p.string().required(), ...LIST_FILTERS },
    operation: ProjectPackages, variables: (params) => ({ projectRef: String(params.id), filter: filterOf(params) }),
    present: presentPackage,
  }),
  route({
    method: 'GET', path: '/groups/:id/packages', jobToken: true, pagination: 'offset',
    params: { id: p.string().required(), exclude_subgroups: p.boolean().default(false), ...LIST_FILTERS },
    operation: GroupPackages, variables: (params) => ({ groupRef: String(params.id), filter: filterOf(params) }),
    present: presentGroupPackage,
  }),
  route({
    method: 'GET', path: '/projects/:id/packages/:package_id', jobToken: true, params: PACKAGE,
    operation: ProjectPackage, variables: (params) => ({ projectRef: String(params.id), packageId: params.package_id }),
    present: presentPackage,
  }),
  route({
    method: 'GET', path: '/projects/:id/packages/:package_id/package_files', jobToken: true, pagination: 'offset', params: PACKAGE,
    operation: PackageFiles, variables: (params) => ({ projectRef: String(params.id), packageId: params.package_id }),
    present: presentPackageFile,
  }),
  route({
    method: 'DELETE', path: '/projects/:id/packages/:package_id', jobToken: true, params: PACKAGE,
    operation: DeletePackage, variables: (params) => ({ projectRef: String(params.id), packageId: params.package_id }),
  }),
  route({
    method: 'DELETE', path: '/projects/:id/packages/:package_id/package_files/:package_file_id', jobToken: true,
    params: { ...PACKAGE, package_file_id: p.integer().required() },
    operation: DeletePackageFile,
    variables: (params) => ({ projectRef: String(params.id), packageId: params.package_id, packageFileId: params.package_file_id }),
  }),
]);
