import { receiveNugetUpload } from '../edge/nuget-upload';
import { sendNugetPackageFile } from '../edge/nuget-downloads';
import { RouteAnswer } from '../http/route-answer';
import {
  DeleteNugetPackage, NugetFeedOwner, NugetPackageVersion, NugetPackageVersions, NugetSearch,
} from '../operations/nuget';
import { p } from '../params/param';
import { compareVersions, presentMetadataIndex, presentVersionMetadata } from '../presenters/nuget-metadata.presenter';
import { presentOdata } from '../presenters/nuget-odata.presenter';
import { presentSearchResults } from '../presenters/nuget-search.presenter';
import { presentServiceIndex, presentV2ServiceDocument } from '../presenters/nuget-service-index.presenter';
import { requestPrefix, type FeedKind } from '../presenters/nuget-urls';
import type { Params } from '../params/parse-params';
import { defineRoutes, route, type Route } from './route';

// doc/api/packages/nuget.md (lib/api/nuget_project_packages.rb, nuget_group_packages.rb and the
// concerns/packages/nuget endpoints). The two service indexes are public; everything else takes the
// package registries' Basic credentials, and a 401 carries the challenge clients wait for.

const PREFIX: Record<FeedKind, string> = { project: '/projects/:id/packages/nuget', group: '/groups/:id/-/packages/nuget' };
const ID = { id: p.string().required() };
const NAME = { ...ID, package_name: p.string().required() };
const VERSION = { ...NAME, package_version: p.string().required() };
const FEED = { basicAuth: true } as const;
const XML = { 'content-type': 'application/xml; charset=utf-8' };

const feedOf = (kind: FeedKind, params: Params) => (kind === 'project' ? { projectRef: String(params.id) } : { groupRef: String(params.id) });
/** Clients ask for `<version>.json` (Grape's `format: :json`). */
const withoutJson = (value: unknown) => String(value).replace(/\.json$/, '');

/** The routes both prefixes serve. */
function feedRoutes(kind: FeedKind): Route[] {
  const prefix = PREFIX[kind];
  return [
    route({
      method: 'GET', path: `${prefix}/index{.:format}`, params: { ...ID, format: p.string() },
      operation: NugetFeedOwner, variables: (params) => feedOf(kind, params),
      present: (ownerId, ctx) => presentServiceIndex(kind, ownerId, ctx.externalUrl),
    }),
    route({
      method: 'GET', path: `${prefix}/v2`, params: ID,
      operation: NugetFeedOwner, variables: (params) => feedOf(kind, params),
      present: (ownerId, ctx) => RouteAnswer.raw(200, XML, Buffer.from(presentV2ServiceDocument(kind, ownerId, ctx.externalUrl))),
    }),
    route({
      method: 'GET', path: `${prefix}/metadata/:package_name/index{.:format}`, ...FEED, params: { ...NAME, format: p.string() },
      operation: NugetPackageVersions, variables: (params) => ({ ...feedOf(kind, params), name: params.package_name }),
      present: (packages, ctx) => RouteAnswer.json(...packagesOrMissing(packages, () => presentMetadataIndex(packages, requestPrefix(kind, ctx), ctx.externalUrl))),
    }),
    route({
      method: 'GET', path: `${prefix}/metadata/:package_name/:package_version`, ...FEED, params: VERSION,
      operation: NugetPackageVersion,
      variables: (params) => ({ ...feedOf(kind, params), name: params.package_name, version: withoutJson(params.package_version) }),
      present: (pkg, ctx) => presentVersionMetadata(pkg, requestPrefix(kind, ctx), ctx.externalUrl),
    }),
    route({
      method: 'GET', path: `${prefix}/query`, ...FEED,
      params: { ...ID, q: p.string().default(''), skip: p.integer().range(0).default(0), take: p.integer().range(1).default(20), prerelease: p.boolean().default(true) },
      operation: NugetSearch,
      variables: (params) => ({ ...feedOf(kind, params), q: params.q, skip: params.skip, take: params.take, prerelease: params.prerelease }),
      present: (result, ctx) => presentSearchResults(result, requestPrefix(kind, ctx)),
    }),
  ];
}

/** `find_packages`: `404 Package Not Found` when the name has no installable version. */
function packagesOrMissing<T>(packages: unknown[], present: () => T): [number, T | { message: string }] {
  return packages.length ? [200, present()] : [404, { message: '404 Package Not Found' }];
}

/** The project prefix alone: content downloads, publishing and delete. */
const projectRoutes: Route[] = [
  route({
    method: 'GET', path: `${PREFIX.project}/download/:package_name/index{.:format}`, ...FEED, params: { ...NAME, format: p.string() },
    operation: NugetPackageVersions, variables: (params) => ({ projectRef: String(params.id), name: params.package_name }),
    present: (packages) => RouteAnswer.json(...packagesOrMissing(packages, () => ({ versions: packages.map((pkg) => pkg.version).sort(compareVersions) }))),
  }),
  // Streams from the object store: a handler, not a presenter.
  route({
    method: 'GET', path: `${PREFIX.project}/download/:package_name/:package_version/:package_filename`, ...FEED,
    params: { ...VERSION, package_filename: p.string().required() }, handle: sendNugetPackageFile,
  }),
  // The multipart body streams into the object store, never into memory.
  route({ method: 'PUT', path: PREFIX.project, ...FEED, params: ID, streamsBody: true, handle: receiveNugetUpload(false) }),
  route({ method: 'PUT', path: `${PREFIX.project}/v2`, ...FEED, params: ID, streamsBody: true, handle: receiveNugetUpload(false) }),
  route({ method: 'PUT', path: `${PREFIX.project}/symbolpackage`, ...FEED, params: ID, streamsBody: true, handle: receiveNugetUpload(true) }),
  route({
    method: 'GET', path: `${PREFIX.project}/v2/download/:package_name/:package_version`, ...FEED, params: VERSION, handle: sendNugetPackageFile,
  }),
  // v2 OData calls (`$metadata`, `FindPackagesById()`, `Packages()`, `Packages(Id=..,Version=..)`): public, URLs only.
  route({
    method: 'GET', path: `${PREFIX.project}/v2/:resource`, params: { ...ID, resource: p.string().required() },
    operation: NugetFeedOwner, variables: (params) => ({ projectRef: String(params.id) }),
    present: (ownerId, ctx) => presentOdata(ownerId, { resource: String(ctx.params.resource), query: ctx.req.query as Record<string, unknown> }, ctx.externalUrl),
  }),
  route({
    method: 'DELETE', path: `${PREFIX.project}/:package_name/:package_version`, ...FEED,
    params: { ...ID, package_name: p.string().notBlank().required(), package_version: p.string().notBlank().required() },
    operation: DeleteNugetPackage,
    variables: (params) => ({ projectRef: String(params.id), name: params.package_name, version: params.package_version }),
    status: 204,
  }),
];

export const nugetRoutes = defineRoutes([...feedRoutes('project'), ...projectRoutes, ...feedRoutes('group')]);
