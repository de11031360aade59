import type { Job } from '../../entities/job.entity';
import type { CommitStatus } from '../../schema/commit-status.types';
import { userRef } from '../../schema/refs.types';

/** A job as a commit status (Entities::CommitStatus reads any CommitStatus, builds included). */
export function commitStatusOf(job: Job): CommitStatus {
  return {
    id: job.id, sha: job.sha, ref: job.ref, status: job.status, name: job.name, targetUrl: job.targetUrl, description: job.description,
    createdAt: job.createdAt, startedAt: job.startedAt, finishedAt: job.finishedAt, allowFailure: job.allowFailure, coverage: job.coverage,
    pipelineId: job.pipelineId, author: job.userId === null ? null : userRef(job.userId),
  };
}
