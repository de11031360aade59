import { BlockedUrlError, validateOutboundUrl, webHookPolicy, type OutboundPolicy } from '@forgegraph/platform';

/** Project::VALID_MIRROR_PROTOCOLS, in GitLab's order (it appears in the blocked-scheme message). */
export const MIRROR_SCHEMES = ['http', 'https', 'ssh', 'git'];
const MASK = '*****';

export interface MirrorCredentials {
  user?: string;
  password?: string;
}

/**
 * Gitlab::UrlSanitizer as `RemoteMirror#url=` uses it: the URL without its user and password, and
 * those apart (to be sealed). A URL that does not parse is kept as given (validation refuses it).
 */
export function splitCredentials(raw: string): { url: string; credentials: MirrorCredentials } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { url: raw, credentials: {} };
  }
  const credentials: MirrorCredentials = {};
  if (url.username) credentials.user = decodeURIComponent(url.username);
  if (url.password) credentials.password = decodeURIComponent(url.password);
  url.username = '';
  url.password = '';
  return { url: url.toString(), credentials };
}

/** The URL with credentials put back (`full_url`); `withPassword: false` for SSH-key mirrors. */
export function fullUrl(bare: string, credentials: MirrorCredentials, withPassword = true): string {
  let url: URL;
  try {
    url = new URL(bare);
  } catch {
    return bare;
  }
  if (credentials.user) url.username = encodeURIComponent(credentials.user);
  if (credentials.password && withPassword) url.password = encodeURIComponent(credentials.password);
  return url.toString();
}

/**
 * SafeUrl#safe_url(allowed_usernames: %w[git]): the password and the user replaced by `*****`,
 * except a `git` user, which says nothing secret (`ssh://git@host/x.git`).
 */
export function maskedUrl(bare: string, credentials: MirrorCredentials): string {
  let url: URL;
  try {
    url = new URL(bare);
  } catch {
    return bare;
  }
  if (credentials.user) url.username = credentials.user === 'git' ? 'git' : MASK;
  if (credentials.password) url.password = MASK;
  return url.toString();
}

/** Gitlab::UrlSanitizer.sanitize for `last_error`: no credential of the mirror survives in a message. */
export function sanitizeMessage(message: string, credentials: MirrorCredentials): string {
  let text = message.replace(/(\w+:\/\/)[^@\s/'"]+@/g, `$1${MASK}:${MASK}@`);
  for (const secret of [credentials.password, credentials.user]) {
    if (secret && secret !== 'git' && secret.length > 2) text = text.split(secret).join(MASK);
  }
  return text;
}

/** The policy mirror URLs answer to: the web hooks' local-network settings, mirror schemes. */
export function mirrorPolicy(settings: Readonly<Record<string, any>>): OutboundPolicy {
  return { ...webHookPolicy(settings), schemes: MIRROR_SCHEMES };
}

/**
 * `validates :url, presence: true, public_url: { schemes: VALID_MIRROR_PROTOCOLS, enforce_user: true }`:
 * the model error text for `url`, or null when the URL is acceptable.
 */
export async function mirrorUrlError(raw: string, policy: OutboundPolicy): Promise<string | null> {
  if (!raw.trim()) return "can't be blank";
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is blocked: URI is invalid';
  }
  if (!MIRROR_SCHEMES.includes(url.protocol.replace(':', ''))) return `is blocked: Only allowed schemes are ${MIRROR_SCHEMES.join(', ')}`;
  if (url.username && !/^[\p{L}\p{N}]/u.test(decodeURIComponent(url.username))) return 'is blocked: Username needs to start with an alphanumeric character';
  try {
    await validateOutboundUrl(raw, policy);
  } catch (error) {
    if (error instanceof BlockedUrlError) return `is blocked: ${error.reason}`;
    throw error;
  }
  return null;
}
