import type { Request } from 'express';

/** HTTP Basic credentials as sent (git over HTTP, the NuGet feed). */
export interface BasicCredentials {
  username: string;
  password: string;
  /** False when the decoded value has no `:` (no password part at all). */
  hasPassword: boolean;
}

/** The user name CI jobs present with their job token as the password (`gitlab-ci-token`). */
export const JOB_TOKEN_USER = 'gitlab-ci-token';

/** The request's `Authorization: Basic …` credentials, or null when it sends none. */
export function basicCredentials(req: Request): BasicCredentials | null {
  const basic = /^Basic\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  if (!basic) return null;
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0
    ? { username: decoded, password: '', hasPassword: false }
    : { username: decoded.slice(0, colon), password: decoded.slice(colon + 1), hasPassword: true };
}
