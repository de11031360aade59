import { createHash, randomBytes } from 'node:crypto';

/**
 * Secret tokens (personal access, runner, CI job, trigger tokens) are stored only as digests; a token is
 * high-entropy, so SHA-256 alone is enough. One place for the digest every subgraph looks tokens up by.
 */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSecretToken {
  /** The token itself, answered once; never stored. */
  token: string;
  digest: string;
}

/** `prefix` plus `bytes` random bytes (URL-safe base64 unless `hex`), with its digest. */
export function newSecretToken(prefix: string, bytes = 20, encoding: 'base64url' | 'hex' = 'base64url'): NewSecretToken {
  const token = prefix + randomBytes(bytes).toString(encoding);
  return { token, digest: tokenDigest(token) };
}
