import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { ANONYMOUS } from '@forgegraph/platform';
import { enforceRateLimits, RateLimited } from '../edge/rate-limits/enforce-rate-limits';
import type { RepositoryLocation } from '../edge/repository-disk';
import { GitHttpError, gitIdentity, type GitIdentity } from './git-credentials';
import type { GitHttpDeps } from './git-http-router';
import { advertiseRefs, runService } from './git-service';

/**
 * `/snippets/:id.git/…` (personal) and `/<project path>/snippets/:id.git/…` (project snippets),
 * GitLab's snippet repository routes. Matched before project paths, which they would otherwise look like.
 */
const SNIPPET_GIT_PATH = /^\/(?:(.+?)\/)?snippets\/(\d+)\.git\/(info\/refs|git-upload-pack|git-receive-pack)$/;

/** Gitlab::GitAccessSnippet::ERROR_MESSAGES used here. */
const MESSAGES = {
  notFound: 'The snippet you were looking for could not be found.',
  read: 'You are not allowed to read this snippet.',
  update: 'You are not allowed to update this snippet.',
  authDownload: 'You are not allowed to download code.',
  commandNotAllowed: "The command you're trying to execute is not allowed.",
};

// Asked as the caller: null when the snippet does not exist, the path names another project, or the caller may not read it.
const SNIPPET_GIT_ACCESS = `query SnippetGitAccess($id: ID!, $projectPath: String) {
  snippetGitAccess(id: $id, projectPath: $projectPath) { location { storage diskPath } }
}`;

/** Clones and fetches of snippet repositories over smart HTTP; pushes are refused (snippets are written through the API here). */
export function snippetGitHttpRouter(deps: GitHttpDeps): RequestHandler {
  return (req, res, next) => {
    const match = SNIPPET_GIT_PATH.exec(req.path);
    const methods = match?.[3] === 'info/refs' ? ['GET', 'HEAD'] : ['POST'];
    if (!match || !methods.includes(req.method)) return next();
    const target = { projectPath: match[1] ? decodeURIComponent(match[1]) : null, id: match[2], endpoint: match[3] };
    serveSnippetGit(req, res, target, deps).catch(next);
  };
}

interface SnippetTarget {
  projectPath: string | null;
  id: string;
  endpoint: string;
}

async function serveSnippetGit(req: Request, res: Response, target: SnippetTarget, deps: GitHttpDeps): Promise<void> {
  const requestId = (res.locals.requestId as string | undefined) ?? randomUUID();
  try {
    if (req.method === 'HEAD') throw new GitHttpError(403, '');
    const command = target.endpoint === 'info/refs' ? (typeof req.query.service === 'string' ? req.query.service : undefined) : target.endpoint;
    const identity = await gitIdentity(req, deps.verifier, deps.externalUrl);
    await enforceRateLimits(deps.limiter, req, res, identity?.actor.userId ?? null);
    const location = await authorizeSnippetGit(deps, { identity, target, command, requestId });
    const gitDir = deps.repositories.gitDir(location);
    if (target.endpoint === 'info/refs') return await advertiseRefs(req, res, gitDir, 'upload-pack', deps.logger);
    return await runService(req, res, { gitDir, service: 'upload-pack', logger: deps.logger });
  } catch (error) {
    if (error instanceof RateLimited) return error.send(res);
    if (!(error instanceof GitHttpError)) {
      if (!res.headersSent) throw error;
      deps.logger.error('snippet git over HTTP failed mid-stream', { requestId, error });
      return void res.destroy();
    }
    res.status(error.status);
    for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.end(error.body);
  }
}

interface SnippetAccessQuestion {
  identity: GitIdentity | null;
  target: SnippetTarget;
  command: string | undefined;
  requestId: string;
}

/** Gitlab::GitAccessSnippet's order: anonymous callers are challenged unless the snippet is public; pushes are not allowed. */
async function authorizeSnippetGit(deps: GitHttpDeps, question: SnippetAccessQuestion): Promise<RepositoryLocation> {
  const { identity, command, target } = question;
  if (command !== 'git-upload-pack' && command !== 'git-receive-pack') {
    if (!identity) throw GitHttpError.accessDenied(deps.externalUrl);
    throw new GitHttpError(403, MESSAGES.commandNotAllowed);
  }
  if (command === 'git-receive-pack') {
    if (!identity) throw GitHttpError.accessDenied(deps.externalUrl);
    throw new GitHttpError(403, MESSAGES.update);
  }
  if (identity && !identity.canDownloadCode) throw new GitHttpError(403, MESSAGES.authDownload);
  const variables = { id: target.id, projectPath: target.projectPath };
  const result = await deps.engine.execute<{ snippetGitAccess: { location: RepositoryLocation } | null }>(SNIPPET_GIT_ACCESS, variables, identity?.actor ?? ANONYMOUS, question.requestId);
  if (result.errors?.length) throw new Error(`snippetGitAccess failed: ${result.errors[0].message}`);
  const access = result.data?.snippetGitAccess;
  if (!access) {
    if (!identity) throw GitHttpError.accessDenied(deps.externalUrl);
    throw new GitHttpError(404, MESSAGES.notFound);
  }
  return access.location;
}
