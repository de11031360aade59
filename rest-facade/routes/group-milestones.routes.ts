import {
  CreateGroupMilestone, DeleteGroupMilestone, GroupMilestone, GroupMilestones, UpdateGroupMilestone,
} from '../operations/milestones';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentMilestone } from '../presenters/milestone.presenter';
import {
  MILESTONE_CREATE_PARAMS, MILESTONE_INPUT, MILESTONE_LIST_PARAMS, MILESTONE_LIST_RULES, MILESTONE_UPDATE_PARAMS, MILESTONE_UPDATE_RULES, milestoneFilter,
} from './milestone-params';
import { defineRoutes, route } from './route';

const GROUP = { id: p.string().required() };
const MILESTONE = { ...GROUP, milestone_id: p.integer().required() };
const IN_GROUP = { pick: ['id'], rename: { id: 'groupRef' } };
const THE_MILESTONE = { pick: ['id', 'milestone_id'], rename: { id: 'groupRef' } };

/** doc/api/group_milestones.md (lib/api/group_milestones.rb): signed-in callers only; single milestones by global id. */
export const groupMilestoneRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/groups/:id/milestones',
    auth: 'required',
    pagination: 'offset',
    params: { ...GROUP, ...MILESTONE_LIST_PARAMS },
    rules: MILESTONE_LIST_RULES,
    operation: GroupMilestones,
    variables: (params) => ({ ...toVariables(params, IN_GROUP), filter: milestoneFilter(params) }),
    present: presentMilestone,
  }),
  route({
    method: 'GET',
    path: '/groups/:id/milestones/:milestone_id',
    auth: 'required',
    params: MILESTONE,
    operation: GroupMilestone,
    variables: (params) => toVariables(params, THE_MILESTONE),
    present: presentMilestone,
  }),
  route({
    method: 'POST',
    path: '/groups/:id/milestones',
    auth: 'required',
    params: { ...GROUP, ...MILESTONE_CREATE_PARAMS },
    operation: CreateGroupMilestone,
    variables: (params) => ({ ...toVariables(params, IN_GROUP), input: toVariables(params, MILESTONE_INPUT) }),
    present: presentMilestone,
  }),
  route({
    method: 'PUT',
    path: '/groups/:id/milestones/:milestone_id',
    auth: 'required',
    params: { ...MILESTONE, ...MILESTONE_UPDATE_PARAMS },
    rules: MILESTONE_UPDATE_RULES,
    operation: UpdateGroupMilestone,
    variables: (params) => ({ ...toVariables(params, THE_MILESTONE), input: toVariables(params, MILESTONE_INPUT) }),
    present: presentMilestone,
  }),
  route({
    method: 'DELETE',
    path: '/groups/:id/milestones/:milestone_id',
    auth: 'required',
    // The DELETE route declares no type: `milestones.find("abc")` is GitLab's `404 Not found`.
    params: { ...GROUP, milestone_id: p.string().required() },
    operation: DeleteGroupMilestone,
    variables: (params) => toVariables(params, THE_MILESTONE),
  }),
]);
