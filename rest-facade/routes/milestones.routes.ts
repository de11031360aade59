import {
  CreateProjectMilestone, DeleteProjectMilestone, ProjectMilestone, ProjectMilestones, UpdateProjectMilestone,
} from '../operations/milestones';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentMilestone } from '../presenters/milestone.presenter';
import {
  MILESTONE_CREATE_PARAMS, MILESTONE_INPUT, MILESTONE_LIST_PARAMS, MILESTONE_LIST_RULES, MILESTONE_UPDATE_PARAMS, MILESTONE_UPDATE_RULES, milestoneFilter,
} from './milestone-params';
import { defineRoutes, route } from './route';

const PROJECT = { id: p.string().required() };
const MILESTONE = { ...PROJECT, milestone_id: p.integer().required() };
const IN_PROJECT = { pick: ['id'], rename: { id: 'projectRef' } };
const THE_MILESTONE = { pick: ['id', 'milestone_id'], rename: { id: 'projectRef' } };

/** doc/api/milestones.md (lib/api/project_milestones.rb): signed-in callers only; single milestones by global id. */
export const milestoneRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/projects/:id/milestones',
    auth: 'required',
    pagination: 'offset',
    params: { ...PROJECT, ...MILESTONE_LIST_PARAMS },
    rules: MILESTONE_LIST_RULES,
    operation: ProjectMilestones,
    variables: (params) => ({ ...toVariables(params, IN_PROJECT), filter: milestoneFilter(params) }),
    present: presentMilestone,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/milestones/:milestone_id',
    auth: 'required',
    params: MILESTONE,
    operation: ProjectMilestone,
    variables: (params) => toVariables(params, THE_MILESTONE),
    present: presentMilestone,
  }),
  route({
    method: 'POST',
    path: '/projects/:id/milestones',
    auth: 'required',
    params: { ...PROJECT, ...MILESTONE_CREATE_PARAMS },
    operation: CreateProjectMilestone,
    variables: (params) => ({ ...toVariables(params, IN_PROJECT), input: toVariables(params, MILESTONE_INPUT) }),
    present: presentMilestone,
  }),
  route({
    method: 'PUT',
    path: '/projects/:id/milestones/:milestone_id',
    auth: 'required',
    params: { ...MILESTONE, ...MILESTONE_UPDATE_PARAMS },
    rules: MILESTONE_UPDATE_RULES,
    operation: UpdateProjectMilestone,
    variables: (params) => ({ ...toVariables(params, THE_MILESTONE), input: toVariables(params, MILESTONE_INPUT) }),
    present: presentMilestone,
  }),
  route({
    method: 'DELETE',
    path: '/projects/:id/milestones/:milestone_id',
    auth: 'required',
    // The DELETE route declares no type: `milestones.find("abc")` is GitLab's `404 Not found`.
    params: { ...PROJECT, milestone_id: p.string().required() },
    operation: DeleteProjectMilestone,
    variables: (params) => toVariables(params, THE_MILESTONE),
  }),
]);
