import { expressMiddleware } from '@as-integrations/express5';
import type { RequestHandler } from 'express';
import type { RunningGateway, GatewayContext } from '@forgegraph/gateway';
import { ACTOR_HEADER, verifyActor, type SettingsReader } from '@forgegraph/platform';
import { authenticate, requesterOf } from '../edge/authenticate';
import { enforceRateLimits, RateLimited } from '../edge/rate-limits/enforce-rate-limits';
import type { RateLimiter } from '../edge/rate-limits/rate-limiter';
import type { TokenVerifier } from '../edge/token-verifier';
import { HttpError } from './http-error';
import { sendJson } from './send';

/**
 * `/graphql` over HTTP: the same edge authentication as the REST facade, then the gateway.
 * Tokens need `api`, or `read_api` for queries only (GitLab's GraphQL scope rule).
 */
export interface GraphqlEndpointDeps {
  gateway: RunningGateway;
  verifier: TokenVerifier;
  settings: SettingsReader;
  limiter: RateLimiter;
  internalSecret: string;
}

export function graphqlEndpoint({ gateway, verifier, settings, limiter, internalSecret }: GraphqlEndpointDeps): RequestHandler[] {
  const authenticateRequest: RequestHandler = async (req, res, next) => {
    try {
      // Standalone subgraphs (split mode) call the gateway with a signed actor instead of a token.
      const internal = verifyActor(req.get(ACTOR_HEADER), internalSecret);
      if (internal) {
        res.locals.actor = internal;
        return next();
      }
      const identity = await authenticate(req, {}, verifier, settings);
      const actor = identity.actor;
      const user = identity.user;
      // GraphQL use counts as activity once answered without an HTTP error (GitLab's GraphqlController).
      if (user) res.once('finish', () => void (res.statusCode < 400 && verifier.recordActivity(user).catch(() => undefined)));
      await enforceRateLimits(limiter, req, res, requesterOf(identity));
      const isMutation = /^\s*mutation\b/.test(String(req.body?.query ?? ''));
      if (actor.origin === 'token' && !actor.scopes.includes('api') && (isMutation || !actor.scopes.includes('read_api'))) {
        throw HttpError.of(403, { errors: [{ message: 'Invalid token scopes' }] });
      }
      res.locals.actor = actor;
      next();
    } catch (error) {
      if (error instanceof RateLimited) return error.send(res);
      if (error instanceof HttpError) return sendJson(res, error.response.status, error.response.body, error.response.headers);
      next(error);
    }
  };
  const apollo = expressMiddleware(gateway.apollo, {
    context: async ({ res }): Promise<GatewayContext> => ({ actor: res.locals.actor, requestId: res.locals.requestId }),
  });
  return [authenticateRequest, apollo];
}
