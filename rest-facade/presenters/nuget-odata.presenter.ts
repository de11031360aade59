import { RouteAnswer } from '../http/route-answer';
import { feedPrefix } from './nuget-urls';

// The v2 feed's OData documents (lib/api/concerns/packages/nuget/public_endpoints.rb `$metadata`,
// app/services/packages/nuget/odata_package_entry_service.rb): they format URLs from the request and
// never look packages up, so `nuget install` learns where to download `<name>/<version>` from.

const XML = { 'content-type': 'application/xml; charset=utf-8' };
/** OdataPackageEntryService::SEMVER_LATEST_VERSION_PLACEHOLDER: asked without a version. */
const LATEST_PLACEHOLDER = '0.0.0-latest-version';

export interface OdataRequest {
  /** The path segment after `v2/`, e.g. `FindPackagesById()`, `Packages(Id='A',Version='1.0.0')`, `$metadata`. */
  resource: string;
  query: Record<string, unknown>;
}

/** The document a v2 OData request names; 404 for anything else. */
export function presentOdata(projectId: string, request: OdataRequest, externalUrl: string): RouteAnswer {
  const base = `${feedPrefix('project', projectId, externalUrl)}/v2`;
  if (request.resource === '$metadata') return RouteAnswer.raw(200, XML, Buffer.from(METADATA));
  const entry = entryParams(request);
  if (!entry) return RouteAnswer.json(404, { message: '404 Not Found' });
  return RouteAnswer.raw(200, XML, Buffer.from(packageEntry(base, entry.name, entry.version)));
}

/** The name (and version) the OData call asks for, as GitLab's routes read them. */
function entryParams({ resource, query }: OdataRequest): { name: string; version: string | null } | null {
  if (resource === 'FindPackagesById()') {
    const name = unquote(String(query.id ?? ''));
    return name ? { name, version: null } : null;
  }
  if (resource === 'Packages()') {
    const match = /tolower\(Id\)\s+eq\s+'([^']+)'/i.exec(String(query.$filter ?? ''));
    return match ? { name: match[1], version: null } : null;
  }
  const byKey = /^Packages\(Id='([^']+)',Version='([^']+)'\)$/.exec(resource);
  return byKey ? { name: byKey[1], version: byKey[2] } : null;
}

/** Element text and double-quoted attributes: apostrophes stay as they are, as in GitLab's heredoc. */
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const unquote = (value: string) => value.replace(/^'(.*)'$/, '$1');

/** One Atom `<entry>`, squished onto one line as GitLab's heredoc `.squish` leaves it. */
function packageEntry(base: string, name: string, version: string | null): string {
  const shown = version ?? LATEST_PLACEHOLDER;
  const download = `${base}/download/${name}/${version === null || version === LATEST_PLACEHOLDER ? 'latest' : version}`;
  return `<entry xmlns='http://www.w3.org/2005/Atom' xmlns:d='http://schemas.microsoft.com/ado/2007/08/dataservices' xmlns:georss='http://www.georss.org/georss' xmlns:gml='http://www.opengis.net/gml' xmlns:m='http://schemas.microsoft.com/ado/2007/08/dataservices/metadata' xml:base="${escapeXml(base)}"> `
    + `<id>${escapeXml(`${base}/Packages(Id='${name}',Version='${shown}')`)}</id> `
    + `<category term='V2FeedPackage' scheme='http://schemas.microsoft.com/ado/2007/08/dataservices/scheme'/> `
    + `<title type='text'>${escapeXml(name)}</title> `
    + `<content type='application/zip' src="${escapeXml(download)}"/> `
    + `<m:properties> <d:Version>${escapeXml(shown)}</d:Version> </m:properties> </entry>`;
}

/** The static EDMX of `v2/$metadata` (doc/api/packages/nuget.md). */
const METADATA = `<edmx:Edmx xmlns:edmx="http://schemas.microsoft.com/ado/2007/06/edmx" Version="1.0">
  <edmx:DataServices xmlns:m="http://schemas.microsoft.com/ado/2007/08/dataservices/metadata" m:DataServiceVersion="2.0" m:MaxDataServiceVersion="2.0">
    <Schema xmlns="http://schemas.microsoft.com/ado/2006/04/edm" Namespace="NuGetGallery.OData">
      <EntityType Name="V2FeedPackage" m:HasStream="true">
        <Key>
          <PropertyRef Name="Id"/>
          <PropertyRef Name="Version"/>
        </Key>
        <Property Name="Id" Type="Edm.String" Nullable="false"/>
        <Property Name="Version" Type="Edm.String" Nullable="false"/>
        <Property Name="Authors" Type="Edm.String"/>
        <Property Name="Dependencies" Type="Edm.String"/>
        <Property Name="Description" Type="Edm.String"/>
        <Property Name="DownloadCount" Type="Edm.Int64" Nullable="false"/>
        <Property Name="IconUrl" Type="Edm.String"/>
        <Property Name="Published" Type="Edm.DateTime" Nullable="false"/>
        <Property Name="ProjectUrl" Type="Edm.String"/>
        <Property Name="Tags" Type="Edm.String"/>
        <Property Name="Title" Type="Edm.String"/>
        <Property Name="LicenseUrl" Type="Edm.String"/>
      </EntityType>
    </Schema>
    <Schema xmlns="http://schemas.microsoft.com/ado/2006/04/edm" Namespace="NuGetGallery">
      <EntityContainer Name="V2FeedContext" m:IsDefaultEntityContainer="true">
        <EntitySet Name="Packages" EntityType="NuGetGallery.OData.V2FeedPackage"/>
        <FunctionImport Name="FindPackagesById" ReturnType="Collection(NuGetGallery.OData.V2FeedPackage)" EntitySet="Packages">
          <Parameter Name="id" Type="Edm.String" FixedLength="false" Unicode="false"/>
        </FunctionImport>
      </EntityContainer>
    </Schema>
  </edmx:DataServices>
</edmx:Edmx>
`;
