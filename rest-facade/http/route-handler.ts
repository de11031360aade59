import type { Request, RequestHandler, Response } from 'express';
import { DomainError, type Logger, type ObjectStore, type OperationEngine, type OperationResult, type SettingsReader } from '@forgegraph/platform';
import { authenticate, insufficientScope, requesterOf, type EdgeIdentity } from '../edge/authenticate';
import { enforceRateLimits, RateLimited } from '../edge/rate-limits/enforce-rate-limits';
import type { RateLimiter } from '../edge/rate-limits/rate-limiter';
import type { RepositoryDisk } from '../edge/repository-disk';
import type { TokenVerifier } from '../edge/token-verifier';
import type { JobQueueWaiters } from '../runner-protocol/job-queue-waiters';
import { parseParams } from '../params/parse-params';
import { collectParams } from '../params/request-params';
import { rejectMalformedStrings } from '../params/sanitize';
import { defaultStatus, type HandlerContext, type Route, type RouteContext } from '../routes/route';
import { errorResponse, INTERNAL_ERROR } from './error-map';
import { HttpError } from './http-error';
import { RouteAnswer, sendRouteAnswer } from './route-answer';
import { keysetHeaders, offsetHeaders, offsetPosition, PAGINATION_PARAMS } from './pagination';
import { sendJson } from './send';

export interface FacadeDeps {
  engine: OperationEngine;
  repositories: RepositoryDisk;
  objects: ObjectStore;
  verifier: TokenVerifier;
  settings: SettingsReader;
  limiter: RateLimiter;
  externalUrl: string;
  logger: Logger;
  jobQueue: JobQueueWaiters;
}

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Turns one route declaration into an express handler: auth → scopes → params → operation → presenter. */
export function routeHandler(route: Route, deps: FacadeDeps): RequestHandler {
  const schema = route.pagination ? { ...PAGINATION_PARAMS, ...route.params } : route.params ?? {};
  return async (req, res) => {
    try {
      const raw = await collectParams(req, { streamsBody: route.streamsBody === true });
      rejectMalformedStrings(raw);
      const identity = await authenticate(req, raw, deps.verifier, deps.settings, { jobToken: route.jobToken === true, basic: route.basicAuth === true });
      res.locals.actor = identity.actor;
      await enforceRateLimits(deps.limiter, req, res, requesterOf(identity));
      checkAccess(route, req, identity);
      const params = parseParams(raw, schema, route.rules);
      const ctx: RouteContext = { actor: identity.actor, params, externalUrl: deps.externalUrl, req };
      const answer = await answerRoute(route, ctx, deps, res.locals.requestId);
      const status = answer.body instanceof RouteAnswer ? answer.body.status : answer.status;
      // API::API's `after` hook: activity is recorded for requests that succeed only.
      if (identity.user && status < 400) await deps.verifier.recordActivity(identity.user);
      if (answer.body instanceof RouteAnswer) return await sendRouteAnswer(res, answer.body);
      sendJson(res, answer.status, answer.body, answer.headers);
    } catch (error) {
      sendError(res, error, route, deps.logger);
    }
  };
}

/** In a route's `scopes`: every scope is accepted, for any method (lib/api/personal_access_tokens/self_information.rb). */
export const ANY_SCOPE = '*';
/** GitLab registers these only `if: request.get? || request.head?` (lib/api/api.rb, users.rb, version.rb). */
const READ_ONLY_SCOPES = ['read_api', 'read_user'];

/**
 * GitLab's scope check (AccessTokenValidationService): the token needs one scope registered for the
 * endpoint whose condition holds. The 403 lists every registered scope, whatever its condition: the
 * route's own first, then API::API's `api read_api`.
 */
function checkAccess(route: Route, req: Request, identity: EdgeIdentity): void {
  if (route.auth && route.auth !== 'optional' && identity.actor.userId === null) throw HttpError.of(401, { message: '401 Unauthorized' });
  checkScopes(route, req, identity);
  if (route.auth === 'admin' && !identity.actor.isAdmin) throw HttpError.of(403, { message: '403 Forbidden' });
}

function checkScopes(route: Route, req: Request, { actor, sudo }: EdgeIdentity): void {
  if (actor.origin !== 'token' || sudo) return;
  const declared = route.scopes ?? [];
  if (declared.includes(ANY_SCOPE)) return;
  const reading = req.method === 'GET' || req.method === 'HEAD';
  const registered = [...declared, 'api', 'read_api'];
  const holds = (scope: string) => reading || !READ_ONLY_SCOPES.includes(scope);
  if (!actor.scopes.some((s) => registered.includes(s) && holds(s))) throw insufficientScope(registered);
}

