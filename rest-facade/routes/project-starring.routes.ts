import { RouteAnswer } from '../http/route-answer';
import { ProjectStarrers, SetProjectStar, UserStarredProjects } from '../operations/project-starring';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentProject, presentProjectListItem } from '../presenters/project.presenter';
import { presentUserBasic } from '../presenters/user.presenter';
import { PROJECT_FILTER_VARIABLES } from './project-params';
import { defineRoutes, route } from './route';
import { USER_PROJECT_LIST_PARAMS, userProjectsKeysetNext } from './user-project-params';

const PROJECT_ID = { id: p.string().required() };

/** doc/api/project_starring.md (lib/api/projects.rb). */
export const projectStarringRoutes = defineRoutes([
  ...(['star', 'unstar'] as const).map((action) => route({
    method: 'POST',
    path: `/projects/:id/${action}`,
    auth: 'required',
    params: PROJECT_ID,
    operation: SetProjectStar,
    variables: (params) => ({ ref: params.id, starred: action === 'star' }),
    // `not_modified!` when the caller already has (or has no) star.
    present: (result, ctx) => (result.changed ? presentProject(result.project, ctx) : RouteAnswer.json(304, undefined)),
  })),
  route({
    method: 'GET',
    path: '/projects/:id/starrers',
    pagination: 'offset',
    params: { ...PROJECT_ID, search: p.string() },
    operation: ProjectStarrers,
    variables: (params) => ({ ref: params.id, search: params.search || null }),
    // Entities::UserStarsProject
    present: (star) => ({ starred_since: star.starredSince, user: presentUserBasic(star.user) }),
  }),
  route({
    method: 'GET',
    path: '/users/:user_id/starred_projects',
    pagination: 'keyset',
    params: USER_PROJECT_LIST_PARAMS,
    operation: UserStarredProjects,
    variables: (params) => ({ userRef: params.user_id, filter: toVariables(params, PROJECT_FILTER_VARIABLES) }),
    present: presentProjectListItem,
    keysetNext: userProjectsKeysetNext,
  }),
]);
