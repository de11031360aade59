import { MergeRequestPipelines } from '../operations/merge-request-pipelines';
import { p } from '../params/param';
import { presentPipelineBasic } from '../presenters/pipeline.presenter';
import { defineRoutes, route } from './route';

/**
 * doc/api/merge_requests.md#list-merge-request-pipelines (lib/api/merge_requests.rb): the merge
 * request is found as for its other routes (404); its pipelines are empty for callers who may not read them.
 */
export const mergeRequestPipelineRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/projects/:id/merge_requests/:merge_request_iid/pipelines',
    pagination: 'offset',
    params: { id: p.string().required(), merge_request_iid: p.integer().required() },
    operation: MergeRequestPipelines,
    variables: (params) => ({ ref: params.id, iid: params.merge_request_iid }),
    pick: (mr) => mr.pipelines,
    present: presentPipelineBasic,
  }),
]);
