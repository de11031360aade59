import { RouteAnswer } from '../http/route-answer';
import {
  CreateProjectLabel, DeleteProjectLabel, ProjectLabel, ProjectLabels, SubscribeToProjectLabel, UnsubscribeFromProjectLabel, UpdateProjectLabel,
} from '../operations/labels';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentProjectLabel } from '../presenters/label.presenter';
import {
  INCLUDE_ANCESTORS, int32, LABEL_CREATE_INPUT, LABEL_CREATE_PARAMS, LABEL_IN_BODY, LABEL_IN_BODY_RULE, LABEL_INPUT, LABEL_UPDATE_PARAMS, labelRefInBody,
} from './label-params';
import { defineRoutes, route } from './route';

const PROJECT = { id: p.string().required() };
const LABEL = { ...PROJECT, label_id: p.string().required() };
const IN_PROJECT = { pick: ['id'], rename: { id: 'projectRef' } };
const THE_LABEL = { pick: ['id', 'label_id'], rename: { id: 'projectRef', label_id: 'labelRef' } };

/** doc/api/labels.md: every route needs a signed-in caller (`before { authenticate! }`). */
export const labelRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/projects/:id/labels',
    auth: 'required',
    pagination: 'offset',
    params: { ...PROJECT, with_counts: p.boolean().default(false), ...INCLUDE_ANCESTORS, search: p.string() },
    operation: ProjectLabels,
    variables: (params) => ({
      ...toVariables(params, IN_PROJECT), withCounts: params.with_counts, filter: toVariables(params, { pick: ['include_ancestor_groups', 'search'] }),
    }),
    present: presentProjectLabel,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/labels/:label_id',
    auth: 'required',
    params: { ...LABEL, ...INCLUDE_ANCESTORS },
    operation: ProjectLabel,
    variables: (params) => ({ ...toVariables(params, THE_LABEL), filter: toVariables(params, { pick: ['include_ancestor_groups'] }) }),
    present: presentProjectLabel,
  }),
  route({
    method: 'POST',
    path: '/projects/:id/labels',
    auth: 'required',
    params: { ...PROJECT, ...LABEL_CREATE_PARAMS, priority: int32() },
    operation: CreateProjectLabel,
    variables: (params) => ({ ...toVariables(params, IN_PROJECT), input: toVariables(params, LABEL_CREATE_INPUT) }),
    present: presentProjectLabel,
  }),
  // labels.md: the deprecated collection form, which python-gitlab's `label.save()` sends.
  route({
    method: 'PUT',
    path: '/projects/:id/labels',
    auth: 'required',
    params: { ...PROJECT, ...LABEL_IN_BODY, ...LABEL_UPDATE_PARAMS, priority: int32() },
    rules: { exactlyOneOf: [LABEL_IN_BODY_RULE], atLeastOneOf: [['new_name', 'color', 'description', 'priority']] },
    operation: UpdateProjectLabel,
    variables: (params) => ({ projectRef: params.id, labelRef: labelRefInBody(params), input: toVariables(params, LABEL_INPUT) }),
    present: presentProjectLabel,
  }),
  route({
    method: 'PUT',
    path: '/projects/:id/labels/:label_id',
    auth: 'required',
    params: { ...LABEL, ...LABEL_UPDATE_PARAMS, priority: int32() },
    rules: { atLeastOneOf: [['new_name', 'color', 'description', 'priority']] },
    operation: UpdateProjectLabel,
    variables: (params) => ({ ...toVariables(params, THE_LABEL), input: toVariables(params, LABEL_INPUT) }),
    present: presentProjectLabel,
  }),
  route({
    method: 'DELETE',
    path: '/projects/:id/labels/:label_id',
    auth: 'required',
    params: LABEL,
    operation: DeleteProjectLabel,
    variables: (params) => toVariables(params, THE_LABEL),
  }),
  route({
    method: 'POST',
    path: '/projects/:id/labels/:label_id/subscribe',
    auth: 'required',
    params: LABEL,
    operation: SubscribeToProjectLabel,
    variables: (params) => toVariables(params, THE_LABEL),
    // lib/api/subscriptions.rb: `not_modified!` when already subscribed.
    present: (result) => (result.changed ? presentProjectLabel(result.label) : RouteAnswer.json(304, undefined)),
  }),
  route({
    method: 'POST',
    path: '/projects/:id/labels/:label_id/unsubscribe',
    auth: 'required',
    params: LABEL,
    operation: UnsubscribeFromProjectLabel,
    variables: (params) => toVariables(params, THE_LABEL),
    present: (result) => (result.changed ? presentProjectLabel(result.label) : RouteAnswer.json(304, undefined)),
  }),
]);
