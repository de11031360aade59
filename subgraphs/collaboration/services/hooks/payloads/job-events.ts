import type { HookJob } from '../../domains/ci.client';
import { ciProjectHookAttrs, hookTime, hookUserOf, isoTime, type HookUsers } from './ci-hook-attrs';
import type { HookProject } from './project-hook-attrs';

export interface JobHookInput {
  job: HookJob;
  /** The status the event reports. */
  status: string;
  subject: HookProject;
  users: HookUsers;
  externalUrl: string;
}

/**
 * Gitlab::DataBuilder::Build.build in its key order (webhook_events.md#job-events). `commit` describes
 * the pipeline (its `id` is the pipeline's); no runners or environments exist yet, so both are null.
 */
export function jobHookPayload(input: JobHookInput): Record<string, unknown> {
  const { job, users } = input;
  const pipeline = job.pipeline;
  const project = ciProjectHookAttrs(input.subject, input.externalUrl);
  const author = pipeline.commit;
  const user = hookUserOf(users, job.user);
  return {
    object_kind: 'build',
    ref: job.ref,
    tag: job.tag,
    before_sha: pipeline.beforeSha,
    sha: job.sha,
    retries_count: job.retriesCount,
    build_id: Number(job.id),
    build_name: job.name,
    build_stage: job.stage,
    build_status: input.status,
    build_created_at: hookTime(job.createdAt),
    build_started_at: hookTime(job.startedAt),
    build_finished_at: hookTime(job.finishedAt),
    build_created_at_iso: isoTime(job.createdAt),
    build_started_at_iso: isoTime(job.startedAt),
    build_finished_at_iso: isoTime(job.finishedAt),
    build_duration: job.duration,
    build_queued_duration: job.queuedDuration,
    build_allow_failure: job.allowFailure,
    build_failure_reason: job.failureReason,
    pipeline_id: Number(pipeline.id),
    runner: null,
    project_id: input.subject.project.id,
    project_name: `${input.subject.namespace.fullName} / ${input.subject.project.name}`,
    user,
    commit: {
      id: Number(pipeline.id),
      name: pipeline.name,
      sha: pipeline.sha,
      message: author?.message ?? null,
      author_name: author?.authorName ?? null,
      author_email: author?.authorEmail ?? null,
      // build_author_url: the commit author's profile when GitLab knows them, else a mailto: link.
      author_url: author ? `mailto:${author.authorEmail}` : null,
      status: pipeline.status,
      duration: pipeline.duration,
      started_at: hookTime(pipeline.startedAt),
      finished_at: hookTime(pipeline.finishedAt),
      started_at_iso: isoTime(pipeline.startedAt),
      finished_at_iso: isoTime(pipeline.finishedAt),
    },
    repository: {
      name: project.name,
      url: project.git_ssh_url,
      description: project.description,
      homepage: project.web_url,
      git_http_url: project.git_http_url,
      git_ssh_url: project.git_ssh_url,
      visibility_level: project.visibility_level,
    },
    project,
    environment: null,
  };
}
