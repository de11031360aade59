import { RouteAnswer } from '../http/route-answer';
import {
  CreateGroupLabel, DeleteGroupLabel, GroupLabel, GroupLabels, SubscribeToGroupLabel, UnsubscribeFromGroupLabel, UpdateGroupLabel,
} from '../operations/labels';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentGroupLabel } from '../presenters/label.presenter';
import {
  INCLUDE_ANCESTORS, LABEL_CREATE_INPUT, LABEL_CREATE_PARAMS, LABEL_IN_BODY, LABEL_IN_BODY_RULE, LABEL_INPUT, LABEL_UPDATE_PARAMS, labelRefInBody,
} from './label-params';
import { defineRoutes, route } from './route';

const GROUP = { id: p.string().required() };
const LABEL = { ...GROUP, label_id: p.string().required() };
const IN_GROUP = { pick: ['id'], rename: { id: 'groupRef' } };
const THE_LABEL = { pick: ['id', 'label_id'], rename: { id: 'groupRef', label_id: 'labelRef' } };
/** lib/api/group_labels.rb: both GET routes take these with these defaults. */
const HIERARCHY = { ...INCLUDE_ANCESTORS, include_descendant_groups: p.boolean().default(false), only_group_labels: p.boolean().default(true) };
const HIERARCHY_FILTER = { pick: ['include_ancestor_groups', 'include_descendant_groups', 'only_group_labels', 'search'] };

/** doc/api/group_labels.md: every route needs a signed-in caller. */
export const groupLabelRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/groups/:id/labels',
    auth: 'required',
    pagination: 'offset',
    params: { ...GROUP, with_counts: p.boolean().default(false), ...HIERARCHY, search: p.string() },
    operation: GroupLabels,
    variables: (params) => ({ ...toVariables(params, IN_GROUP), withCounts: params.with_counts, filter: toVariables(params, HIERARCHY_FILTER) }),
    present: presentGroupLabel,
  }),
  route({
    method: 'GET',
    path: '/groups/:id/labels/:label_id',
    auth: 'required',
    params: { ...LABEL, ...HIERARCHY },
    operation: GroupLabel,
    variables: (params) => ({ ...toVariables(params, THE_LABEL), filter: toVariables(params, HIERARCHY_FILTER) }),
    present: presentGroupLabel,
  }),
  route({
    method: 'POST',
    path: '/groups/:id/labels',
    auth: 'required',
    params: { ...GROUP, ...LABEL_CREATE_PARAMS },
    operation: CreateGroupLabel,
    variables: (params) => ({ ...toVariables(params, IN_GROUP), input: toVariables(params, LABEL_CREATE_INPUT) }),
    present: presentGroupLabel,
  }),
  // group_labels.md: the deprecated collection form, which python-gitlab's `label.save()` sends.
  route({
    method: 'PUT',
    path: '/groups/:id/labels',
    auth: 'required',
    params: { ...GROUP, ...LABEL_IN_BODY, ...LABEL_UPDATE_PARAMS },
    rules: { exactlyOneOf: [LABEL_IN_BODY_RULE], atLeastOneOf: [['new_name', 'color', 'description']] },
    operation: UpdateGroupLabel,
    variables: (params) => ({ groupRef: params.id, labelRef: labelRefInBody(params), input: toVariables(params, LABEL_INPUT) }),
    present: presentGroupLabel,
  }),
  route({
    method: 'PUT',
    path: '/groups/:id/labels/:label_id',
    auth: 'required',
    params: { ...LABEL, ...LABEL_UPDATE_PARAMS },
    rules: { atLeastOneOf: [['new_name', 'color', 'description']] },
    operation: UpdateGroupLabel,
    variables: (params) => ({ ...toVariables(params, THE_LABEL), input: toVariables(params, LABEL_INPUT) }),
    present: presentGroupLabel,
  }),
  route({
    method: 'DELETE',
    path: '/groups/:id/labels/:label_id',
    auth: 'required',
    params: LABEL,
    operation: DeleteGroupLabel,
    variables: (params) => toVariables(params, THE_LABEL),
  }),
  route({
    method: 'POST',
    path: '/groups/:id/labels/:label_id/subscribe',
    auth: 'required',
    params: LABEL,
    operation: SubscribeToGroupLabel,
    variables: (params) => toVariables(params, THE_LABEL),
    // lib/api/subscriptions.rb: `not_modified!` when already subscribed.
    present: (result) => (result.changed ? presentGroupLabel(result.label) : RouteAnswer.json(304, undefined)),
  }),
  route({
    method: 'POST',
    path: '/groups/:id/labels/:label_id/unsubscribe',
    auth: 'required',
    params: LABEL,
    operation: UnsubscribeFromGroupLabel,
    variables: (params) => toVariables(params, THE_LABEL),
    present: (result) => (result.changed ? presentGroupLabel(result.label) : RouteAnswer.json(304, undefined)),
  }),
]);
