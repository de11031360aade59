import { AccessLevel, NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import type { Job } from '../../entities/job.entity';
import { JobArtifact } from '../../entities/job-artifact.entity';
import { requireProjectLevel } from '../access/ci-access';
import { projectIdOf } from '../domains/collaboration.client';
import { findProjectJob } from '../jobs/job-finder';
import { NEVER_DELETED_TYPES } from './artifact-kinds';
import { artifactStore } from './artifact-store';
import { findAvailableArchive } from './artifact-finder';

export const EXPIRE_PROJECT_ARTIFACTS_JOB = 'ci.expire-project-artifacts';

/** POST /projects/:id/jobs/:job_id/artifacts/keep (update_build): the job's artifacts no longer expire. */
export async function keepJobArtifacts(ctx: SubgraphContext, projectRef: string, jobId: number): Promise<Job> {
  const projectId = await projectIdOf(ctx, projectRef);
  await requireProjectLevel(ctx, projectId, AccessLevel.DEVELOPER);
  const job = await findProjectJob(ctx, projectId, jobId);
  if (!(await findAvailableArchive(ctx, job.id))) throw NotFoundError.withMessage('404 Not Found');
  const artifacts = await ctx.em.find(JobArtifact, { jobId: job.id });
  for (const artifact of artifacts) artifact.expireAt = null;
  await ctx.em.flush();
  return job;
}

/**
 * DELETE /projects/:id/jobs/:job_id/artifacts (destroy_artifacts, Maintainer): every artifact but the job log.
 * Rows go first in one statement; the files follow (a file left by a crash is only garbage, never a dangling row).
 */
export async function deleteJobArtifacts(ctx: SubgraphContext, projectRef: string, jobId: number): Promise<boolean> {
  const projectId = await projectIdOf(ctx, projectRef);
  await requireProjectLevel(ctx, projectId, AccessLevel.MAINTAINER);
  const job = await findProjectJob(ctx, projectId, jobId);
  const artifacts = await ctx.em.find(JobArtifact, { jobId: job.id, fileType: { $nin: NEVER_DELETED_TYPES } });
  await ctx.em.nativeDelete(JobArtifact, { id: { $in: artifacts.map((artifact) => artifact.id) } });
  const store = artifactStore(ctx);
  await Promise.all(artifacts.map((artifact) => store.delete(artifact.objectKey)));
  return true;
}

/**
 * DELETE /projects/:id/artifacts (Maintainer): answered at once (202); a job expires the project's deletable
 * artifacts and removes them (Ci::JobArtifacts::DeleteProjectArtifactsService → ExpireProjectBuildArtifactsWorker).
 */
export async function deleteProjectArtifacts(ctx: SubgraphContext, projectRef: string): Promise<boolean> {
  const projectId = await projectIdOf(ctx, projectRef);
  await requireProjectLevel(ctx, projectId, AccessLevel.MAINTAINER);
  await ctx.runtime.jobs.send(EXPIRE_PROJECT_ARTIFACTS_JOB, { projectId });
  return true;
}
