import type { JobDefinition } from '@forgegraph/platform';
import { RepositoryRecord } from '../entities/repository-record.entity';
import { countCommits } from '../services/git/commit-reader';
import { optimizeRepository } from '../services/git/optimize';
import { HOUSEKEEPING_JOB } from '../services/repositories/push-events';
import { openRecord } from '../services/repositories/repository-store';
import { directorySize, hasBranches } from '../services/repositories/repository-size';
import { isProjectRepositoryReadOnly } from '../services/storage-moves/repository-read-only';

/**
 * After pushes, as Gitaly's OptimizeRepository and GitLab's ProjectCacheWorker do: packs the refs
 * and rewrites the commit-graph (history walks, ancestry checks and path-limited logs read it), then
 * measures the repository (bytes on disk, the default branch's commit count). A burst of pushes
 * coalesces into one waiting job per project; idempotent.
 */
export const housekeepingJob: JobDefinition<{ projectId: number }> = {
  name: HOUSEKEEPING_JOB,
  policy: 'stately',
  retryLimit: 3,
  async run({ projectId }, ctx) {
    const record = await ctx.em.findOne(RepositoryRecord, { projectId });
    // A repository being moved stays byte for byte as it is (the move's checksum); the next push repacks it.
    if (!record || (await isProjectRepositoryReadOnly(ctx, projectId))) return;
    const { gitDir } = openRecord(ctx, record);
    const branches = await hasBranches(gitDir);
    if (branches) await optimizeRepository(gitDir);
    const bytes = await directorySize(gitDir);
    const commits = branches ? await countCommits(gitDir, { revision: 'HEAD' }) : 0;
    await ctx.em.nativeUpdate(RepositoryRecord, { projectId }, { sizeBytes: String(bytes), commitCount: commits });
  },
};
