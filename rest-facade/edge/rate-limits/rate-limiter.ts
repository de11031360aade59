import type { SettingsReader } from '@forgegraph/platform';
import { FixedWindowCounter } from './fixed-window-counter';
import { matchingThrottles, type ThrottledRequest, type ThrottleMatch } from './throttle-rules';

/** The throttles' verdict: headers for every counted request, and whether to refuse it. */
export interface ThrottleVerdict {
  headers: Record<string, string>;
  /** Set when a limit is exceeded: GitLab's 429 plain-text body. */
  refusal?: { status: 429; body: string };
}

const DEFAULT_RESPONSE_TEXT = 'Retry later';

/**
 * GitLab's user and IP rate limits (application settings `throttle_*`), enforced at the edge once
 * the requester is known. Disabled throttles cost nothing; the settings are the cached copy.
 */
export class RateLimiter {
  constructor(private readonly settings: SettingsReader, private readonly counter = new FixedWindowCounter()) {}

  async check(req: ThrottledRequest, now = Date.now()): Promise<ThrottleVerdict | null> {
    const settings = await this.settings.current();
    const throttles = matchingThrottles(req, settings);
    if (!throttles.length) return null;
    const nowSeconds = Math.floor(now / 1000);
    const counted = throttles.map((throttle) => ({ throttle, count: this.counter.hit(`${throttle.name}:${throttle.discriminator}`, throttle.periodSeconds, nowSeconds) }));
    const exceeded = counted.find(({ throttle, count }) => count > throttle.limit);
    // The headers describe the throttle that is exceeded, else the one closest to its limit.
    const shown = exceeded ?? counted.reduce((a, b) => (b.throttle.limit - b.count < a.throttle.limit - a.count ? b : a));
    const headers = rateLimitHeaders(shown.throttle, shown.count, nowSeconds, Boolean(exceeded));
    if (!exceeded) return { headers };
    const text = typeof settings.rate_limiting_response_text === 'string' && settings.rate_limiting_response_text.trim()
      ? settings.rate_limiting_response_text : DEFAULT_RESPONSE_TEXT;
    return { headers, refusal: { status: 429, body: `${text}\n` } };
  }
}

/**
 * Gitlab::RackAttack.throttled_response_headers: `RateLimit-Limit` is the quota scaled to one minute
 * (rounded up), the reset is the end of the current window; `RateLimit-ResetTime` and `Retry-After`
 * go only on refusals (doc/administration/settings/user_and_ip_rate_limits.md#response-headers).
 */
export function rateLimitHeaders(throttle: ThrottleMatch, observed: number, nowSeconds: number, refused: boolean): Record<string, string> {
  const period = throttle.periodSeconds;
  const retryAfter = period - (nowSeconds % period);
  const reset = nowSeconds + retryAfter;
  const headers: Record<string, string> = {
    'ratelimit-name': throttle.name,
    'ratelimit-limit': String(Math.ceil((throttle.limit * 60) / period)),
    'ratelimit-observed': String(observed),
    'ratelimit-remaining': String(Math.max(throttle.limit - observed, 0)),
    'ratelimit-reset': String(reset),
  };
  if (!refused) return headers;
  return { ...headers, 'ratelimit-resettime': new Date(reset * 1000).toUTCString(), 'retry-after': String(retryAfter) };
}
