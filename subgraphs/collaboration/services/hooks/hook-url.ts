import { BlockedUrlError, validateOutboundUrl, type OutboundPolicy } from '@forgegraph/platform';

/** WebHooks::Hook::VARIABLE_REFERENCE_RE: `{name}` placeholders a hook URL may hold. */
const VARIABLE_REFERENCE = /\{([A-Za-z]+[0-9]*(?:[._-][A-Za-z0-9]+)*)\}/g;

export class UrlInterpolationError extends Error {
  static missingKey(key: string): UrlInterpolationError {
    return new UrlInterpolationError(`Invalid URL template. Missing key ${key}`);
  }
}

/** The URL with its `{name}` placeholders replaced by the hook's URL variables. */
export function interpolateUrl(url: string, variables: Record<string, string>): string {
  if (!url.includes('{')) return url;
  return url.replace(VARIABLE_REFERENCE, (_match, key: string) => {
    if (!(key in variables)) throw UrlInterpolationError.missingKey(key);
    return variables[key];
  });
}

export function referencedVariables(url: string): string[] {
  return [...url.matchAll(VARIABLE_REFERENCE)].map((match) => match[1]);
}

/**
 * GitLab's public_url validation of a hook URL (UrlBlocker with the web hook settings): the
 * reason it is refused, or null when it may be used.
 */
export async function urlRefusal(url: string, policy: OutboundPolicy): Promise<string | null> {
  try {
    await validateOutboundUrl(url, policy);
    return null;
  } catch (error) {
    if (error instanceof BlockedUrlError) return `is blocked: ${error.reason}`;
    throw error;
  }
}

/** The interpolated URL without `user:password@`, and those credentials as a Basic header. */
export function splitCredentials(url: string): { url: string; authorization: string | null } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { url, authorization: null };
  }
  if (!parsed.username && !parsed.password) return { url, authorization: null };
  const credentials = `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`;
  parsed.username = '';
  parsed.password = '';
  return { url: parsed.toString(), authorization: `Basic ${Buffer.from(credentials).toString('base64')}` };
}
