import express, { type Request, type RequestHandler, type Response } from 'express';
import { ANONYMOUS, type OperationEngine, type Logger } from '@forgegraph/platform';
import { basicCredentials } from './basic-credentials';
import { sendJson } from '../http/send';

/**
 * Alert intake outside `/api/v4` (config/routes/project.rb): `/<project path>/alerts/notify`, its
 * named endpoints `/alerts/notify/<name>/<endpoint id>` and `/prometheus/alerts/notify`, each with an
 * optional `.json`. The key is the integration's token as `Authorization: Bearer` or as the password
 * of HTTP Basic (any user). Answers are GitLab's: `[{iid,title}]` on a generic success, otherwise a
 * bare status (`head`).
 */
const ROUTES: Array<{ pattern: RegExp; identifier: (match: RegExpExecArray) => string }> = [
  { pattern: /^\/(.+?)\/prometheus\/alerts\/notify(?:\.json)?\/?$/, identifier: () => 'legacy-prometheus' },
  { pattern: /^\/(.+?)\/alerts\/notify\/([^/]+)\/([A-Za-z0-9]+)(?:\.json)?\/?$/, identifier: (m) => m[3] },
  { pattern: /^\/(.+?)\/alerts\/notify(?:\.json)?\/?$/, identifier: () => 'legacy' },
];

// Bytes read beyond GitLab's 1 MB payload limit are drained, not kept: the answer is 400 either way.
const KEEP_BYTES = 1024 * 1024 + 1;

const NOTIFY = `mutation ReceiveAlertNotification($projectPath: String!, $endpointIdentifier: String!, $token: String, $payload: JSON, $payloadBytes: Int!) {
  receiveAlertNotification(projectPath: $projectPath, endpointIdentifier: $endpointIdentifier, token: $token, payload: $payload, payloadBytes: $payloadBytes) {
    status alerts { iid title }
  }
}`;

interface NotifyResult {
  receiveAlertNotification: { status: number; alerts: Array<{ iid: number; title: string }> | null };
}

export function alertIntakeRouter(deps: { engine: OperationEngine; logger: Logger }): RequestHandler {
  const router = express.Router();
  router.post(/\/alerts\/notify/, async (req, res, next) => {
    const route = matchRoute(req.path);
    if (!route) return next();
    // A path that does not percent-decode names no project.
    if (route === MALFORMED_PATH) return void res.status(404).end();
    try {
      await receive(req, res, deps.engine, route);
    } catch (error) {
      deps.logger.error('alert intake failed', { requestId: res.locals.requestId, error });
      if (!res.headersSent) sendJson(res, 500, { message: '500 Internal Server Error' });
    }
  });
  return router;
}

const MALFORMED_PATH = Symbol('malformed path');

function matchRoute(path: string): { projectPath: string; endpointIdentifier: string } | typeof MALFORMED_PATH | null {
  for (const route of ROUTES) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    try {
      return { projectPath: decodeURIComponent(match[1]), endpointIdentifier: route.identifier(match) };
    } catch {
      return MALFORMED_PATH;
    }
  }
  return null;
}

async function receive(req: Request, res: Response, engine: OperationEngine, route: { projectPath: string; endpointIdentifier: string }): Promise<void> {
  const body = await readBody(req);
  const payload = body.bytes > KEEP_BYTES - 1 ? null : parseJson(body.text);
  // A body that is not JSON fails Rails' parameter parsing before anything else looks at it.
  // NUL characters are refused before any route runs (GitLab's HandleMalformedStrings), and PostgreSQL could not store them.
  if (payload === INVALID || JSON.stringify(payload).includes('\\u0000')) return void res.status(400).end();
  const result = await engine.execute<NotifyResult>(NOTIFY, {
    ...route, token: alertToken(req), payload, payloadBytes: body.bytes,
  }, ANONYMOUS, res.locals.requestId);
  const error = result.errors?.[0];
  if (error) {
    if (error.extensions?.code === 'NOT_FOUND') return void res.status(404).end();
    throw new Error(`alert intake: ${error.message}`);
  }
  const answer = result.data!.receiveAlertNotification;
  if (answer.alerts) return sendJson(res, answer.status, answer.alerts);
  res.status(answer.status).end();
}

/** `extract_bearer_token || extract_basic_auth_token`. */
function alertToken(req: Request): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  if (bearer) return bearer[1];
  const basic = basicCredentials(req);
  return basic?.hasPassword ? basic.password : null;
}

const INVALID = Symbol('invalid JSON');

/** An empty body is no parameters at all (`{}`), as Rails reads it. */
function parseJson(text: string): unknown {
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    return INVALID;
  }
}

function readBody(req: Request): Promise<{ text: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes <= KEEP_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve({ text: Buffer.concat(chunks).toString('utf8'), bytes }));
    req.on('error', reject);
  });
}
