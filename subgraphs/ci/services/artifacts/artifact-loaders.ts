import type { SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JobArtifact } from '../../entities/job-artifact.entity';

/** A job's artifacts (GitLab's `job_artifacts`), oldest first, for a whole page of jobs in one query. */
export function jobArtifactsLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, JobArtifact[]>('ci.jobArtifacts', async (jobIds) => {
    const rows = await ctx.em.find(JobArtifact, { jobId: { $in: [...jobIds] } }, { orderBy: { id: 'asc' } });
    const byJob = new Map<number, JobArtifact[]>();
    for (const row of rows) byJob.set(row.jobId, [...(byJob.get(row.jobId) ?? []), row]);
    return jobIds.map((id) => byJob.get(id) ?? []);
  });
}

/**
 * The job payload's `dependencies[].artifacts_file` (`{filename, size}`) for many jobs in one query: each
 * job's unexpired archive; a job without one is absent from the map.
 */
export async function artifactsFileOf(em: EntityManager, jobIds: number[]): Promise<Map<number, { filename: string; size: number }>> {
  if (!jobIds.length) return new Map();
  const rows = await em.find(JobArtifact, {
    jobId: { $in: jobIds }, fileType: 'archive', $or: [{ expireAt: null }, { expireAt: { $gt: new Date() } }],
  });
  return new Map(rows.map((row) => [row.jobId, { filename: row.filename, size: Number(row.size) }]));
}
