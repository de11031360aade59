import type { Route } from './route';
import { userRoutes } from './users.routes';
import { versionRoutes } from './version.routes';

/** Every /api/v4 route. Each file declares one GitLab doc page's routes. */
export const ROUTES: Route[] = [...versionRoutes, ...userRoutes];
