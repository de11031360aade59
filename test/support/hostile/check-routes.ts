import fc from 'fast-check';
import type { Route } from '@forgegraph/rest-facade';
import type { TestService } from '../service';
import { buildRequest, requestArbitrary, send, type HostileRequest, type RawResponse } from './requests';
import { Snapshotter } from './snapshot';
import { buildWorld, realValues, refreshWorld, type World } from './world';

/** Fixed, so every run sends the same requests; bump it to explore other ones. */
export const SEED = 20261123;
const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];
/** Answered by the HTTP server before any route (as GitLab's front proxy does), so not in GitLab's JSON. */
const URL_TOO_LONG = [414, 431];
/** GitLab logs a test or resent hook delivery even when it fails (WebHookLog, failure count): a 422 there still writes. */
const LOGS_FAILURES = /\/hooks\/:hook_id\/(test|events)\//;

export interface Finding {
  route: string;
  request: string;
  problem: string;
}

/**
 * Sends generated requests to routes, one at a time, and returns what broke the contract: a 5xx or
 * no answer at all, a 4xx whose body is not GitLab's `{message}`/`{error}` JSON object, or a rejected
 * write that changed a table or a ref. One world (and one snapshot connection) per test file.
 */
export class RouteProbe {
  private constructor(private readonly service: TestService, private readonly snapshots: Snapshotter, private world: World) {}

  static async open(service: TestService): Promise<RouteProbe> {
    const dataDir = service.server.backend.subgraphs.find((s) => s.name === 'repository')!.runtime.config.dataDir;
    const snapshots = await Snapshotter.open(service.server.backend.databaseUrl, dataDir);
    const probe = new RouteProbe(service, snapshots, await buildWorld(service));
    await probe.settle();
    return probe;
  }

  /** `runs` requests from the route's own seed (its method and path), so adding routes changes no other's. */
  async run(route: Route, runs: number): Promise<Finding[]> {
    const findings: Finding[] = [];
    // Nothing is left running between routes: the world's building and every accepted write are settled right away.
    this.world = await refreshWorld(this.service, this.world);
    const shapes = fc.sample(requestArbitrary(route), { seed: SEED ^ hash(`${route.method} ${route.path}`), numRuns: runs });
    for (const shape of shapes) {
      const token = route.path.includes('/self') ? this.world.victimToken : this.service.rootToken;
      const request = buildRequest(route, shape, realValues(this.world), token);
      const { problems, status } = await probe(this.service, route, request, this.snapshots);
      findings.push(...problems);
      // A rejected write changed nothing (probe checks it); an accepted one may have deleted the world's records.
      if (WRITES.includes(route.method) && status < 400) {
        this.world = await refreshWorld(this.service, this.world);
        await this.settle();
      }
    }
    return findings;
  }

  /**
   * Waits out what an accepted write set going in the background (jobs, hook deliveries, deletions): no
   * job due or running, no event unrelayed, and no change over two checks in a row.
   */
  private async settle(): Promise<void> {
    let since = await this.snapshots.take();
    let quiet = 0;
    for (const deadline = Date.now() + 15_000; quiet < 2 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 60));
      if (await this.snapshots.eventsPending()) {
        quiet = 0;
        continue;
      }
      const changed = await this.snapshots.changedSince(since);
      quiet = changed.length === 0 ? quiet + 1 : 0;
      if (changed.length) since = await this.snapshots.take();
    }
  }

  close(): Promise<void> {
    return this.snapshots.close();
  }
}

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h;
}

async function probe(service: TestService, route: Route, request: HostileRequest, snapshots: Snapshotter): Promise<{ problems: Finding[]; status: number }> {
  const write = WRITES.includes(route.method);
  const before = write ? await snapshots.take() : undefined;
  const finding = (problem: string): Finding => ({ route: `${route.method} ${route.path}`, request: describeRequest(request), problem });
  let res: RawResponse;
  try {
    res = await send(service.url, request);
  } catch (error) {
    return { problems: [finding(`no answer: ${(error as Error).message}`)], status: 0 };
  }
  const problems: Finding[] = [];
  const answerProblem = problemWithAnswer(res, request.method);
  if (answerProblem) problems.push(finding(answerProblem));
  if (before && res.status >= 400 && res.status < 500 && !LOGS_FAILURES.test(route.path)) {
    const changed = await snapshots.changedSince(before);
    if (changed.length) problems.push(finding(`${res.status} ${res.text.slice(0, 120)} but changed ${changed.join(', ')}`));
  }
  return { problems, status: res.status };
}

function problemWithAnswer(res: RawResponse, method: string): string | null {
  if (res.status >= 500 || res.status < 200) return `${res.status} ${res.text.slice(0, 200)}`;
  const bodyless = URL_TOO_LONG.includes(res.status) || method === 'HEAD';
  if (res.status >= 400 && !bodyless && !isGitlabErrorBody(res)) return `${res.status} not GitLab's error body: ${res.text.slice(0, 200)}`;
  return null;
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

function describeRequest(request: HostileRequest): string {
  const body = request.body === undefined ? '' : ` ${request.headers['content-type']} ${String(request.body).slice(0, 160)}`;
  return `${request.method} ${request.path.slice(0, 200)}${body}`;
}

/** One line per finding (route, problem, request), for a readable failure diff. */
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
