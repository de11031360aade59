import type { SubgraphContext } from '@forgegraph/platform';
import { newestPipelineAndJob } from '../../domains/ci.client';
import { jobHookBody, pipelineHookBody } from '../ci-hook-bodies';
import { HookError } from '../hook-errors';
import type { HookProject } from './project-hook-attrs';

/** Integrations::ProjectTestData#pipeline_events_data: the project's newest pipeline as its hook shows it. */
export async function pipelineTestPayload(ctx: SubgraphContext, subject: HookProject): Promise<Record<string, unknown>> {
  const { pipelineId } = await newestPipelineAndJob(ctx, subject.project.id);
  const body = pipelineId === null ? null : await pipelineHookBody(ctx, subject, pipelineId, null);
  if (!body) throw HookError.deliveryFailed('Ensure the project has CI pipelines.');
  return body;
}

/** Integrations::ProjectTestData#job_events_data: the project's newest build as its hook shows it. */
export async function jobTestPayload(ctx: SubgraphContext, subject: HookProject): Promise<Record<string, unknown>> {
  const { jobId } = await newestPipelineAndJob(ctx, subject.project.id);
  const body = jobId === null ? null : await jobHookBody(ctx, subject, jobId, null);
  if (!body) throw HookError.deliveryFailed('Ensure the project has CI jobs.');
  return body;
}
