import type { Request, Response } from 'express';
import { clientAddress } from '../authenticate';
import type { RateLimiter } from './rate-limiter';

/** A request refused by a throttle: GitLab answers plain text, not JSON. */
export class RateLimited extends Error {
  constructor(readonly status: number, readonly body: string, readonly headers: Record<string, string>) {
    super('rate limited');
  }

  send(res: Response): void {
    res.status(this.status);
    for (const [name, value] of Object.entries(this.headers)) res.setHeader(name, value);
    res.setHeader('content-type', 'text/plain');
    res.end(this.body);
  }
}

/**
 * Counts the request against the throttles that apply to it once its requester is known (the token's
 * owner; null when anonymous), puts the `RateLimit-*` headers on the response, and throws
 * `RateLimited` past a limit.
 */
export async function enforceRateLimits(limiter: RateLimiter, req: Request, res: Response, userId: number | null): Promise<void> {
  const verdict = await limiter.check({
    method: req.method,
    path: req.originalUrl.split('?')[0],
    query: req.query as Record<string, unknown>,
    userId,
    ip: clientAddress(req) ?? '',
  });
  if (!verdict) return;
  if (verdict.refusal) throw new RateLimited(verdict.refusal.status, verdict.refusal.body, verdict.headers);
  for (const [name, value] of Object.entries(verdict.headers)) res.setHeader(name, value);
}
