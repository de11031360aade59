import express, { type Router } from 'express';
import type { Route } from '../routes/route';
import { routeHandler, type FacadeDeps } from './route-handler';
import { sendJson } from './send';

/** Mounts every declared route; unknown paths answer Grape's 404, known paths with another verb 405. */
export function apiRouter(routes: Route[], deps: FacadeDeps): Router {
  const router = express.Router();
  for (const route of routes) {
    router[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](route.path, routeHandler(route, deps));
  }
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
