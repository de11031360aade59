import { ROUTES } from '@forgegraph/rest-facade';
import { RouteProbe, routesFor, summarise } from '../support/hostile/check-routes';
import { startTestService, type TestService } from '../support/service';

/**
 * No 5xx on hostile input, over the route table (writes, share 3 of 3): every route gets
 * generated requests with real and hostile ids, missing, mistyped, oversized and hostile params and
 * broken bodies; routes added later are covered without a change here.
 */
const RUNS = 20;
const routes = routesFor(ROUTES, 'writes', 2, 3);
let service: TestService;
let probe: RouteProbe;

beforeAll(async () => {
  service = await startTestService({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' });
  probe = await RouteProbe.open(service);
}, 120_000);
afterAll(async () => {
  await probe?.close();
  await service?.stop();
});

it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s: no 5xx, GitLab-shaped 4xx, rejected writes change nothing', async (_, route) => {
  expect(summarise(await probe.run(route, RUNS))).toEqual([]);
}, 120_000);
