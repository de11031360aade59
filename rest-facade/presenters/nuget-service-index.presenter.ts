import { type FeedKind, feedPrefix } from './nuget-urls';

// app/presenters/packages/nuget/service_index_presenter.rb and the v2 service document
// (lib/api/concerns/packages/nuget/public_endpoints.rb), both as doc/api/packages/nuget.md shows them.

interface Service {
  path: string;
  types: string[];
  comment: string;
  projectOnly?: boolean;
}

const SERVICES: Service[] = [
  { path: '/query', types: ['SearchQueryService', 'SearchQueryService/3.0.0-beta', 'SearchQueryService/3.0.0-rc'], comment: 'Filter and search for packages by keyword.' },
  { path: '/metadata', types: ['RegistrationsBaseUrl', 'RegistrationsBaseUrl/3.0.0-beta', 'RegistrationsBaseUrl/3.0.0-rc'], comment: 'Get package metadata.' },
  { path: '/download', types: ['PackageBaseAddress/3.0.0'], comment: 'Get package content (.nupkg).' },
  // A group has no publish or symbol routes, so its index does not offer them.
  { path: '', types: ['PackagePublish/2.0.0'], comment: 'Push and delete (or unlist) packages.', projectOnly: true },
  { path: '/symbolpackage', types: ['SymbolPackagePublish/4.9.0'], comment: 'Push symbol packages.', projectOnly: true },
];

/** The v3 service index; URLs use the numeric id whatever `:id` the request used. */
export function presentServiceIndex(kind: FeedKind, ownerId: string, externalUrl: string) {
  const prefix = feedPrefix(kind, ownerId, externalUrl);
  const services = SERVICES.filter((service) => kind === 'project' || !service.projectOnly);
  return {
    version: '3.0.0',
    resources: services.flatMap((service) => service.types.map((type) => ({ '@id': `${prefix}${service.path}`, '@type': type, comment: service.comment }))),
  };
}

/** The v2 Atom service document (`xml:base` = the v2 URL). */
export function presentV2ServiceDocument(kind: FeedKind, ownerId: string, externalUrl: string): string {
  const base = `${feedPrefix(kind, ownerId, externalUrl)}/v2`;
  return `<?xml version="1.0" encoding="utf-8"?>
<service xmlns="http://www.w3.org/2007/app" xmlns:atom="http://www.w3.org/2005/Atom" xml:base="${escapeXml(base)}">
  <workspace>
    <atom:title type="text">Default</atom:title>
    <collection href="Packages">
      <atom:title type="text">Packages</atom:title>
    </collection>
  </workspace>
</service>
`;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}
