import { ProjectGroups } from '../operations/project-groups';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentPublicGroupDetails } from '../presenters/public-group-details.presenter';
import { ACCESS_LEVELS } from './project-params';
import { defineRoutes, route } from './route';

/** doc/api/projects.md#list-groups (lib/api/projects.rb `:id/groups`). */
export const projectGroupRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/projects/:id/groups',
    pagination: 'offset',
    params: {
      id: p.string().required(),
      search: p.string(),
      skip_groups: p.array(p.integer()).commaSeparated(),
      with_shared: p.boolean().default(false),
      shared_visible_only: p.boolean().default(false),
      shared_min_access_level: p.integer().values(ACCESS_LEVELS),
    },
    operation: ProjectGroups,
    variables: (params) => ({
      ref: params.id,
      filter: toVariables(params, { pick: ['search', 'skip_groups', 'with_shared', 'shared_visible_only', 'shared_min_access_level'], skipNull: true }),
    }),
    present: presentPublicGroupDetails,
  }),
]);
