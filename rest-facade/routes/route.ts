import type { Request } from 'express';
import type { Actor, ErrorCode, ObjectStore, OperationEngine } from '@forgegraph/platform';
import type { RepositoryDisk } from '../edge/repository-disk';
import type { JobQueueWaiters } from '../runner-protocol/job-queue-waiters';
import type { ParamRules, ParamSchema } from '../params/param';
import type { Params } from '../params/parse-params';
import type { Operation } from '../operations/operation';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What presenters and variable mappers see: pure data, no services. */
export interface RouteContext {
  actor: Actor;
  params: Params;
  externalUrl: string;
  req: Request;
}

/**
 * What a custom handler may use besides the context: the gateway, through the one engine seam, and
 * the repository disks for routes that stream bytes out of git.
 */
export interface HandlerContext extends RouteContext {
  engine: OperationEngine;
  requestId: string;
  repositories: RepositoryDisk;
  /** Long-polling `POST /jobs/request`s waiting for pending builds. */
  jobQueue: JobQueueWaiters;
  /** The object store (artifacts), for routes that stream bytes in or out of it. */
  objects: ObjectStore;
}

/** Where the next keyset page starts: the operation's opaque cursor and the page's last node. */
export interface KeysetNext {
  cursor: string;
  last: any;
}

/**
 * One declaration per route (ARCHITECTURE §5): method, path, params, operation, variables, presenter,
 * status, pagination. The router derives everything else (auth, scopes, headers, errors).
 */
export interface Route {
  method: HttpMethod;
  /** Express path below /api/v4, e.g. `/users/:id`. */
  path: string;
  /**
   * `required`: anonymous callers get 401 before anything else runs. `admin`: also 403 for
   * non-administrators, before params are validated (GitLab's `authenticated_as_admin!`).
   * Default: anonymous allowed.
   */
  auth?: 'required' | 'admin' | 'optional';
  /**
   * A CI job token (`JOB-TOKEN` header, `job_token` param, or a `glcbt-` token where a personal one goes) is
   * accepted here (GitLab's `route_setting :authentication, job_token_allowed: true`; reference §5's list).
   * The request then acts as the job's user with `actor.job` set; elsewhere a job token gets 401.
   */
  jobToken?: boolean;
  /**
   * The package registries' credentials (reference §6.1): HTTP Basic (any user name + a personal access
   * token, or `gitlab-ci-token` + a job token) and `X-NuGet-ApiKey`. Every 401 of the route then carries
   * `WWW-Authenticate: Basic realm="GitLab Packages Registry"`, the challenge NuGet clients wait for.
   */
  basicAuth?: boolean;
  /** Token scopes accepted besides `api` (and `read_api` on GET), e.g. `read_user`. */
  scopes?: string[];
  params?: ParamSchema;
  rules?: ParamRules;
  /** `offset`: adds page/per_page and answers GitLab's headers. `keyset` also accepts pagination=keyset. */
  pagination?: 'offset' | 'keyset';
  /**
   * Keyset routes: the query params the `rel="next"` link adds (an `undefined` value drops a param).
   * Default: `{ cursor: <the page's next cursor> }`; projects use `id_after`/`id_before` instead.
   */
  keysetNext?: (next: KeysetNext, ctx: RouteContext) => Record<string, string | undefined>;
  /** A named document of rest-facade/operations (values always travel as variables, so plans are cached). */
  operation?: Operation;
  variables?: (params: Params, ctx: RouteContext) => Record<string, unknown>;
  /** The part of the root field the route answers with (a page nested in it, say); default: the root field. */
  pick?: (root: never) => any;
  /**
   * Shapes the operation's root field (each node, for paginated routes) into GitLab's JSON. A
   * non-paginated route may return a `RouteAnswer` (http/route-answer.ts) to choose the status
   * or headers per answer.
   */
  present?: (value: never, ctx: RouteContext) => unknown;
  /**
   * Routes with no single operation (or with several) implement the whole answer here; returning a
   * `RouteAnswer.raw` sends bytes or a stream instead of JSON (raw files, archives).
   */
  handle?: (ctx: HandlerContext) => Promise<unknown>;
  /**
   * The handler reads a multipart body itself, as a stream (artifact uploads): params come from the path
   * and query only, and `ctx.req` is left unread.
   */
  streamsBody?: boolean;
  /** Success status; defaults: POST 201, DELETE 204, otherwise 200. */
  status?: number;
  /** Status overrides per error code, where GitLab's status differs from the common map. */
  errors?: Partial<Record<ErrorCode, number>>;
}

/**
 * What a presenter receives: the operation's root field, or each of its nodes on paginated routes.
 * A subgraph answers a missing root with an error (NOT_FOUND), never with null.
 */
type RootOf<R> = NonNullable<R[keyof R]>;
type NodeOf<P> = P extends { nodes: Array<infer N> } ? N : P;
export type PresentedOf<R> = NodeOf<RootOf<R>>;

/** A route whose presenter is typed by its operation's generated result type (and `pick`'s, when it has one). */
export interface RouteDeclaration<R, P = RootOf<R>> extends Omit<Route, 'operation' | 'present' | 'pick'> {
  operation?: Operation<R>;
  pick?: (root: RootOf<R>) => P;
  present?: (value: NodeOf<P>, ctx: RouteContext) => unknown;
}

/**
 * Declares one route. `Route.present` takes `never`, so a presenter only gets a type through here:
 * a field the operation does not select fails the build.
 */
export function route<R, P = RootOf<R>>(declaration: RouteDeclaration<R, P>): Route {
  return declaration as Route;
}

export function defineRoutes(routes: Route[]): Route[] {
  return routes;
}

export function defaultStatus(method: HttpMethod): number {
  return method === 'POST' ? 201 : method === 'DELETE' ? 204 : 200;
}
