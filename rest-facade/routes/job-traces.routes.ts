import { p } from '../params/param';
import { sendJobTrace } from '../runner-protocol/job-trace';
import { defineRoutes, route } from './route';

/** doc/api/jobs.md#get-a-log-file (lib/api/ci/jobs.rb `GET :id/jobs/:job_id/trace`). */
export const jobTraceRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/projects/:id/jobs/:job_id/trace',
    auth: 'required',
    params: { id: p.string().required(), job_id: p.integer().required() },
    // The log is answered as plain text, not JSON.
    handle: sendJobTrace,
  }),
]);