async function answerRoute(route: Route, ctx: RouteContext, deps: FacadeDeps, requestId: string): Promise<Answer> {
  const status = route.status ?? defaultStatus(route.method);
  if (route.handle) return { status, body: await route.handle({ ...ctx, engine: deps.engine, requestId, repositories: deps.repositories, objects: deps.objects, jobQueue: deps.jobQueue } as HandlerContext) };
  if (!route.operation) throw new Error(`route ${route.method} ${route.path} declares neither operation nor handle`);
  const keyset = ctx.params.pagination === 'keyset';
  if (keyset && route.pagination !== 'keyset') {
    throw HttpError.of(405, { error: 'Keyset pagination is not yet available for this type of request' });
  }
  const variables = { ...route.variables?.(ctx.params, ctx), ...paginationVariables(route, ctx, keyset) };
  const result = await deps.engine.execute(route.operation.document, variables, ctx.actor, requestId);
  const root = rootValue(result, route);
  const value = route.pick ? route.pick(root as never) : root;
  if (!route.pagination) return { status, body: route.present ? route.present(value as never, ctx) : value };
  const nodes = (value.nodes as unknown[]).map((node) => (route.present ? route.present(node as never, ctx) : node));
  const next = keyset ? keysetNextParams(route, ctx, value) : undefined;
  return { status, body: nodes, headers: pageHeaders(ctx, value.pageInfo, nodes.length, next, deps.externalUrl) };
}

/** The next link's params: the route's own (`keysetNext`) or the opaque cursor; null on the last page. */
function keysetNextParams(route: Route, ctx: RouteContext, page: { nodes: unknown[]; pageInfo: { nextCursor: string | null } }) {
  const cursor = page.pageInfo.nextCursor;
  if (!cursor) return null;
  return route.keysetNext ? route.keysetNext({ cursor, last: page.nodes[page.nodes.length - 1] }, ctx) : { cursor };
}

function paginationVariables(route: Route, ctx: RouteContext, keyset: boolean): Record<string, unknown> {
  if (!route.pagination) return {};
  const { page, perPage } = offsetPosition(ctx.params as { page: number; per_page: number });
  return keyset ? { page: 1, perPage, keyset: true, cursor: ctx.params.cursor ?? null } : { page, perPage };
}

/** `next`: keyset pages' next-link params (null on the last page); undefined for offset pages. */
function pageHeaders(ctx: RouteContext, info: { total: number | null }, count: number, next: Record<string, string | undefined> | null | undefined, externalUrl: string) {
  const baseUrl = externalUrl + ctx.req.baseUrl + ctx.req.path;
  const query = { ...(ctx.req.query as Record<string, unknown>) };
  const position = offsetPosition(ctx.params as { page: number; per_page: number });
  if (next !== undefined) return keysetHeaders(baseUrl, query, next, position.perPage);
  return offsetHeaders(baseUrl, query, position, info.total, count);
}

function rootValue(result: OperationResult, route: Route): any {
  if (result.errors?.length) throw new OperationFailed(result.errors[0], route);
  const data = result.data ?? {};
  return data[Object.keys(data)[0]];
}

class OperationFailed extends Error {
  constructor(readonly error: NonNullable<OperationResult['errors']>[number], readonly route: Route) {
    super(error.message);
  }
}

/** lib/api/helpers/packages/basic_auth_helpers.rb `unauthorized_with_header!`. */
const PACKAGES_CHALLENGE = { 'www-authenticate': 'Basic realm="GitLab Packages Registry"' };

function sendError(res: Response, error: unknown, route: Route, logger: Logger): void {
  if (error instanceof RateLimited) return error.send(res);
  const send = (status: number, body: unknown, headers?: Record<string, string>) =>
    sendJson(res, status, body, status === 401 && route.basicAuth ? { ...headers, ...PACKAGES_CHALLENGE } : headers);
  if (error instanceof HttpError) return send(error.response.status, error.response.body, error.response.headers);
  if (error instanceof OperationFailed) {
    const answer = errorResponse(error.error, route.errors);
    if (answer.status >= 500) logger.error('operation failed', { requestId: res.locals.requestId, error: error.error });
    return send(answer.status, answer.body, answer.headers);
  }
  if (error instanceof DomainError) {
    const answer = errorResponse({ message: error.message, extensions: { code: error.code, body: error.body } }, route.errors);
    return send(answer.status, answer.body);
  }
  logger.error('request failed', { requestId: res.locals.requestId, error });
  sendJson(res, INTERNAL_ERROR.status, INTERNAL_ERROR.body);
}
