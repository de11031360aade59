import { BadRequestError, NotFoundError, UnauthenticatedError, ForbiddenError, type SubgraphContext } from '@forgegraph/platform';
import { Job } from '../../entities/job.entity';
import { JobArtifact } from '../../entities/job-artifact.entity';
import { JobArtifactEntry } from '../../entities/job-artifact-entry.entity';
import { Pipeline } from '../../entities/pipeline.entity';
import { requireReadPipelines } from '../access/ci-access';
import { projectIdOf } from '../domains/collaboration.client';
import { findProjectJob } from '../jobs/job-finder';
import { findRunningJobByToken } from '../job-tokens/job-tokens';

/** present_carrierwave_file!'s bare `not_found!`. */
const noArtifacts = () => NotFoundError.withMessage('404 Not Found');

/** A single file of an archive: the archive's object and where the file's bytes are in it. */
export interface ArchiveFile {
  artifact: JobArtifact;
  entry: JobArtifactEntry;
}

/** A job's archive while it has not expired (Ci::Build#artifacts_file with available_artifacts?). */
export async function findAvailableArchive(ctx: SubgraphContext, jobId: number): Promise<JobArtifact | null> {
  const archive = await ctx.em.findOne(JobArtifact, { jobId, fileType: 'archive' });
  return archive && isAvailable(archive) ? archive : null;
}

export function isAvailable(artifact: JobArtifact): boolean {
  return artifact.expireAt === null || artifact.expireAt.getTime() > Date.now();
}

/** GET /projects/:id/jobs/:job_id/artifacts. */
export async function findJobArchive(ctx: SubgraphContext, projectRef: string, jobId: number): Promise<JobArtifact> {
  const projectId = await projectIdOf(ctx, projectRef);
  await requireReadPipelines(ctx, projectId);
  const job = await findProjectJob(ctx, projectId, jobId);
  return (await findAvailableArchive(ctx, job.id)) ?? Promise.reject(noArtifacts());
}

/** GET /projects/:id/jobs/:job_id/artifacts/*artifact_path: 404 when the job has no archive or no such file. */
export async function findJobArchiveFile(ctx: SubgraphContext, projectRef: string, jobId: number, path: string): Promise<ArchiveFile> {
  return fileOf(ctx, await findJobArchive(ctx, projectRef, jobId), path);
}

/**
 * `latest_successful_build_for_ref!`: the newest successful pipeline of the ref, its latest successful job of
 * that name with an archive, searched in the pipeline itself before its child pipelines.
 */
export async function findRefArchive(ctx: SubgraphContext, projectRef: string, refName: string, jobName: string): Promise<JobArtifact> {
  const projectId = await projectIdOf(ctx, projectRef);
  await requireReadPipelines(ctx, projectId);
  const pipeline = await ctx.em.findOne(Pipeline, { projectId, ref: refName, status: 'success', parentPipelineId: null }, { orderBy: { id: 'desc' } });
  if (!pipeline) throw NotFoundError.record();
  const children = await ctx.em.find(Pipeline, { parentPipelineId: pipeline.id }, { orderBy: { id: 'asc' }, fields: ['id'] });
  for (const pipelineId of [pipeline.id, ...children.map((child) => child.id)]) {
    const job = await ctx.em.findOne(Job, { pipelineId, name: jobName, status: 'success', retried: false, kind: 'build' }, { orderBy: { id: 'desc' } });
    const archive = job && (await findAvailableArchive(ctx, job.id));
    if (archive) return archive;
  }
  throw NotFoundError.record();
}

export async function findRefArchiveFile(ctx: SubgraphContext, projectRef: string, refName: string, jobName: string, path: string): Promise<ArchiveFile> {
  return fileOf(ctx, await findRefArchive(ctx, projectRef, refName, jobName), path);
}

/**
 * The runner's GET /jobs/:id/artifacts (authenticate_job_via_dependent_job!): the token of a running job of
 * the same pipeline fetches an earlier job's archive; another pipeline's job is forbidden.
 */
export async function findDependencyArchive(ctx: SubgraphContext, jobId: number, token: string | null): Promise<JobArtifact> {
  const current = token ? await findRunningJobByToken(ctx.em, token) : null;
  if (!current) throw UnauthenticatedError.create();
  const job = await ctx.em.findOne(Job, { id: jobId, kind: 'build' });
  if (!job) throw noArtifacts();
  if (job.pipelineId !== current.pipelineId) throw ForbiddenError.create();
  return (await findAvailableArchive(ctx, job.id)) ?? Promise.reject(noArtifacts());
}

async function fileOf(ctx: SubgraphContext, artifact: JobArtifact, path: string): Promise<ArchiveFile> {
  // Gitlab::Ci::Build::Artifacts::Path#valid?: no NUL byte, valid UTF-8 (a bad escape decodes to U+FFFD).
  if (path.includes('\0') || path.includes('\uFFFD')) throw BadRequestError.message('400 Bad request');
  const entry = await ctx.em.findOne(JobArtifactEntry, { artifactId: artifact.id, path });
  if (!entry) throw noArtifacts();
  return { artifact, entry };
}
