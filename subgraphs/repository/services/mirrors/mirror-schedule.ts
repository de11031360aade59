import type { SubgraphRuntime } from '@forgegraph/platform';
import type { RemoteMirror } from '../../entities/remote-mirror.entity';

export const MIRROR_UPDATE_JOB = 'repository.remote-mirror-update';

export interface MirrorUpdateJobData {
  mirrorId: number;
  /** When the change to mirror happened: a run that started after it already carried it. */
  scheduledAt: string;
  /** Failed attempts so far (RepositoryUpdateRemoteMirrorWorker's `tries`). */
  tries: number;
}

/**
 * RemoteMirror::PROTECTED_BACKOFF_DELAY (1 minute) / UNPROTECTED_BACKOFF_DELAY (5 minutes), the
 * debounce between updates and the retry delay. `REMOTE_MIRROR_BACKOFF_SECONDS` replaces both
 * (GitLab's `remote_mirror_no_delay` ops flag is its 0).
 */
export function backoffSeconds(runtime: SubgraphRuntime, mirror: Pick<RemoteMirror, 'onlyProtectedBranches'>): number {
  const override = runtime.config.remoteMirrors.backoffSeconds;
  if (override !== null) return override;
  return mirror.onlyProtectedBranches ? 60 : 300;
}

/**
 * RemoteMirror#sync: queues an update of an enabled mirror, at once, or after the backoff delay
 * when the last update started less than that long ago (a burst of pushes makes one update).
 */
export async function scheduleMirrorSync(runtime: SubgraphRuntime, mirror: RemoteMirror, scheduledAt = new Date()): Promise<void> {
  if (!mirror.enabled) return;
  const delay = backoffSeconds(runtime, mirror);
  const recent = mirror.lastUpdateStartedAt && mirror.lastUpdateStartedAt.getTime() >= Date.now() - delay * 1000;
  await queueMirrorUpdate(runtime, { mirrorId: mirror.id, scheduledAt: scheduledAt.toISOString(), tries: 0 }, recent ? delay : 0);
}

export async function queueMirrorUpdate(runtime: SubgraphRuntime, data: MirrorUpdateJobData, delaySeconds: number): Promise<void> {
  await runtime.jobs.send(MIRROR_UPDATE_JOB, data, delaySeconds > 0 ? { startAfterSeconds: delaySeconds } : {});
}
