import { UserProjects } from '../operations/user-projects';
import { toVariables } from '../params/to-variables';
import { presentProjectListItem } from '../presenters/project.presenter';
import { PROJECT_FILTER_VARIABLES } from './project-params';
import { defineRoutes, route } from './route';
import { USER_PROJECT_LIST_PARAMS, userProjectsKeysetNext } from './user-project-params';

/** doc/api/projects.md#list-a-users-projects */
export const userProjectRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/users/:user_id/projects',
    pagination: 'keyset',
    params: USER_PROJECT_LIST_PARAMS,
    operation: UserProjects,
    variables: (params) => ({ userRef: params.user_id, filter: toVariables(params, PROJECT_FILTER_VARIABLES) }),
    present: presentProjectListItem,
    keysetNext: userProjectsKeysetNext,
  }),
]);
