import { zipOf } from './artifacts';
import { rawRequest, type RawResponse } from './artifacts';
import type { TestService } from './service';

export interface NuspecFields {
  id?: string;
  version?: string;
  authors?: string;
  description?: string;
  summary?: string;
  tags?: string;
  projectUrl?: string;
  licenseUrl?: string;
  iconUrl?: string;
  releaseNotes?: string;
  /** Framework ('' for none) → `id:range` dependencies. */
  dependencies?: Record<string, string[]>;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A `.nuspec` as `nuget pack` writes it (2013 schema namespace). */
export function nuspecXml(fields: NuspecFields): string {
  const simple = (['id', 'version', 'authors', 'description', 'summary', 'tags', 'projectUrl', 'licenseUrl', 'iconUrl', 'releaseNotes'] as const)
    .filter((key) => fields[key] !== undefined).map((key) => `    <${key}>${escape(fields[key]!)}</${key}>`).join('\n');
  const groups = Object.entries(fields.dependencies ?? {}).map(([framework, deps]) => {
    const items = deps.map((dep) => `<dependency id="${dep.split(':')[0]}" version="${dep.split(':')[1]}" />`).join('');
    return framework ? `<group targetFramework="${framework}">${items}</group>` : items;
  }).join('');
  const dependencies = fields.dependencies ? `\n    <dependencies>${groups}</dependencies>` : '';
  return `<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://schemas.microsoft.com/packaging/2013/05/nuspec.xsd">
  <metadata>
${simple}${dependencies}
  </metadata>
</package>
`;
}

/** A real `.nupkg`: a zip with the nuspec at its root and a library file. */
export function nupkgOf(fields: NuspecFields, extra: Record<string, string | Buffer> = {}): Promise<Buffer> {
  const name = `${fields.id ?? 'package'}.nuspec`;
  return zipOf({ [name]: nuspecXml(fields), 'lib/net8.0/Library.dll': Buffer.from(`MZ ${fields.id}-${fields.version}`), ...extra });
}

/** `Authorization: Basic` for a user name and a token, as NuGet clients send it. */
export function basicAuth(username: string, token: string): Record<string, string> {
  return { authorization: `Basic ${Buffer.from(`${username}:${token}`).toString('base64')}` };
}

/** A multipart body with the file in `field` (NuGet's `package`). */
export function multipartOf(content: Buffer, field = 'package'): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----nuget${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="package.nupkg"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** PUT of a package to a publish path (`/projects/1/packages/nuget`, `/v2`, `/symbolpackage`). */
export function pushPackage(service: TestService, path: string, content: Buffer, auth: Record<string, string>, field = 'package'): Promise<RawResponse> {
  const { body, headers } = multipartOf(content, field);
  return rawRequest(service, 'PUT', path, { headers: { ...headers, ...auth }, body });
}

/** A feed GET with these credentials (none: anonymous). */
export function feedGet(service: TestService, path: string, auth: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return rawRequest(service, method, path, { headers: auth });
}
