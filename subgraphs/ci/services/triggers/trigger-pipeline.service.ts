import { AccessLevel, BadRequestError, NotFoundError, UnauthenticatedError, ValidationFailedError, type SubgraphContext } from '@forgegraph/platform';
import type { Pipeline } from '../../entities/pipeline.entity';
import { Trigger } from '../../entities/trigger.entity';
import { grantAs, projectIdOf, projectSettingsLoader } from '../domains/collaboration.client';
import { actorOfUser } from '../domains/identity.client';
import { findJobByToken, JOB_TOKEN_PREFIX } from '../job-tokens/job-tokens';
import { createRefPipeline, type PipelineVariableInput } from '../pipelines/pipeline-create.service';
import { triggerTokenDigest } from './trigger-tokens';

export interface TriggerPipelineInput {
  projectRef: string;
  token: string;
  ref: string;
  /** `variables[KEY]=value`; a null value is a member that was not a string. */
  variables: Array<{ key: string; value: string | null }>;
}

/** bare `not_found!`: a token that does not belong to the project says nothing more (Ci::PipelineTriggerService). */
const NOT_FOUND = () => NotFoundError.withMessage('404 Not Found');

/**
 * POST /projects/:id/trigger/pipeline: a trigger token of the project runs a pipeline as its owner
 * (source `trigger`); a running job's CI_JOB_TOKEN runs one as the job's user (source `pipeline`), within
 * the job-token scope of the project. Anything else is a bare 404; a finished job's token a 401.
 */
export async function triggerPipeline(ctx: SubgraphContext, input: TriggerPipelineInput): Promise<Pipeline> {
  if (input.variables.some((variable) => variable.value === null)) throw BadRequestError.message('variables needs to be a map of key-valued strings');
  const projectId = await projectIdOf(ctx, input.projectRef).catch(() => null);
  if (projectId === null || !(await projectSettingsLoader(ctx).load(projectId))) throw NOT_FOUND();
  const variables: PipelineVariableInput[] = input.variables.map((v) => ({ key: v.key, value: v.value!, variableType: 'env_var' }));
  if (input.token.startsWith(JOB_TOKEN_PREFIX)) return pipelineFromJob(ctx, projectId, input, variables);
  const trigger = await ctx.em.findOne(Trigger, { tokenDigest: triggerTokenDigest(input.token) });
  if (!trigger || trigger.projectId !== projectId || (trigger.expiresAt && trigger.expiresAt <= new Date())) throw NOT_FOUND();
  const owner = trigger.ownerId === null ? null : await actorOfUser(ctx, trigger.ownerId);
  await requireCreatePipeline(ctx, owner, projectId);
  trigger.lastUsed = new Date();
  await ctx.em.flush();
  return createRefPipeline(ctx, { projectId, ref: input.ref, variables, source: 'trigger', userId: owner!.userId, triggerId: trigger.id });
}

async function pipelineFromJob(ctx: SubgraphContext, projectId: number, input: TriggerPipelineInput, variables: PipelineVariableInput[]): Promise<Pipeline> {
  const job = await findJobByToken(ctx.em, input.token);
  if (!job) throw NOT_FOUND();
  if (job.status !== 'running') throw new UnauthenticatedError('UNAUTHENTICATED', 'Job is not running', { message: 'Job is not running' });
  const user = job.userId === null ? null : await actorOfUser(ctx, job.userId);
  // The job's user acts with the job set, so the target project's job-token scope applies (collaboration).
  const actor = user && { ...user, origin: 'job' as const, job: { id: job.id, projectId: job.projectId } };
  if (!actor || !(await grantAs(ctx, actor, projectId)).canRead) throw NOT_FOUND();
  await requireCreatePipeline(ctx, actor, projectId);
  return createRefPipeline(ctx, { projectId, ref: input.ref, variables, source: 'pipeline', userId: actor.userId });
}

/** Ci::CreatePipelineService's permission check for the user the pipeline runs as (`create_pipeline`: Developers). */
async function requireCreatePipeline(ctx: SubgraphContext, actor: Awaited<ReturnType<typeof actorOfUser>>, projectId: number): Promise<void> {
  const grant = actor ? await grantAs(ctx, actor, projectId) : null;
  if (!grant || !(grant.isAdmin || grant.accessLevel >= AccessLevel.DEVELOPER)) {
    throw ValidationFailedError.fields({ base: ['Insufficient permissions to create a new pipeline'] });
  }
}
