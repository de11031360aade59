import type { CommitStatusFields } from '../operations/fragments/commit-status';
import { presentUserBasic } from './user.presenter';

/** Entities::CommitStatus (lib/api/entities/commit_status.rb). */
export function presentCommitStatus(status: CommitStatusFields) {
  return {
    id: status.id,
    sha: status.sha,
    ref: status.ref,
    status: status.status,
    name: status.name,
    target_url: status.targetUrl,
    description: status.description,
    created_at: status.createdAt,
    started_at: status.startedAt,
    finished_at: status.finishedAt,
    allow_failure: status.allowFailure,
    coverage: status.coverage,
    pipeline_id: status.pipelineId,
    author: status.author ? presentUserBasic(status.author) : null,
  };
}
