import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger, OperationEngine, SettingsReader } from '@forgegraph/platform';
import { enforceRateLimits, RateLimited } from '../edge/rate-limits/enforce-rate-limits';
import type { RateLimiter } from '../edge/rate-limits/rate-limiter';
import type { RepositoryDisk } from '../edge/repository-disk';
import type { TokenVerifier } from '../edge/token-verifier';
import { authorizeGit } from './git-access';
import { GitHttpError, gitIdentity } from './git-credentials';
import { advertiseRefs, runService } from './git-service';
import { receivePack } from './receive-pack';

export interface GitHttpDeps {
  engine: OperationEngine;
  verifier: TokenVerifier;
  settings: SettingsReader;
  limiter: RateLimiter;
  repositories: RepositoryDisk;
  externalUrl: string;
  logger: Logger;
}

/** `/<namespace>/<project>.git/info/refs`, `…/git-upload-pack`, `…/git-receive-pack` (smart HTTP). */
const GIT_PATH = /^\/(.+?\/[^/]+)\.git\/(info\/refs|git-upload-pack|git-receive-pack)$/;

/**
 * Git over HTTP on the same server as the API (GitLab's Repositories::GitHttpController, with
 * Workhorse's part done in-process): clone, fetch and push with a personal access token as the
 * Basic password. Anything else falls through to the next handler.
 */
export function gitHttpRouter(deps: GitHttpDeps): RequestHandler {
  return (req, res, next) => {
    const match = GIT_PATH.exec(req.path);
    const methods = match?.[2] === 'info/refs' ? ['GET', 'HEAD'] : ['POST'];
    if (!match || !methods.includes(req.method)) return next();
    serveGit(req, res, { projectPath: decodeURIComponent(match[1]), endpoint: match[2] }, deps).catch(next);
  };
}

async function serveGit(req: Request, res: Response, target: { projectPath: string; endpoint: string }, deps: GitHttpDeps): Promise<void> {
  const requestId = (res.locals.requestId as string | undefined) ?? randomUUID();
  try {
    // GitLab's deny_head_requests on info/refs.
    if (req.method === 'HEAD') throw new GitHttpError(403, '');
    const command = target.endpoint === 'info/refs' ? (typeof req.query.service === 'string' ? req.query.service : undefined) : target.endpoint;
    const identity = await gitIdentity(req, deps.verifier, deps.externalUrl);
    await enforceRateLimits(deps.limiter, req, res, identity?.actor.userId ?? null);
    // Git HTTP activities count as user activity (doc/api/users.md#list-a-users-activity), once answered.
    if (identity) res.once('finish', () => void (res.statusCode < 400 && deps.verifier.recordActivity(identity.user).catch(() => undefined)));
    const grant = await authorizeGit({ engine: deps.engine, identity, projectPath: target.projectPath, command, externalUrl: deps.externalUrl, requestId });
    const gitDir = deps.repositories.gitDir(grant.repository);
    const service = command === 'git-receive-pack' ? 'receive-pack' : 'upload-pack';
    if (target.endpoint === 'info/refs') return await advertiseRefs(req, res, gitDir, service, deps.logger);
    if (service === 'upload-pack') return await runService(req, res, { gitDir, service, logger: deps.logger });
    await receivePack(req, res, { ...deps, actor: identity!.actor, projectId: grant.projectId, gitDir, requestId });
  } catch (error) {
    if (error instanceof RateLimited) return error.send(res);
    if (!(error instanceof GitHttpError) && res.headersSent) {
      deps.logger.error('git over HTTP failed mid-stream', { requestId, error });
      return void res.destroy();
    }
    if (!(error instanceof GitHttpError)) throw error;
    res.status(error.status);
    for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.end(error.body);
  }
}
