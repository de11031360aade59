import { createHash, randomBytes } from 'node:crypto';

/** Tokens are stored only as digests; a token is high-entropy, so SHA-256 alone is enough. */
export function digestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** `glpat-` (or the configured prefix) plus 20 URL-safe characters, GitLab's legacy PAT format. */
export function generateToken(prefix: string): string {
  return prefix + randomBytes(15).toString('base64url');
}

/** Today's date in UTC as `YYYY-MM-DD`. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
