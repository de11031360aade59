import { ProjectJob, ProjectJobs } from '../operations/jobs';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentJob } from '../presenters/job.presenter';
import { defineRoutes, route } from './route';

/** `scope`: one status or several (`scope[]=pending&scope[]=running`), from CommitStatus::AVAILABLE_STATUSES. */
export const JOB_SCOPE = p.array(p.string()).values(['created', 'waiting_for_resource', 'preparing', 'waiting_for_callback', 'pending', 'running',
  'success', 'failed', 'canceling', 'canceled', 'skipped', 'manual', 'scheduled']);

const PROJECT = { id: p.string().required() };

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
    params: { ...PROJECT, job_id: p.integer().required() },
    operation: ProjectJob,
    variables: (params) => toVariables(params, { pick: ['id', 'job_id'], rename: { id: 'projectRef', job_id: 'jobId' } }),
    present: presentJob,
  }),
]);
