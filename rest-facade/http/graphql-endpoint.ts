import { expressMiddleware } from '@as-integrations/express5';
import type { RequestHandler } from 'express';
import type { RunningGateway, GatewayContext } from '@forgegraph/gateway';
import { ACTOR_HEADER, verifyActor, type SettingsReader } from '@forgegraph/platform';
import { authenticate } from '../edge/authenticate';
import type { TokenVerifier } from '../edge/token-verifier';
import { HttpError } from './http-error';
import { sendJson } from './send';

/**
 * `/graphql` over HTTP: the same edge authentication as the REST facade, then the gateway.
 * Tokens need `api`, or `read_api` for queries only (GitLab's GraphQL scope rule).
 */
export function graphqlEndpoint(gateway: RunningGateway, verifier: TokenVerifier, settings: SettingsReader, internalSecret: string): RequestHandler[] {
  const authenticateRequest: RequestHandler = async (req, res, next) => {
    try {
      // Standalone subgraphs (split mode) call the gateway with a signed actor instead of a token.
      const internal = verifyActor(req.get(ACTOR_HEADER), internalSecret);
      if (internal) {
        res.locals.actor = internal;
        return next();
      }
      const { actor } = await authenticate(req, {}, verifier, settings);
      const isMutation = /^\s*mutation\b/.test(String(req.body?.query ?? ''));
      if (actor.origin === 'token' && !actor.scopes.includes('api') && (isMutation || !actor.scopes.includes('read_api'))) {
        throw HttpError.of(403, { errors: [{ message: 'Invalid token scopes' }] });
      }
      res.locals.actor = actor;
      next();
    } catch (error) {
      if (error instanceof HttpError) return sendJson(res, error.response.status, error.response.body, error.response.headers);
      next(error);
    }
  };
  const apollo = expressMiddleware(gateway.apollo, {
    context: async ({ res }): Promise<GatewayContext> => ({ actor: res.locals.actor, requestId: res.locals.requestId }),
  });
  return [authenticateRequest, apollo];
}
