import {
  EventKinds, type EventReaction, type JobStatusEventPayload, type PipelineStatusEventPayload, type SubgraphContext,
} from '@forgegraph/platform';
import { projectDefaultBranch } from '../domains/repository.client';
import { namespaceLoader, projectLoader } from '../loaders';
import { hasHooks, recordHookEvent, type HookEvent, type HookTarget } from './hook-events';
import { jobHookBody, pipelineHookBody } from './ci-hook-bodies';
import type { HookTrigger } from './hook-triggers';
import type { HookProject } from './payloads/project-hook-attrs';

/**
 * Ci::Pipeline's `after_transition` → PipelineHooksWorker, as a reaction to ci's status events: one
 * Pipeline Hook delivery per hook of the project, its group and the group's ancestors that asked for
 * it. As GitLab's worker, the payload shows the pipeline as it is when the reaction runs, with the
 * status of the change it reports.
 */
export const pipelineHookReaction: EventReaction = {
  name: 'hooks.pipeline',
  kinds: [EventKinds.pipelineStatusChanged],
  async react(ctx, em, event) {
    await recordHookEvent(ctx, em, await pipelineHookEvent(ctx, event.payload as unknown as PipelineStatusEventPayload), event.occurredAt);
  },
};

/** Ci::Build's `after_transition` → BuildHooksWorker: Job Hook deliveries; trigger jobs have none. */
export const jobHookReaction: EventReaction = {
  name: 'hooks.job',
  kinds: [EventKinds.jobStatusChanged],
  async react(ctx, em, event) {
    await recordHookEvent(ctx, em, await jobHookEvent(ctx, event.payload as unknown as JobStatusEventPayload), event.occurredAt);
  },
};

/** The project, its hook target and whether any hook wants the trigger; null when it is gone or none does. */
async function hookSubject(ctx: SubgraphContext, projectId: number, trigger: HookTrigger): Promise<{ project: HookProject['project']; namespace: HookProject['namespace']; target: HookTarget } | null> {
  const project = await projectLoader(ctx).load(projectId);
  const namespace = project ? await namespaceLoader(ctx).load(project.namespaceId) : null;
  if (!project || !namespace) return null;
  const target = { groupPath: namespace.isGroup ? namespace.traversalIds : [], projectId: project.id };
  return (await hasHooks(ctx, target, trigger)) ? { project, namespace, target } : null;
}

async function pipelineHookEvent(ctx: SubgraphContext, input: PipelineStatusEventPayload): Promise<HookEvent | null> {
  const trigger = 'pipeline_hooks';
  const subject = await hookSubject(ctx, input.projectId, trigger);
  if (!subject) return null;
  const defaultBranch = await projectDefaultBranch(ctx, subject.project.id);
  const payload = await pipelineHookBody(ctx, { project: subject.project, namespace: subject.namespace, defaultBranch }, input.pipelineId, input.status);
  return payload && { ...subject.target, trigger, payload };
}

async function jobHookEvent(ctx: SubgraphContext, input: JobStatusEventPayload): Promise<HookEvent | null> {
  if (input.kind === 'bridge') return null;
  const trigger = 'job_hooks';
  const subject = await hookSubject(ctx, input.projectId, trigger);
  if (!subject) return null;
  const defaultBranch = await projectDefaultBranch(ctx, subject.project.id);
  const payload = await jobHookBody(ctx, { project: subject.project, namespace: subject.namespace, defaultBranch }, input.jobId, input.status);
  return payload && { ...subject.target, trigger, payload };
}
