import express, { type Express } from 'express';
import type { Backend } from '@forgegraph/gateway';
import { objectStoreIn, type Config, type Logger } from '@forgegraph/platform';
import { RepositoryDisk } from './edge/repository-disk';
import { queueRequests } from './edge/overload/queue-requests';
import { RequestQueue } from './edge/overload/request-queue';
import { RateLimiter } from './edge/rate-limits/rate-limiter';
import type { TokenVerifier } from './edge/token-verifier';
import { gitHttpRouter } from './git-http/git-http-router';
import { snippetGitHttpRouter } from './git-http/snippet-git-http';
import { apiRouter } from './http/api-router';
import { graphqlEndpoint } from './http/graphql-endpoint';
import { healthRouter } from './http/health';
import { uploadsRouter } from './http/uploads-router';
import { parseQueryString } from './params/request-params';
import { MALFORMED } from './params/sanitize';
import { requestLog } from './http/request-log';
import { sendJson } from './http/send';
import { ROUTES } from './routes';
import { JobQueueWaiters } from './runner-protocol/job-queue-waiters';

const BODY_LIMIT = '50mb';

/** The HTTP edge: health, git over HTTP, /graphql and the /api/v4 facade on one express app. */
export function createApp(backend: Backend, verifier: TokenVerifier, config: Config, logger: Logger): Express {
  const externalUrl = config.externalUrl;
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', parseQueryString);
  app.use(requestLog(logger));
  app.use(healthRouter(backend.databaseUrl));
  app.use(uploadsRouter(config.dataDir));
  const repositories = new RepositoryDisk(config.dataDir, config.repositoryStorages);
  const limiter = new RateLimiter(backend.settings);
  // Git over HTTP before the body parsers: pack data streams to git untouched.
  const gitDeps = { engine: backend.gateway.engine, verifier, settings: backend.settings, limiter, repositories, externalUrl, logger };
  // Snippet repositories first: `/<project path>/snippets/:id.git` would otherwise read as a project path.
  app.use(snippetGitHttpRouter(gitDeps));
  app.use(gitHttpRouter(gitDeps));
  // Bounded work in flight (Workhorse's API queue); health checks and git over HTTP stay outside it.
  const limits = { limit: config.apiLimit, queueLimit: config.apiQueueLimit, queueTimeoutMs: config.apiQueueDurationMs };
  const queue = queueRequests(new RequestQueue(limits), limits);
  // Idle runners' job requests are held open for long polling outside the queue, as Workhorse holds them.
  app.use(['/api/v4', '/graphql'], (req, res, next) => (isJobRequest(req) ? next() : queue(req, res, next)));
  app.use(express.json({ limit: BODY_LIMIT, type: ['application/json', 'application/*+json'] }));
  // Form bodies are kept as text and parsed with Rack's rules in collectParams (qs folds `a[][k]` differently).
  app.use(express.text({ type: 'application/x-www-form-urlencoded', limit: BODY_LIMIT }));
  app.use('/graphql', ...graphqlEndpoint({ gateway: backend.gateway, verifier, settings: backend.settings, limiter, internalSecret: config.internalSecret }));
  const jobQueue = new JobQueueWaiters(config.ciLongPollingDurationMs);
  jobQueue.listen(backend.events).catch((error) => logger.error('job queue listener failed', { error }));
  const deps = { engine: backend.gateway.engine, repositories, objects: objectStoreIn(config.dataDir), verifier, settings: backend.settings, limiter, externalUrl, logger, jobQueue };
  app.use('/api/v4', apiRouter(ROUTES, deps));
  app.use((error: Error & { status?: number; type?: string }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    // The client went away mid-body (or was refused while sending it): nobody is left to answer.
    if (error.type === 'request.aborted') return;
    if (error.type === 'entity.parse.failed') return sendJson(res, 400, { error: 'The provided content-type was not recognized or the body could not be parsed' });
    if (error.status === 413) return sendJson(res, 413, { message: '413 Request Entity Too Large' });
    // The router could not percent-decode a path segment (`%ZZ`, invalid UTF-8): HandleMalformedStrings' 400.
    if (error instanceof URIError && error.status === 400) return sendJson(res, 400, MALFORMED);
    logger.error('unhandled error', { requestId: res.locals.requestId, error });
    sendJson(res, 500, { message: '500 Internal Server Error' });
  });
  return app;
}

function isJobRequest(req: express.Request): boolean {
  return req.method === 'POST' && req.originalUrl.split('?')[0].replace(/\/+$/, '') === '/api/v4/jobs/request';
}
