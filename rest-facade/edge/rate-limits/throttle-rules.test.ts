import { matchingThrottles, type ThrottledRequest } from './throttle-rules';
import { FixedWindowCounter } from './fixed-window-counter';
import { rateLimitHeaders } from './rate-limiter';

const settingsWith = (...enabled: string[]) => {
  const settings: Record<string, unknown> = {};
  for (const name of enabled) {
    settings[`throttle_${name}_enabled`] = true;
    settings[`throttle_${name}_requests_per_period`] = 10;
    settings[`throttle_${name}_period_in_seconds`] = 60;
  }
  return settings;
};
const request = (path: string, userId: number | null = null, query: Record<string, unknown> = {}): ThrottledRequest =>
  ({ method: 'GET', path, query, userId, ip: '10.0.0.7' });
const names = (req: ThrottledRequest, ...enabled: string[]) => matchingThrottles(req, settingsWith(...enabled)).map((t) => t.name);

describe('matchingThrottles (Gitlab::RackAttack::Request)', () => {
  it('applies nothing while every throttle is off (the default)', () => {
    expect(matchingThrottles(request('/api/v4/projects'), {})).toEqual([]);
  });

  it('counts API requests per IP when anonymous and per user when authenticated', () => {
    expect(matchingThrottles(request('/api/v4/projects'), settingsWith('unauthenticated_api'))).toEqual([
      { name: 'throttle_unauthenticated_api', discriminator: '10.0.0.7', limit: 10, periodSeconds: 60 },
    ]);
    expect(matchingThrottles(request('/api/v4/projects', 5), settingsWith('authenticated_api'))).toEqual([
      { name: 'throttle_authenticated_api', discriminator: 'user:5', limit: 10, periodSeconds: 60 },
    ]);
    expect(names(request('/api/v4/projects', 5), 'unauthenticated_api')).toEqual([]);
  });

  it.each([
    ['/api/v4/projects/1/repository/files/a%2Fb.txt/raw', 'files_api'],
    ['/api/v4/groups/7', 'deprecated_api'],
    ['/api/v4/projects/1/packages/nuget/index.json', 'packages_api'],
    ['/api/v4/groups/7/-/packages/nuget/index.json', 'packages_api'],
  ])('gives %s to its own throttle instead of the general API one when that is on', (path, own) => {
    expect(names(request(path, 3), 'authenticated_api', `authenticated_${own}`)).toEqual([`throttle_authenticated_${own}`]);
    expect(names(request(path, 3), 'authenticated_api')).toEqual(['throttle_authenticated_api']);
  });

  it('treats GET /groups/:id as deprecated only when it lists the projects', () => {
    expect(names(request('/api/v4/groups/7', null, { with_projects: 'false' }), 'unauthenticated_api', 'unauthenticated_deprecated_api'))
      .toEqual(['throttle_unauthenticated_api']);
    expect(names(request('/api/v4/groups/7/projects'), 'unauthenticated_deprecated_api')).toEqual([]);
  });

  it('throttles anonymous git over HTTP by its own setting and leaves other web requests to the web throttles', () => {
    expect(names(request('/group/project.git/info/refs'), 'unauthenticated_git_http', 'unauthenticated_web')).toEqual(['throttle_unauthenticated_git_http']);
    expect(names(request('/group/project.git/info/refs', 2), 'unauthenticated_git_http', 'authenticated_web')).toEqual([]);
    expect(names(request('/graphql', 2), 'authenticated_web')).toEqual(['throttle_authenticated_web']);
    expect(names(request('/graphql'), 'unauthenticated_web')).toEqual(['throttle_unauthenticated_web']);
  });

  it('never throttles health checks', () => {
    expect(names(request('/-/readiness'), 'unauthenticated_web', 'unauthenticated_api')).toEqual([]);
  });
});

describe('FixedWindowCounter', () => {
  it('counts within a window and starts again in the next one', () => {
    const counter = new FixedWindowCounter();
    expect([counter.hit('k', 60, 120), counter.hit('k', 60, 150), counter.hit('k', 60, 179)]).toEqual([1, 2, 3]);
    expect(counter.hit('k', 60, 180)).toBe(1);
    expect(counter.hit('other', 60, 181)).toBe(1);
  });

  it('keeps at most the bounded number of counters', () => {
    const counter = new FixedWindowCounter(2);
    counter.hit('a', 60, 0);
    counter.hit('b', 60, 0);
    counter.hit('c', 60, 0);
    expect(counter.hit('a', 60, 1)).toBe(1);
  });
});

describe('rateLimitHeaders (Gitlab::RackAttack.throttled_response_headers)', () => {
  const throttle = { name: 'throttle_authenticated_api', discriminator: 'user:1', limit: 2, periodSeconds: 3600 };

  it('scales the limit to a minute and adds the reset time and Retry-After on refusals', () => {
    expect(rateLimitHeaders(throttle, 3, 1609833930, true)).toEqual({
      'ratelimit-name': 'throttle_authenticated_api',
      'ratelimit-limit': '1',
      'ratelimit-observed': '3',
      'ratelimit-remaining': '0',
      'ratelimit-reset': '1609837200',
      'ratelimit-resettime': 'Tue, 05 Jan 2021 09:00:00 GMT',
      'retry-after': '3270',
    });
  });

  it('sends only the quota headers while under the limit', () => {
    expect(rateLimitHeaders({ ...throttle, limit: 120, periodSeconds: 60 }, 7, 1609833930, false)).toEqual({
      'ratelimit-name': 'throttle_authenticated_api',
      'ratelimit-limit': '120',
      'ratelimit-observed': '7',
      'ratelimit-remaining': '113',
      'ratelimit-reset': '1609833960',
    });
  });
});
