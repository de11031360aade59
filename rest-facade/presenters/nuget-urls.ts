import type { RouteContext } from '../routes/route';

/** Which feed a route serves: its URLs carry the prefix the request used (000 §2.1). */
export type FeedKind = 'project' | 'group';

/** `<external>/api/v4/projects/:id/packages/nuget` or `.../groups/:id/-/packages/nuget`, with `id` as given. */
export function feedPrefix(kind: FeedKind, id: string | number, externalUrl: string): string {
  const ref = encodeURIComponent(String(id));
  return kind === 'project' ? `${externalUrl}/api/v4/projects/${ref}/packages/nuget` : `${externalUrl}/api/v4/groups/${ref}/-/packages/nuget`;
}

/** The prefix of the current request (`:id` as the client wrote it). */
export function requestPrefix(kind: FeedKind, ctx: RouteContext): string {
  return feedPrefix(kind, String(ctx.params.id), ctx.externalUrl);
}

/**
 * `<prefix>/download/<name>/<version>/<file>`: always a project URL (the package's own project), since
 * groups have no download route (presenter_helpers.rb archive_url_for).
 */
export function packageContentUrl(pkg: { projectId: number; name: string; version: string }, externalUrl: string): string {
  const file = `${pkg.name.toLowerCase()}.${pkg.version.toLowerCase()}.nupkg`;
  return `${feedPrefix('project', pkg.projectId, externalUrl)}/download/${pkg.name}/${pkg.version}/${file}`;
}

/** `<prefix>/metadata/<name>/<version>.json` (json_url_for). */
export function versionJsonUrl(prefix: string, pkg: { name: string; version: string }): string {
  return `${prefix}/metadata/${pkg.name}/${pkg.version}.json`;
}
