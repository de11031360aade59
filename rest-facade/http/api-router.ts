import express, { type Router } from 'express';
import type { Route } from '../routes/route';
import { routeHandler, type FacadeDeps } from './route-handler';
import { sendJson } from './send';

/**
 * Mounts every declared route; unknown paths answer Grape's 404, known paths with another verb 405.
 * Routes are grouped by their first path segment (always literal: `projects`, `users`, ...) so a
 * request is matched against its own group only, not against every route declared before it.
 */
export function apiRouter(routes: Route[], deps: FacadeDeps): Router {
  const router = express.Router();
  const groups = new Map<string, Router>();
  for (const route of routes) {
    const segment = firstSegment(route.path);
    if (segment.startsWith(':')) throw new Error(`route ${route.path}: the first path segment must be literal`);
    let group = groups.get(segment);
    if (!group) groups.set(segment, (group = express.Router()));
    group[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](route.path, routeHandler(route, deps));
  }
  // express matches paths case-insensitively; so does the choice of group.
  router.use((req, res, next) => {
    const group = groups.get(firstSegment(req.path).toLowerCase());
    if (group) return group(req, res, next);
    next();
  });
  const matchers = routes.map((route) => ({ route, layer: express.Router().get(route.path, () => undefined) }));
  router.use((req, res) => {
    const allowed = allowedMethods(matchers, req.path);
    if (allowed.length) return sendJson(res, 405, { error: '405 Not Allowed' }, { allow: allowed.join(', ') });
    sendJson(res, 404, { error: '404 Not Found' });
  });
  return router;
}

function allowedMethods(matchers: Array<{ route: Route; layer: Router }>, path: string): string[] {
  const methods = new Set<string>();
  for (const { route, layer } of matchers) {
    const stack = (layer as unknown as { stack: Array<{ match(p: string): boolean }> }).stack;
    if (stack.some((l) => l.match(path))) methods.add(route.method);
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods];
}

function firstSegment(path: string): string {
  const end = path.indexOf('/', 1);
  return end === -1 ? path.slice(1) : path.slice(1, end);
}
