import type { Route } from './route';

/**
 * GitLab declares every epic route twice, as `/groups/:id/epics…` and `/groups/:id/-/epics…`
 * (ee/lib/api/epics.rb `':id/(-/)epics'`): the same declaration under both paths.
 */
export function withDashAlias(routes: Route[]): Route[] {
  return routes.flatMap((route) => [route, { ...route, path: route.path.replace('/groups/:id/epics', '/groups/:id/-/epics') }]);
}
