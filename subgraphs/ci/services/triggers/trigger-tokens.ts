import { createHash, randomBytes } from 'node:crypto';

/** Ci::Trigger::TRIGGER_TOKEN_PREFIX. */
export const TRIGGER_TOKEN_PREFIX = 'glptt-';

export function newTriggerToken(): { token: string; digest: string } {
  const token = `${TRIGGER_TOKEN_PREFIX}${randomBytes(20).toString('hex')}`;
  return { token, digest: triggerTokenDigest(token) };
}

export function triggerTokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Ci::Trigger#short_token: the first 4 characters after the prefix, what everyone but the owner sees. */
export function shortTriggerToken(token: string): string {
  return (token.startsWith(TRIGGER_TOKEN_PREFIX) ? token.slice(TRIGGER_TOKEN_PREFIX.length) : token).slice(0, 4);
}
