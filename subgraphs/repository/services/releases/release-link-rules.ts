import { LINK_TYPES, ReleaseLink } from '../../entities/release-link.entity';
import type { Release } from '../../entities/release.entity';
import type { ReleaseLinkInput } from '../../schema/release.inputs';

/** Releases::Link::FILEPATH_REGEX: a leading slash, path segments, ending in a letter or digit. */
const FILEPATH = /^\/(?:[-.\w]+\/?)*[\da-zA-Z]+$/;

/** The `addressable_url` check with GitLab's schemes: http, https, ftp. */
function urlError(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'is blocked: URI is invalid';
  }
  return ['http:', 'https:', 'ftp:'].includes(parsed.protocol) ? null : 'is blocked: Only allowed schemes are http, https, ftp';
}

/**
 * Releases::Link's validations as `errors.full_messages`: presence, URL scheme, filepath format,
 * and uniqueness of name, URL and filepath among the release's other links.
 */
export function linkErrors(link: { name: string; url: string; filepath: string | null; linkType: string }, others: ReleaseLink[]): string[] {
  const errors: string[] = [];
  if (!link.url) errors.push("Url can't be blank");
  else {
    const bad = urlError(link.url);
    if (bad) errors.push(`Url ${bad}`);
    if (others.some((o) => o.url === link.url)) errors.push('Url has already been taken');
  }
  if (!link.name) errors.push("Name can't be blank");
  else if (others.some((o) => o.name === link.name)) errors.push('Name has already been taken');
  if (link.filepath) {
    if (others.some((o) => o.filepath === link.filepath)) errors.push('Filepath has already been taken');
    if (!FILEPATH.test(link.filepath)) errors.push('Filepath is invalid');
    if (link.filepath.length > 128) errors.push('Filepath is too long (maximum is 128 characters)');
  }
  if (!(LINK_TYPES as readonly string[]).includes(link.linkType)) errors.push('Link type is not included in the list');
  return errors;
}

/** Releases::Links::Params: `direct_asset_path` wins over `filepath`; the path gets its leading slash. */
export function linkFields(input: ReleaseLinkInput): { name: string; url: string; filepath: string | null; linkType: string } {
  const path = input.directAssetPath ?? null;
  return {
    name: input.name ?? '',
    url: input.url ?? '',
    filepath: path ? (path.startsWith('/') ? path : `/${path}`) : null,
    linkType: input.linkType ?? 'other',
  };
}

export function buildLink(release: Release, fields: ReturnType<typeof linkFields>): ReleaseLink {
  const link = new ReleaseLink(release, fields.name, fields.url);
  link.filepath = fields.filepath;
  link.linkType = fields.linkType;
  return link;
}
