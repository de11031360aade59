import { p } from '../params/param';
import { requestJob } from '../runner-protocol/job-request';
import { appendTrace, updateJob } from '../runner-protocol/job-updates';
import { deleteRunnerManager, registerRunner, resetRunnerToken, unregisterRunner, verifyRunner } from '../runner-protocol/registration';
import { defineRoutes, route } from './route';

/** gitlab-runner's `info` (VersionInfo), any members. */
const INFO = p.hash();
const RUNNER = { token: p.string().required() };

/**
 * The runner protocol (lib/api/ci/runner.rb; reference §1), authenticated by the runner's or the job's token in
 * the params. Every route has its own handler: answers depend on the outcome (statuses, `Job-Status`,
 * `Range` and `X-GitLab-Last-Update` headers, raw trace bodies) and ci is asked as the service actor.
 */
export const runnerProtocolRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/runners',
    params: {
      ...RUNNER,
      description: p.string(),
      maintenance_note: p.string(),
      maintainer_note: p.string(),
      info: INFO,
      active: p.boolean(),
      paused: p.boolean(),
      locked: p.boolean(),
      run_untagged: p.boolean(),
      tag_list: p.array(p.string()).commaSeparated(),
      access_level: p.string().values(['not_protected', 'ref_protected']),
      maximum_timeout: p.integer(),
      system_id: p.string(),
    },
    rules: { mutuallyExclusive: [['maintainer_note', 'maintenance_note'], ['active', 'paused']] },
    handle: registerRunner,
    // Registration tokens disabled (`allow_runner_registration_token` off): 410 Gone.
    errors: { NOT_ALLOWED: 410 },
  }),
  route({
    method: 'POST',
    path: '/runners/verify',
    params: { ...RUNNER, system_id: p.string(), info: INFO },
    handle: verifyRunner,
  }),
  route({
    method: 'DELETE',
    path: '/runners',
    params: RUNNER,
    handle: unregisterRunner,
  }),
  route({
    method: 'DELETE',
    path: '/runners/managers',
    params: { ...RUNNER, system_id: p.string().required() },
    handle: deleteRunnerManager,
  }),
  route({
    method: 'POST',
    path: '/runners/reset_authentication_token',
    params: RUNNER,
    handle: resetRunnerToken,
  }),
  route({
    method: 'POST',
    path: '/jobs/request',
    params: { ...RUNNER, system_id: p.string(), last_update: p.string(), info: INFO, session: p.hash(), job_age: p.integer() },
    handle: requestJob,
  }),
  route({
    method: 'PUT',
    path: '/jobs/:id',
    params: {
      id: p.integer().required(),
      // `params[:token] || JOB-TOKEN`: the header may carry it instead.
      token: p.string(),
      state: p.string(),
      failure_reason: p.string(),
      exit_code: p.integer(),
      checksum: p.string(),
      output: p.hash({ checksum: p.string(), bytesize: p.integer() }),
      info: INFO,
    },
    handle: updateJob,
  }),
  route({
    method: 'PATCH',
    path: '/jobs/:id/trace',
    params: { id: p.integer().required(), token: p.string(), debug_trace: p.boolean() },
    handle: appendTrace,
  }),
]);
