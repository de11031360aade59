import { randomUUID } from 'node:crypto';
import { BadRequestError, DomainError, isUniqueViolation, type SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JobArtifact } from '../../entities/job-artifact.entity';
import { JobArtifactEntry } from '../../entities/job-artifact-entry.entity';
import { TestReport } from '../../entities/test-report.entity';
import { parseDuration } from '../config/durations';
import { readJunitArtifact } from '../test-reports/junit-artifact';
import { indexArchive, type ArchiveEntry } from './archive-index';
import { MAX_EXPANSION_RATIO, UPLOAD_PREFIX } from './artifact-kinds';
import { defaultExpireIn, maxArtifactBytes } from './artifact-limits';
import { artifactStore } from './artifact-store';
import { scheduleArtifactSweep } from './artifact-expiry';
import { findUploadingJob } from './uploading-job';

/** An upload the edge has streamed into the object store under `uploadKey`, waiting to be accepted. */
export interface ArtifactUpload {
  jobId: number;
  token: string | null;
  fileType: string;
  fileFormat: string;
  filename: string;
  expireIn: string | null;
  uploadKey: string;
  size: number;
  sha256: string;
}

/** lib/api/ci/runner.rb `file_too_large!`, as the edge answers an upload cut off while streaming. */
const PAYLOAD_TOO_LARGE = '413 Request Entity Too Large';

/** The upload limit for a running job's token, asked before the body is read (Workhorse's `authorize`). */
export async function authorizeArtifactUpload(ctx: SubgraphContext, jobId: number, token: string | null): Promise<number> {
  await findUploadingJob(ctx.em, jobId, token);
  return maxArtifactBytes(ctx);
}

/**
 * Ci::JobArtifacts::CreateService: accepts a streamed upload as the job's artifact of its type. Archives are
 * checked and indexed, JUnit reports parsed, then the row, its index and its report are written in one
 * transaction; the object moves to its final key just before, and is removed again if that fails.
 */
export async function createJobArtifact(ctx: SubgraphContext, upload: ArtifactUpload): Promise<JobArtifact> {
  if (!upload.uploadKey.startsWith(UPLOAD_PREFIX) || upload.uploadKey.includes('..')) throw BadRequestError.because('invalid upload');
  const job = await findUploadingJob(ctx.em, upload.jobId, upload.token);
  const maxBytes = await maxArtifactBytes(ctx);
  if (upload.size > maxBytes) throw new DomainError('PAYLOAD_TOO_LARGE', PAYLOAD_TOO_LARGE, { message: PAYLOAD_TOO_LARGE });
  if (await ctx.em.count(JobArtifact, { jobId: job.id, fileType: upload.fileType })) throw sameTypeExists();
  const expireAt = await expiryOf(ctx, upload.expireIn);
  const store = artifactStore(ctx);
  const entries = upload.fileType === 'archive' && upload.fileFormat === 'zip' ? await indexArchive(store, upload.uploadKey, maxBytes * MAX_EXPANSION_RATIO) : [];
  const junit = upload.fileType === 'junit' ? await readJunitArtifact(store, upload.uploadKey, upload.fileFormat) : null;
  const objectKey = `artifacts/${job.projectId}/${job.id}/${upload.fileType}-${randomUUID()}`;
  await store.move(upload.uploadKey, objectKey);
  let artifact: JobArtifact;
  try {
    artifact = await ctx.em.transactional(async (em) => {
      const artifact = em.create(JobArtifact, {
        projectId: job.projectId, jobId: job.id, fileType: upload.fileType, fileFormat: upload.fileFormat,
        filename: upload.filename, size: upload.size, sha256: upload.sha256, objectKey, expireAt,
      });
      await em.flush();
      await insertEntries(em, artifact.id, entries);
      if (junit) em.create(TestReport, { pipelineId: job.pipelineId, jobId: job.id, artifactId: artifact.id, suiteError: junit.suiteError, cases: junit.cases });
      return artifact;
    });
  } catch (error) {
    await store.delete(objectKey);
    if (isUniqueViolation(error)) throw sameTypeExists();
    throw error;
  }
  if (expireAt) await scheduleArtifactSweep(ctx.runtime);
  return artifact;
}

/** `expire_in` (ChronicDuration), else the instance default; `never` keeps it for ever. */
async function expiryOf(ctx: SubgraphContext, expireIn: string | null): Promise<Date | null> {
  const text = expireIn ?? (await defaultExpireIn(ctx));
  if (text.trim().toLowerCase() === 'never') return null;
  const seconds = parseDuration(text);
  if (seconds === null) throw BadRequestError.because('expire_in is invalid');
  return seconds === 0 ? null : new Date(Date.now() + seconds * 1000);
}

/** One multi-row insert per thousand entries, not one statement per file. */
async function insertEntries(em: EntityManager, artifactId: number, entries: ArchiveEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 1000) {
    await em.insertMany(JobArtifactEntry, entries.slice(i, i + 1000).map((entry) => ({ artifactId, ...entry })));
  }
}

function sameTypeExists(): BadRequestError {
  return BadRequestError.message('another artifact of the same type already exists');
}
