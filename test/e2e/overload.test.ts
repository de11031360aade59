import http from 'node:http';
import { startTestService, type TestService } from '../support/service';

/** Limits small enough that a handful of held requests fill the queue. */
const LIMITS = { API_LIMIT: '2', API_QUEUE_LIMIT: '3', API_QUEUE_DURATION: '400ms' };

let service: TestService;
let port: number;

beforeAll(async () => {
  service = await startTestService(LIMITS);
  port = service.server.port;
});
afterAll(async () => {
  await service?.stop();
});

interface Answer { status: number; body: string; headers: http.IncomingHttpHeaders; ms: number }

function get(path: string): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    http.get({ port, path, headers: { 'private-token': service.rootToken }, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => { body += chunk; });
      res.on('end', () => resolve({ status: res.statusCode!, body, headers: res.headers, ms: Date.now() - started }));
    }).on('error', reject);
  });
}

/** A POST whose body never finishes: it holds an API slot until `release()`. */
async function heldRequest(): Promise<{ release(): void }> {
  const req = http.request({
    port, method: 'POST', path: '/api/v4/projects', agent: false,
    headers: { 'private-token': service.rootToken, 'content-type': 'application/json', 'content-length': '1000' },
  });
  req.on('error', () => undefined);
  req.write('{"name":');
  await new Promise((resolve) => setTimeout(resolve, 100));
  return { release: () => req.destroy() };
}

async function fillSlots(): Promise<Array<{ release(): void }>> {
  const held = [await heldRequest(), await heldRequest()];
  return held;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('graceful overload (Workhorse API queue)', () => {
  it('answers 429 when the queue is full and 503 when the wait times out, with Retry-After; health keeps answering', async () => {
    const held = await fillSlots();
    const queued = [get('/api/v4/version'), get('/api/v4/version'), get('/api/v4/version')];
    await settle();
    const refused = await get('/api/v4/version');
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 429, body: 'Too Many Requests\n' });
    expect(refused.headers).toMatchObject({ 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1' });
    expect(refused.ms).toBeLessThan(300);
    const graphql = await get('/graphql?query=%7B__typename%7D');
    expect(graphql.status).toBe(429);
    for (const path of ['/-/health', '/-/readiness', '/-/liveness']) expect((await get(path)).status).toBe(200);
    const timedOut = await Promise.all(queued);
    expect(timedOut.map((answer) => [answer.status, answer.body])).toEqual(Array(3).fill([503, 'Service Unavailable\n']));
    for (const answer of timedOut) expect(answer.ms).toBeLessThan(400 + 1000);
    held.forEach((request) => request.release());
    await settle();
    expect((await get('/api/v4/version')).status).toBe(200);
  });

  it('serves queued requests in turn as slots free up', async () => {
    const held = await fillSlots();
    const queued = get('/api/v4/version');
    await settle();
    held[0].release();
    const answer = await queued;
    expect(answer.status).toBe(200);
    held[1].release();
  });

  it('under a flood answers every request promptly (served, 429 or 503, nothing else) and recovers at once', async () => {
    const flood = await Promise.all(Array.from({ length: 200 }, () => get('/api/v4/projects?per_page=5')));
    const statuses = new Set(flood.map((answer) => answer.status));
    expect([...statuses].every((status) => [200, 429, 503].includes(status))).toBe(true);
    expect(flood.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
    expect(flood.filter((answer) => answer.status === 429).length).toBeGreaterThan(0);
    for (const answer of flood.filter((a) => a.status === 503)) expect(answer.body).toBe('Service Unavailable\n');
    const after = await get('/api/v4/projects?per_page=5');
    expect(after.status).toBe(200);
  });
});
