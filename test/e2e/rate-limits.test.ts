import { eventually } from '../support/expectations';
import { createProject, createUserWithClient } from '../support/factories';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.stop();
});

/** A period whose current fixed window has at least a minute left, so a test never straddles a reset. */
function periodWithRoomLeft(): number {
  const now = Math.floor(Date.now() / 1000);
  let period = 3600;
  while (period - (now % period) < 60) period += 1;
  return period;
}

/**
 * Turns throttles on (or off) and waits until this process applies them: the settings cache is
 * invalidated by the settings event, a moment after the PUT answers. `probe` is a request that
 * counts against the new throttle once it applies, made by a client the test does not count.
 */
async function configureThrottles(settings: Record<string, unknown>, probe: () => Promise<Headers>, applied: (headers: Headers) => boolean) {
  const res = await service.api.put('/application/settings', { body: settings });
  expect(res.status).toBe(200);
  await eventually(async () => (applied(await probe()) ? true : undefined));
}

describe('user and IP rate limits (application settings throttle_*)', () => {
  afterEach(async () => {
    await configureThrottles(
      { throttle_authenticated_api_enabled: false, throttle_unauthenticated_api_enabled: false, throttle_unauthenticated_git_http_enabled: false, rate_limiting_response_text: '' },
      async () => (await service.api.get('/version')).headers,
      (headers) => headers.get('ratelimit-name') === null,
    );
  });

  it('answers 429 with GitLab\'s headers and plain-text body once a user exceeds the authenticated API limit', async () => {
    const period = periodWithRoomLeft();
    const limited = await createUserWithClient(service.api);
    await configureThrottles(
      { throttle_authenticated_api_enabled: true, throttle_authenticated_api_requests_per_period: 3, throttle_authenticated_api_period_in_seconds: period },
      async () => (await service.api.get('/version')).headers,
      (headers) => headers.get('ratelimit-name') === 'throttle_authenticated_api',
    );
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await limited.client.get('/user'));
    expect(answers.slice(0, 3).map((r) => [r.status, r.headers.get('ratelimit-observed'), r.headers.get('ratelimit-remaining')]))
      .toEqual([[200, '1', '2'], [200, '2', '1'], [200, '3', '0']]);
    const refused = answers[3];
    const reset = Number(refused.headers.get('ratelimit-reset'));
    expect(refused.status).toBe(429);
    expect(refused.text).toBe('Retry later\n');
    expect(refused.headers.get('content-type')).toBe('text/plain');
    expect(refused.headers.get('ratelimit-name')).toBe('throttle_authenticated_api');
    expect(refused.headers.get('ratelimit-limit')).toBe(String(Math.ceil((3 * 60) / period)));
    expect(refused.headers.get('ratelimit-observed')).toBe('4');
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(reset % period).toBe(0);
    expect(refused.headers.get('ratelimit-resettime')).toBe(new Date(reset * 1000).toUTCString());
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(60);
    expect(retryAfter).toBeLessThanOrEqual(period);
    // Another user has a quota of its own.
    expect((await service.api.get('/user')).status).toBe(200);
  });

  it('counts anonymous API requests per IP and answers the custom response text', async () => {
    const period = periodWithRoomLeft();
    const user = await createUserWithClient(service.api);
    await configureThrottles(
      {
        throttle_unauthenticated_api_enabled: true, throttle_unauthenticated_api_requests_per_period: 2,
        throttle_unauthenticated_api_period_in_seconds: period, rate_limiting_response_text: 'Slow down, please',
      },
      async () => (await service.api.get('/version', { token: null })).headers,
      (headers) => headers.get('ratelimit-name') === 'throttle_unauthenticated_api',
    );
    // The probe that saw the throttle applied was the first counted request of this address.
    const second = await service.api.get('/projects', { token: null });
    const third = await service.api.get('/projects', { token: null });
    expect([second.status, second.headers.get('ratelimit-observed')]).toEqual([200, '2']);
    expect(third.status).toBe(429);
    expect(third.text).toBe('Slow down, please\n');
    expect(third.headers.get('ratelimit-name')).toBe('throttle_unauthenticated_api');
    // Authenticated requests from the same address are not counted against the anonymous quota.
    const signedIn = await user.client.get('/projects');
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('ratelimit-name')).toBeNull();
  });

  it('throttles anonymous git over HTTP by its own limit', async () => {
    const project = await createProject(service.api, { visibility: 'public' });
    const infoRefs = () => fetch(`${service.url}/${project.path_with_namespace}.git/info/refs?service=git-upload-pack`);
    await configureThrottles(
      { throttle_unauthenticated_git_http_enabled: true, throttle_unauthenticated_git_http_requests_per_period: 1, throttle_unauthenticated_git_http_period_in_seconds: periodWithRoomLeft() },
      async () => (await infoRefs()).headers,
      (headers) => headers.get('ratelimit-name') === 'throttle_unauthenticated_git_http',
    );
    const refused = await infoRefs();
    expect(refused.status).toBe(429);
    expect(await refused.text()).toBe('Retry later\n');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // The API is not the git throttle's business.
    expect((await service.api.get('/projects', { token: null })).status).toBe(200);
  });

  it('sends no rate limit headers while every throttle is off', async () => {
    const res = await service.api.get('/user');
    expect(res.status).toBe(200);
    expect([...res.headers.keys()].filter((name) => name.startsWith('ratelimit') || name === 'retry-after')).toEqual([]);
  });
});
