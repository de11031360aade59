import { newSecretToken, tokenDigest, type NewSecretToken } from '@forgegraph/platform';

/** Ci::Trigger::TRIGGER_TOKEN_PREFIX. */
export const TRIGGER_TOKEN_PREFIX = 'glptt-';

/** `glptt-` and 40 hex digits. */
export function newTriggerToken(): NewSecretToken {
  return newSecretToken(TRIGGER_TOKEN_PREFIX, 20, 'hex');
}

export const triggerTokenDigest = tokenDigest;

/** Ci::Trigger#short_token: the first 4 characters after the prefix, what everyone but the owner sees. */
export function shortTriggerToken(token: string): string {
  return (token.startsWith(TRIGGER_TOKEN_PREFIX) ? token.slice(TRIGGER_TOKEN_PREFIX.length) : token).slice(0, 4);
}
