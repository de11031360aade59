import { CancelJob, PlayJob, ProjectJob, ProjectJobs, RetryJob } from '../operations/jobs';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentJob } from '../presenters/job.presenter';
import { defineRoutes, route } from './route';

/** `scope`: one status or several (`scope[]=pending&scope[]=running`), from CommitStatus::AVAILABLE_STATUSES. */
export const JOB_SCOPE = p.array(p.string()).values(['created', 'waiting_for_resource', 'preparing', 'waiting_for_callback', 'pending', 'running',
  'success', 'failed', 'canceling', 'canceled', 'skipped', 'manual', 'scheduled']);

const PROJECT = { id: p.string().required() };
const JOB = { ...PROJECT, job_id: p.integer().required() };
const IN_JOB = { pick: ['id', 'job_id'], rename: { id: 'projectRef', job_id: 'jobId' } };

/** doc/api/jobs.md (lib/api/ci/jobs.rb): every route authenticates first. */
export const jobRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/projects/:id/jobs',
    auth: 'required',
    pagination: 'offset',
    params: { ...PROJECT, scope: JOB_SCOPE },
    operation: ProjectJobs,
    variables: (params) => ({ projectRef: params.id, scope: params.scope ?? null }),
    present: presentJob,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/jobs/:job_id',
    auth: 'required',
    params: JOB,
    operation: ProjectJob,
    variables: (params) => toVariables(params, IN_JOB),
    present: presentJob,
  }),
  route({
    method: 'POST',
    path: '/projects/:id/jobs/:job_id/cancel',
    auth: 'required',
    params: { ...JOB, force: p.boolean() },
    operation: CancelJob,
    variables: (params) => toVariables(params, IN_JOB),
    present: presentJob,
  }),
  route({
    method: 'POST',
    path: '/projects/:id/jobs/:job_id/retry',
    auth: 'required',
    params: JOB,
    operation: RetryJob,
    variables: (params) => toVariables(params, IN_JOB),
    present: presentJob,
  }),
  route({
    method: 'POST',
    path: '/projects/:id/jobs/:job_id/play',
    auth: 'required',
    params: { ...JOB, job_variables_attributes: p.array(p.hash({ key: p.string().required(), value: p.string().required() })) },
    operation: PlayJob,
    variables: (params) => toVariables(params, IN_JOB),
    present: presentJob,
    // lib/api/ci/jobs.rb `status 200`.
    status: 200,
  }),
]);
