import { AddMergeRequestSpentTime, MergeRequestTimeStats, SetMergeRequestTimeEstimate } from '../operations/merge-request-time-tracking';
import { p } from '../params/param';
import { presentTimeStats } from '../presenters/issue.presenter';
import { defineRoutes, route } from './route';

const MERGE_REQUEST = { id: p.string().required(), merge_request_iid: p.integer().required() };
const BASE = '/projects/:id/merge_requests/:merge_request_iid';

/**
 * doc/api/merge_requests.md time tracking (lib/api/time_tracking_endpoints.rb, shared with issues):
 * POST answers 200 except add_spent_time (201); every answer is the time_stats object.
 */
export const mergeRequestTimeTrackingRoutes = defineRoutes([
  route({
    method: 'POST',
    path: `${BASE}/time_estimate`,
    auth: 'required',
    params: { ...MERGE_REQUEST, duration: p.string().required() },
    operation: SetMergeRequestTimeEstimate,
    variables: (params) => ({ ref: params.id, iid: params.merge_request_iid, duration: params.duration }),
    present: (mr) => presentTimeStats(mr.timeStats),
    status: 200,
  }),
  route({
    method: 'POST',
    path: `${BASE}/reset_time_estimate`,
    auth: 'required',
    params: MERGE_REQUEST,
    operation: SetMergeRequestTimeEstimate,
    variables: (params) => ({ ref: params.id, iid: params.merge_request_iid, duration: null }),
    present: (mr) => presentTimeStats(mr.timeStats),
    status: 200,
  }),
  route({
    method: 'POST',
    path: `${BASE}/add_spent_time`,
    auth: 'required',
    params: { ...MERGE_REQUEST, duration: p.string().required(), summary: p.string() },
    operation: AddMergeRequestSpentTime,
    variables: (params) => ({ ref: params.id, iid: params.merge_request_iid, duration: params.duration, summary: params.summary ?? null }),
    present: (mr) => presentTimeStats(mr.timeStats),
  }),
  route({
    method: 'POST',
    path: `${BASE}/reset_spent_time`,
    auth: 'required',
    params: MERGE_REQUEST,
    operation: AddMergeRequestSpentTime,
    variables: (params) => ({ ref: params.id, iid: params.merge_request_iid, duration: null, summary: null }),
    present: (mr) => presentTimeStats(mr.timeStats),
    status: 200,
  }),
  route({
    method: 'GET',
    path: `${BASE}/time_stats`,
    params: MERGE_REQUEST,
    operation: MergeRequestTimeStats,
    variables: (params) => ({ ref: params.id, iid: params.merge_request_iid }),
    present: (mr) => presentTimeStats(mr.timeStats),
  }),
]);
