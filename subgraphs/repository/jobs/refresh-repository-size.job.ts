import type { JobDefinition } from '@forgegraph/platform';
import { RepositoryRecord } from '../entities/repository-record.entity';
import { REFRESH_SIZE_JOB } from '../services/repositories/push-events';
import { openRecord } from '../services/repositories/repository-store';
import { directorySize } from '../services/repositories/repository-size';

/** Measures a repository on disk after pushes (one pending job per project; idempotent). */
export const refreshRepositorySizeJob: JobDefinition<{ projectId: number }> = {
  name: REFRESH_SIZE_JOB,
  retryLimit: 3,
  async run({ projectId }, ctx) {
    const record = await ctx.em.findOne(RepositoryRecord, { projectId });
    if (!record) return;
    const bytes = await directorySize(openRecord(ctx, record).gitDir);
    await ctx.em.nativeUpdate(RepositoryRecord, { projectId }, { sizeBytes: String(bytes) });
  },
};
