import fc from 'fast-check';
import type { Route } from '@forgegraph/rest-facade';
import type { TestService } from '../service';
import { buildRequest, requestArbitrary, send, type HostileRequest, type RawResponse } from './requests';
import { changedBetween, Snapshotter } from './snapshot';
import { buildWorld, realValues, refreshWorld } from './world';

/** Fixed, so every run sends the same requests; bump it to explore other ones. */
export const SEED = 20261123;
const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];
/** Answered by the HTTP server before any route (as GitLab's front proxy does), so not in GitLab's JSON. */
const URL_TOO_LONG = [414, 431];

export interface Finding {
  route: string;
  request: string;
  problem: string;
}

/**
 * Sends `runs` generated requests to each route, one at a time, and returns what broke the contract:
 * a 5xx or no answer at all, a 4xx whose body is not GitLab's `{message}`/`{error}` JSON object, or a
 * rejected write that changed a table or a ref.
 */
export async function probeRoutes(service: TestService, routes: Route[], runs: number): Promise<{ findings: Finding[]; requests: number }> {
  const dataDir = service.server.backend.subgraphs.find((s) => s.name === 'repository')!.runtime.config.dataDir;
  const snapshots = await Snapshotter.open(service.server.backend.databaseUrl, dataDir);
  const findings: Finding[] = [];
  let requests = 0;
  try {
    let world = await buildWorld(service);
    for (const [index, route] of routes.entries()) {
      world = await refreshWorld(service, world);
      const shapes = fc.sample(requestArbitrary(route), { seed: SEED + index, numRuns: runs });
      for (const shape of shapes) {
        const token = route.path.includes('/self') ? world.victimToken : service.rootToken;
        const request = buildRequest(route, shape, realValues(world), token);
        const { problems, status } = await probe(service, route, request, snapshots);
        findings.push(...problems);
        requests++;
        // A rejected write changed nothing (probe checks it); an accepted one may have deleted the world's records.
        if (WRITES.includes(route.method) && status < 400) world = await refreshWorld(service, world);
      }
    }
  } finally {
    await snapshots.close();
  }
  return { findings, requests };
}

async function probe(service: TestService, route: Route, request: HostileRequest, snapshots: Snapshotter): Promise<{ problems: Finding[]; status: number }> {
  const write = WRITES.includes(route.method);
  const before = write ? await snapshots.take() : undefined;
  const finding = (problem: string): Finding => ({ route: `${route.method} ${route.path}`, request: describe(request), problem });
  let res: RawResponse;
  try {
    res = await send(service.url, request);
  } catch (error) {
    return { problems: [finding(`no answer: ${(error as Error).message}`)], status: 0 };
  }
  const problems: Finding[] = [];
  if (res.status >= 500 || res.status < 200) problems.push(finding(`${res.status} ${res.text.slice(0, 200)}`));
  else if (res.status >= 400 && !URL_TOO_LONG.includes(res.status) && request.method !== 'HEAD' && !isGitlabErrorBody(res)) problems.push(finding(`${res.status} not GitLab's error body: ${res.text.slice(0, 200)}`));
  if (before && res.status >= 400 && res.status < 500) {
    const changed = changedBetween(before, await snapshots.take());
    if (changed.length) problems.push(finding(`${res.status} ${res.text.slice(0, 120)} but changed ${changed.join(', ')}`));
  }
  return { problems, status: res.status };
}

function isGitlabErrorBody(res: RawResponse): boolean {
  if (!String(res.headers['content-type']).startsWith('application/json')) return false;
  try {
    const body = JSON.parse(res.text);
    return body !== null && typeof body === 'object' && !Array.isArray(body) && ('message' in body || 'error' in body);
  } catch {
    return false;
  }
}

function describe(request: HostileRequest): string {
  const body = request.body === undefined ? '' : ` ${request.headers['content-type']} ${String(request.body).slice(0, 160)}`;
  return `${request.method} ${request.path.slice(0, 200)}${body}`;
}

/** Groups findings by route and problem's first words, for a readable failure. */
export function summarise(findings: Finding[]): string[] {
  return findings.map((f) => `${f.route} | ${f.problem.slice(0, 200)} | ${f.request}`);
}

/** The route table's share for one test file: `part` of `parts`, writes or reads; settings go last (they change the whole service). */
export function routesFor(routes: Route[], kind: 'reads' | 'writes', part = 0, parts = 1): Route[] {
  const chosen = routes.filter((r) => (kind === 'writes') === WRITES.includes(r.method));
  const mine = chosen.filter((_, i) => i % parts === part);
  const settings = (r: Route) => (r.path.startsWith('/application') ? 1 : 0);
  return mine.sort((a, b) => settings(a) - settings(b));
}
