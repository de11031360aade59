import type { JobFields } from '../operations/fragments/pipeline';
import { presentCommit } from './commit.presenter';
import { presentPipelineBasic } from './pipeline.presenter';
import { presentUser } from './user.presenter';

/**
 * Entities::Ci::Job (lib/api/entities/ci/job.rb over job_basic.rb). Artifacts, runners and archiving
 * come with the runner protocol: until then no job has artifacts (so no `artifacts_file`) or a runner.
 */
export function presentJob(job: JobFields) {
  return {
    id: Number(job.id),
    status: job.status,
    stage: job.stage,
    name: job.name,
    ref: job.ref,
    tag: job.tag,
    coverage: job.coverage,
    allow_failure: job.allowFailure,
    created_at: job.createdAt,
    started_at: job.startedAt,
    finished_at: job.finishedAt,
    erased_at: job.erasedAt,
    duration: job.duration,
    queued_duration: job.queuedDuration,
    user: job.user ? presentUser(job.user) : null,
    commit: job.commit ? presentCommit(job.commit) : null,
    pipeline: presentPipelineBasic(job.pipeline),
    // `failure_reason` is exposed only for failed jobs.
    ...(job.status === 'failed' ? { failure_reason: job.failureReason } : {}),
    web_url: `${job.project.webUrl}/-/jobs/${job.id}`,
    project: { ci_job_token_scope_enabled: false },
    artifacts: [],
    runner: null,
    runner_manager: null,
    artifacts_expire_at: null,
    archived: false,
    tag_list: job.tagList,
  };
}
