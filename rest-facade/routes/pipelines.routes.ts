import { CancelPipeline, CreatePipeline, DeletePipeline, RetryPipeline, ProjectLatestPipeline, ProjectPipeline, ProjectPipelines, ProjectPipelineVariables } from '../operations/pipelines';
import { PipelineJobs } from '../operations/jobs';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentJob } from '../presenters/job.presenter';
import { presentPipeline, presentPipelineBasicWithMetadata, presentPipelineWithMetadata } from '../presenters/pipeline.presenter';
import { defineRoutes, route } from './route';
import { JOB_SCOPE } from './jobs.routes';

const PROJECT = { id: p.string().required() };
const PIPELINE = { ...PROJECT, pipeline_id: p.integer().required() };
const IN_PIPELINE = { pick: ['id', 'pipeline_id'], rename: { id: 'projectRef', pipeline_id: 'pipelineId' } };

/** Ci::HasStatus::AVAILABLE_STATUSES. */
export const STATUSES = ['created', 'waiting_for_resource', 'preparing', 'waiting_for_callback', 'pending', 'running', 'success', 'failed',
  'canceling', 'canceled', 'skipped', 'manual', 'scheduled'];
/** Ci::Pipeline.sources. */
const SOURCES = ['unknown', 'push', 'web', 'trigger', 'schedule', 'api', 'external', 'pipeline', 'chat', 'webide', 'merge_request_event',
  'external_pull_request_event', 'parent_pipeline', 'ondemand_dast_scan', 'ondemand_dast_validation', 'security_orchestration_policy',
  'container_registry_push', 'duo_workflow', 'pipeline_execution_policy_schedule'];

const FILTERS = ['scope', 'status', 'ref', 'sha', 'yaml_errors', 'username', 'updated_before', 'updated_after', 'created_before', 'created_after',
  'order_by', 'sort', 'source', 'name'];

/** doc/api/pipelines.md (lib/api/ci/pipelines.rb). GETs allow anonymous callers on public projects. */
export const pipelineRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/projects/:id/pipelines',
    pagination: 'offset',
    params: {
      ...PROJECT,
      scope: p.string().values(['running', 'pending', 'finished', 'branches', 'tags']),
      status: p.string().values(STATUSES),
      ref: p.string(),
      sha: p.string(),
      yaml_errors: p.boolean(),
      username: p.string(),
      updated_before: p.datetime(),
      updated_after: p.datetime(),
      created_before: p.datetime(),
      created_after: p.datetime(),
      order_by: p.string().values(['id', 'status', 'ref', 'updated_at', 'user_id']).default('id'),
      sort: p.string().values(['asc', 'desc']).default('desc'),
      source: p.string().values(SOURCES),
      name: p.string(),
    },
    operation: ProjectPipelines,
    variables: (params) => ({ projectRef: params.id, filter: toVariables(params, { pick: FILTERS, skipNull: true }) }),
    present: presentPipelineBasicWithMetadata,
  }),
  route({
    method: 'POST',
    path: '/projects/:id/pipeline',
    auth: 'required',
    params: {
      ...PROJECT,
      ref: p.string().required(),
      variables: p.array(p.hash({ key: p.string().default(''), value: p.string().default(''), variable_type: p.string().values(['env_var', 'file']).default('env_var') })).default([]),
      inputs: p.hash(),
    },
    operation: CreatePipeline,
    variables: (params) => ({
      input: {
        projectRef: params.id, ref: params.ref,
        variables: (params.variables as Array<Record<string, string>>).map((v) => ({ key: v.key, value: v.value, variableType: v.variable_type })),
      },
    }),
    present: presentPipeline,
  }),
  // Declared before `:pipeline_id`, which would otherwise take `latest` as an id.
  route({
    method: 'GET',
    path: '/projects/:id/pipelines/latest',
    params: { ...PROJECT, ref: p.string() },
    operation: ProjectLatestPipeline,
    variables: (params) => toVariables(params, { pick: ['id', 'ref'], rename: { id: 'projectRef' } }),
    present: presentPipelineWithMetadata,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/pipelines/:pipeline_id',
    params: PIPELINE,
    operation: ProjectPipeline,
    variables: (params) => toVariables(params, IN_PIPELINE),
    present: presentPipelineWithMetadata,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/pipelines/:pipeline_id/jobs',
    pagination: 'offset',
    params: { ...PIPELINE, include_retried: p.boolean().default(false), scope: JOB_SCOPE },
    operation: PipelineJobs,
    variables: (params) => ({ ...toVariables(params, IN_PIPELINE), includeRetried: params.include_retried, scope: params.scope ?? null }),
    present: presentJob,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/pipelines/:pipeline_id/variables',
    params: PIPELINE,
    operation: ProjectPipelineVariables,
    variables: (params) => toVariables(params, IN_PIPELINE),
    present: (variables) => variables.map((v) => ({ key: v.key, variable_type: v.variableType, value: v.value })),
  }),
  route({
    method: 'POST',
    path: '/projects/:id/pipelines/:pipeline_id/retry',
    auth: 'required',
    params: PIPELINE,
    operation: RetryPipeline,
    variables: (params) => toVariables(params, IN_PIPELINE),
    present: presentPipeline,
  }),
  route({
    method: 'POST',
    path: '/projects/:id/pipelines/:pipeline_id/cancel',
    auth: 'required',
    params: PIPELINE,
    operation: CancelPipeline,
    variables: (params) => toVariables(params, IN_PIPELINE),
    present: presentPipeline,
    // lib/api/ci/pipelines.rb `status 200`.
    status: 200,
  }),
  route({
    method: 'DELETE',
    path: '/projects/:id/pipelines/:pipeline_id',
    auth: 'required',
    params: PIPELINE,
    operation: DeletePipeline,
    variables: (params) => toVariables(params, IN_PIPELINE),
  }),
]);
