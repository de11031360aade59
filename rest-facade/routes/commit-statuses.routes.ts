import { CommitStatuses, CreateCommitStatus } from '../operations/commit-statuses';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentCommitStatus } from '../presenters/commit-status.presenter';
import { defineRoutes, route } from './route';

/** doc/api/commits.md#commit-status (lib/api/commit_statuses.rb). */
export const commitStatusRoutes = defineRoutes([
  route({
    method: 'GET', path: '/projects/:id/repository/commits/:sha/statuses', pagination: 'offset',
    params: {
      id: p.string().required(), sha: p.string().required(), ref: p.string(), stage: p.string(), name: p.string(), pipeline_id: p.integer(),
      all: p.boolean().default(false), order_by: p.string().values(['id', 'pipeline_id']).default('id'), sort: p.string().values(['asc', 'desc']).default('asc'),
    },
    operation: CommitStatuses,
    variables: (params) => ({
      projectRef: params.id, sha: params.sha,
      filter: toVariables(params, { pick: ['ref', 'stage', 'name', 'pipeline_id', 'all', 'order_by', 'sort'], skipNull: true }),
    }),
    present: presentCommitStatus,
  }),
  route({
    method: 'POST', path: '/projects/:id/statuses/:sha', auth: 'required',
    params: {
      id: p.string().required(), sha: p.string().required(),
      state: p.string().required().values(['pending', 'running', 'success', 'failed', 'canceled', 'skipped']),
      ref: p.string(), target_url: p.string(), description: p.string(), name: p.string(), context: p.string(), coverage: p.float(), pipeline_id: p.integer(),
    },
    operation: CreateCommitStatus,
    variables: (params) => ({
      input: {
        projectRef: params.id, sha: params.sha, state: params.state, ref: params.ref ?? null, name: params.name ?? params.context ?? null,
        targetUrl: params.target_url ?? null, description: params.description ?? null, coverage: params.coverage ?? null, pipelineId: params.pipeline_id ?? null,
      },
    }),
    present: presentCommitStatus,
  }),
]);
