import type { JobDefinition } from '@forgegraph/platform';
import { RepositoryRecord } from '../entities/repository-record.entity';
import { countCommits } from '../services/git/commit-reader';
import { REFRESH_SIZE_JOB } from '../services/repositories/push-events';
import { openRecord } from '../services/repositories/repository-store';
import { directorySize, hasBranches } from '../services/repositories/repository-size';

/**
 * Measures a repository after pushes: bytes on disk and the default branch's commit count (GitLab's
 * project statistics, refreshed asynchronously as its ProjectCacheWorker does). One pending job per
 * project; idempotent.
 */
export const refreshRepositorySizeJob: JobDefinition<{ projectId: number }> = {
  name: REFRESH_SIZE_JOB,
  retryLimit: 3,
  async run({ projectId }, ctx) {
    const record = await ctx.em.findOne(RepositoryRecord, { projectId });
    if (!record) return;
    const { gitDir } = openRecord(ctx, record);
    const bytes = await directorySize(gitDir);
    const commits = (await hasBranches(gitDir)) ? await countCommits(gitDir, { revision: 'HEAD' }) : 0;
    await ctx.em.nativeUpdate(RepositoryRecord, { projectId }, { sizeBytes: String(bytes), commitCount: commits });
  },
};
