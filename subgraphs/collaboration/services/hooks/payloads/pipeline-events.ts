import type { HookPipeline } from '../../domains/ci.client';
import { buildHookAttrs, ciProjectHookAttrs, hookTime, hookUserOf, STATUS_LABELS, type HookUsers } from './ci-hook-attrs';
import type { HookProject } from './project-hook-attrs';
import { commitHookAttrs } from './push-events';

export interface PipelineHookInput {
  pipeline: HookPipeline;
  /** The status the event reports (the pipeline may have moved on by the time its hook is built). */
  status: string;
  protectedRef: boolean;
  subject: HookProject;
  users: HookUsers;
  externalUrl: string;
}

/**
 * Gitlab::DataBuilder::Pipeline.build, in its key order (webhook_events.md#pipeline-events). No
 * merge request pipelines exist, so `merge_request` is null; `source_pipeline` (cross-project and
 * parent pipelines) is left out as for a pipeline without one.
 */
export function pipelineHookPayload(input: PipelineHookInput): Record<string, unknown> {
  const { pipeline, users } = input;
  const project = ciProjectHookAttrs(input.subject, input.externalUrl);
  const webUrl = project.web_url as string;
  return {
    object_kind: 'pipeline',
    object_attributes: {
      id: Number(pipeline.id),
      iid: pipeline.iid,
      name: pipeline.name,
      ref: pipeline.ref,
      tag: pipeline.tag,
      sha: pipeline.sha,
      before_sha: pipeline.beforeSha,
      source: pipeline.source,
      status: input.status,
      detailed_status: pipeline.status === input.status ? pipeline.detailedStatus.label : STATUS_LABELS[input.status] ?? input.status,
      stages: pipeline.stageNames,
      created_at: hookTime(pipeline.createdAt),
      finished_at: hookTime(pipeline.finishedAt),
      duration: pipeline.duration,
      queued_duration: pipeline.queuedDuration,
      protected_ref: input.protectedRef,
      variables: pipeline.variables.map((variable) => ({ key: variable.key, value: variable.value })),
      url: `${webUrl}/-/pipelines/${pipeline.id}`,
    },
    merge_request: null,
    user: hookUserOf(users, pipeline.user),
    project,
    commit: pipeline.commit ? commitHookAttrs(pipeline.commit, webUrl) : null,
    builds: pipeline.latestBuilds.map((build) => buildHookAttrs(build, users)),
  };
}
