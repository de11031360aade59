import type { JobDefinition } from '@forgegraph/platform';
import { MIRROR_UPDATE_JOB, type MirrorUpdateJobData } from '../services/mirrors/mirror-schedule';
import { updateRemoteMirror } from '../services/mirrors/mirror-update.service';

/**
 * RepositoryUpdateRemoteMirrorWorker. Retries of failed pushes are the service's own (to_retry after
 * the backoff delay); pg-boss retries only a run that died unexpectedly, which then finds the mirror
 * already updated or `started` by itself and leaves it to the sweep. Expiry: MAX_INCREMENTAL_RUNTIME.
 */
export const remoteMirrorUpdateJob: JobDefinition<MirrorUpdateJobData> = {
  name: MIRROR_UPDATE_JOB,
  retryLimit: 1,
  retryDelaySeconds: 5,
  expireInSeconds: 3600,
  run: (data, ctx) => updateRemoteMirror(ctx, data),
};
