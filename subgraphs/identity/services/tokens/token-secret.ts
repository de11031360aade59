import { newSecretToken, tokenDigest } from '@forgegraph/platform';

/** Tokens are stored only as digests (platform's `tokenDigest`). */
export const digestToken = tokenDigest;

/** `glpat-` (or the configured prefix) plus 20 URL-safe characters, GitLab's legacy PAT format. */
export function generateToken(prefix: string): string {
  return newSecretToken(prefix, 15).token;
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
