import type { JobFields } from '../operations/fragments/pipeline';
import { presentCommit } from './commit.presenter';
import { presentPipelineBasic } from './pipeline.presenter';
import { presentUser } from './user.presenter';

type JobArtifact = JobFields['artifacts'][number];

/** The job's archive while it is available (Ci::Build#artifacts?): expired ones are as good as gone. */
function availableArchive(job: JobFields): JobArtifact | undefined {
  return job.artifacts.find((artifact) => artifact.fileType === 'archive' && (!artifact.expireAt || new Date(artifact.expireAt).getTime() > Date.now()));
}

/**
 * Entities::Ci::Job (lib/api/entities/ci/job.rb over job_basic.rb). Runners and archiving come with the
 * runner protocol: until then no job has a runner.
 */
export function presentJob(job: JobFields) {
  const archive = availableArchive(job);
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
    // Kept beside `artifacts` for backward compatibility, only while the archive is there.
    ...(archive ? { artifacts_file: { filename: archive.filename, size: archive.size } } : {}),
    artifacts: job.artifacts.map((artifact) => ({ file_type: artifact.fileType, size: artifact.size, filename: artifact.filename, file_format: artifact.fileFormat })),
    runner: null,
    runner_manager: null,
    artifacts_expire_at: archive?.expireAt ?? null,
    archived: false,
    tag_list: job.tagList,
  };
}

/**
 * POST /projects/:id/jobs/:job_id/artifacts/keep (000 §2.8): the job with `download_url`, the archive's web
 * download link (Ci::Build#artifacts_download_url), null without one.
 */
export function presentKeptJob(job: JobFields) {
  const { web_url, ...rest } = presentJob(job);
  const downloadUrl = availableArchive(job) ? `${web_url}/artifacts/download` : null;
  return { ...rest, web_url, download_url: downloadUrl };
}
