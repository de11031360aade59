import { applicationSettingsRoutes } from './application-settings.routes';
import { groupCustomAttributeRoutes } from './group-custom-attributes.routes';
import { groupRoutes } from './groups.routes';
import { impersonationTokenRoutes } from './impersonation-tokens.routes';
import { memberRoutes } from './members.routes';
import { personalAccessTokenRoutes } from './personal-access-tokens.routes';
import { projectRoutes } from './projects.routes';
import type { Route } from './route';
import { userActivityRoutes } from './user-activities.routes';
import { userAdministrationRoutes } from './user-administration.routes';
import { userCustomAttributeRoutes } from './user-custom-attributes.routes';
import { userStateRoutes } from './user-states.routes';
import { userRoutes } from './users.routes';
import { versionRoutes } from './version.routes';

/** Every /api/v4 route. Each file declares one GitLab doc page's routes. */
export const ROUTES: Route[] = [
  ...applicationSettingsRoutes,
  ...groupCustomAttributeRoutes,
  ...groupRoutes,
  ...impersonationTokenRoutes,
  ...memberRoutes,
  ...personalAccessTokenRoutes,
  ...projectRoutes,
  ...userActivityRoutes,
  ...userAdministrationRoutes,
  ...userCustomAttributeRoutes,
  ...userStateRoutes,
  ...userRoutes,
  ...versionRoutes,
];
