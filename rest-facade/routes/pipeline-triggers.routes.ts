import { CreatePipelineTrigger, DeletePipelineTrigger, PipelineTrigger, PipelineTriggers, TriggerPipeline, UpdatePipelineTrigger } from '../operations/pipeline-triggers';
import { p } from '../params/param';
import type { Params } from '../params/parse-params';
import { presentPipeline } from '../presenters/pipeline.presenter';
import { presentPipelineTrigger } from '../presenters/pipeline-trigger.presenter';
import { defineRoutes, route } from './route';

const PROJECT = { id: p.string().required() };
const TRIGGER = { ...PROJECT, trigger_id: p.integer().required() };
const inTrigger = (params: Params) => ({ projectRef: params.id, triggerId: params.trigger_id });

/** `variables[KEY]=value` as entries; a member that is not a string travels as null (GitLab's 400 names it). */
function triggerVariables(hash: unknown): Array<{ key: string; value: string | null }> {
  if (hash === undefined || hash === null) return [];
  if (typeof hash !== 'object' || Array.isArray(hash)) return [{ key: '', value: null }];
  return Object.entries(hash).map(([key, value]) => ({ key, value: typeof value === 'string' ? value : null }));
}

/** doc/api/pipeline_triggers.md (lib/api/ci/triggers.rb): Maintainers manage tokens; a token runs a pipeline. */
export const pipelineTriggerRoutes = defineRoutes([
  route({
    method: 'GET', path: '/projects/:id/triggers', auth: 'required', pagination: 'offset', params: PROJECT,
    operation: PipelineTriggers, variables: (params) => ({ projectRef: params.id }), present: presentPipelineTrigger,
  }),
  route({
    method: 'GET', path: '/projects/:id/triggers/:trigger_id', auth: 'required', params: TRIGGER,
    operation: PipelineTrigger, variables: inTrigger, present: presentPipelineTrigger,
  }),
  route({
    method: 'POST', path: '/projects/:id/triggers', auth: 'required', params: { ...PROJECT, description: p.string().required() },
    operation: CreatePipelineTrigger, variables: (params) => ({ projectRef: params.id, description: params.description }), present: presentPipelineTrigger,
  }),
  route({
    method: 'PUT', path: '/projects/:id/triggers/:trigger_id', auth: 'required', params: { ...TRIGGER, description: p.string() },
    operation: UpdatePipelineTrigger, variables: (params) => ({ ...inTrigger(params), description: params.description ?? null }), present: presentPipelineTrigger,
  }),
  route({
    method: 'DELETE', path: '/projects/:id/triggers/:trigger_id', auth: 'required', params: TRIGGER,
    operation: DeletePipelineTrigger, variables: inTrigger,
  }),
  route({
    // Authenticated by the `token` param itself (a trigger token, or a job's CI_JOB_TOKEN), not by the caller.
    method: 'POST', path: '/projects/:id/trigger/pipeline',
    params: { ...PROJECT, ref: p.string().required(), token: p.string().required(), variables: p.hash() },
    operation: TriggerPipeline,
    variables: (params) => ({ input: { projectRef: params.id, ref: params.ref, token: params.token, variables: triggerVariables(params.variables) } }),
    present: presentPipeline,
  }),
]);
