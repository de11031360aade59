import { BlockedUrlError, type SubgraphContext } from '@forgegraph/platform';
import { RemoteMirror } from '../../entities/remote-mirror.entity';
import { protectedRulesLoader } from '../refs/protected-branch-rules';
import { repositoryLoader, openRecord } from '../repositories/repository-store';
import { pushToMirror, type MirrorScope } from './mirror-push';
import { backoffSeconds, queueMirrorUpdate, type MirrorUpdateJobData } from './mirror-schedule';
import { credentialsOf, privateKeyOf } from './mirror-secrets';
import { endUpdate, finishUpdate, startUpdate, touchHeartbeat } from './mirror-state';
import { scheduleMirrorSweep } from './mirror-sweep';
import { MirrorGitError, openMirrorRemote } from './mirror-transport';
import { mirrorPolicy, sanitizeMessage } from './mirror-url';

/** Projects::UpdateRemoteMirrorService::MAX_TRIES: the fourth failure in a row is final. */
const MAX_TRIES = 3;
const BLOCKED_URL_ERROR = 'The remote mirror URL is invalid.';

/**
 * RepositoryUpdateRemoteMirrorWorker + Projects::UpdateRemoteMirrorService: skips a run an update
 * already covered, takes the mirror (`started`), pushes, and ends in `finished`, `failed` (divergent
 * refs, or the last try) or `to_retry` with a retry queued after the backoff delay.
 */
export async function updateRemoteMirror(ctx: SubgraphContext, job: MirrorUpdateJobData): Promise<void> {
  const mirror = await ctx.em.findOne(RemoteMirror, { id: job.mirrorId }, { refresh: true });
  if (!mirror || !mirror.enabled || updatedSince(mirror, new Date(job.scheduledAt))) return;
  const record = await repositoryLoader(ctx).load(mirror.projectId);
  if (!record) return;
  const credentials = credentialsOf(ctx.runtime, mirror);
  const policy = mirrorPolicy(await ctx.runtime.settings.current());
  let remote;
  try {
    remote = await openMirrorRemote({ bareUrl: mirror.url, credentials, policy, privateKey: mirror.authMethod === 'ssh_public_key' ? privateKeyOf(ctx.runtime, mirror) : null,
      timeoutMs: ctx.runtime.config.remoteMirrors.timeoutMs,
    });
  } catch (error) {
    if (!(error instanceof BlockedUrlError)) throw error;
    // Blocked URLs are refused before the update starts (hard_retry_or_fail).
    return retryOrFail(ctx, mirror, job, { error: BLOCKED_URL_ERROR, from: 'any' });
  }
  try {
    // Another run holds it: GitLab's lease failure reschedules with the backoff, tries unchanged.
    if (!(await startUpdate(ctx, mirror))) return queueMirrorUpdate(ctx.runtime, job, backoffSeconds(ctx.runtime, mirror));
    await scheduleMirrorSweep(ctx.runtime, mirror.id);
    const heartbeat = setInterval(() => void touchHeartbeat(ctx, mirror).catch(() => undefined), ctx.runtime.config.remoteMirrors.heartbeatMs);
    try {
      const result = await pushToMirror(openRecord(ctx, record).gitDir, remote, await scopeOf(ctx, mirror));
      if (!result.divergentRefs.length) await finishUpdate(ctx, mirror);
      else await endUpdate(ctx, mirror, { status: 'failed', error: `Some refs have diverged and have not been updated on the remote:\n\n${result.divergentRefs.join('\n')}` });
    } finally {
      clearInterval(heartbeat);
    }
  } catch (error) {
    if (!(error instanceof MirrorGitError)) {
      await endUpdate(ctx, mirror, { status: 'failed', error: sanitizeMessage(String((error as Error).message ?? error), credentials), from: 'any' });
      throw error;
    }
    await retryOrFail(ctx, mirror, job, { error: sanitizeMessage(error.output, credentials), from: 'started' });
  } finally {
    await remote.dispose();
  }
}

/** RemoteMirror#updated_since?: a failed mirror is never considered up to date. */
function updatedSince(mirror: RemoteMirror, scheduledAt: Date): boolean {
  if (mirror.updateStatus === 'failed') return false;
  return !!mirror.lastUpdateStartedAt && mirror.lastUpdateStartedAt > scheduledAt;
}

/** hard_retry_or_fail: `to_retry` and a retry after the backoff while tries remain, else `failed`. */
async function retryOrFail(ctx: SubgraphContext, mirror: RemoteMirror, job: MirrorUpdateJobData, outcome: { error: string; from: 'any' | 'started' }): Promise<void> {
  if (job.tries >= MAX_TRIES) {
    await endUpdate(ctx, mirror, { status: 'failed', ...outcome });
    return;
  }
  if (!(await endUpdate(ctx, mirror, { status: 'to_retry', ...outcome }))) return;
  // remote_mirror_retry_with_delay: the retry counts as scheduled just after now, so it is not skipped.
  const scheduledAt = new Date(Date.now() + 1000).toISOString();
  await queueMirrorUpdate(ctx.runtime, { mirrorId: mirror.id, scheduledAt, tries: job.tries + 1 }, backoffSeconds(ctx.runtime, mirror));
}

async function scopeOf(ctx: SubgraphContext, mirror: RemoteMirror): Promise<MirrorScope> {
  const protectedNames = mirror.onlyProtectedBranches ? (await protectedRulesLoader(ctx).load(mirror.projectId)).map((rule) => rule.name) : null;
  const branchRegex = !protectedNames && mirror.mirrorBranchRegex ? new RegExp(mirror.mirrorBranchRegex) : null;
  return { keepDivergentRefs: mirror.keepDivergentRefs, protectedNames, branchRegex };
}
