import { ROUTES } from '@forgegraph/rest-facade';
import { probeRoutes, routesFor, summarise } from '../support/hostile/check-routes';
import { startTestService, type TestService } from '../support/service';

/**
 * No 5xx on hostile input, over the route table (writes, share 2 of 3): every route gets
 * generated requests with real and hostile ids, missing, mistyped, oversized and hostile params and
 * broken bodies; routes added later are covered without a change here.
 */
const RUNS = 20;
let service: TestService;

beforeAll(async () => {
  service = await startTestService({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' });
});
afterAll(async () => {
  await service?.stop();
});

it('answers every generated request with a status below 500 and GitLab-shaped 4xx bodies', async () => {
  const routes = routesFor(ROUTES, 'writes', 1, 3);
  const { findings, requests } = await probeRoutes(service, routes, RUNS);
  expect(requests).toBe(routes.length * RUNS);
  expect(summarise(findings)).toEqual([]);
}, 240_000);
