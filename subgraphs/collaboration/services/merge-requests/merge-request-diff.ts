import { SERVICE_ACTOR, type SubgraphContext } from '@forgegraph/platform';
import type { MergeRequest } from '../../entities/merge-request.entity';
import { approvalSettingsLoader } from '../approvals/approval-loaders';
import { resetApprovals } from '../approvals/merge-request-approval.service';
import { checkBranches, type MergeCheck } from '../domains/repository-merge.client';

/**
 * MergeRequests::ReloadDiffsService + MergeabilityCheckService in one step: the diff refs (base,
 * head, start), the number of changed files and commits behind the target, and `merge_status`, from
 * the branches as they are now. A merged or closed merge request keeps the diff it had.
 */
export async function refreshDiff(ctx: SubgraphContext, mr: MergeRequest): Promise<MergeCheck | null> {
  // Asked as the service: what the branches hold does not depend on who reads the merge request.
  const check = await checkBranches({ ...ctx, actor: SERVICE_ACTOR }, mr.sourceProjectId, mr.sourceBranch, mr.targetBranch);
  if (check) await applyCheckAndResetApprovals(ctx, mr, check);
  return check;
}

/**
 * applyCheck, and when the source branch has moved since the diff was last built, the approvals
 * end if the project resets them on push (EE MergeRequests::RefreshService#reset_approvals).
 */
export async function applyCheckAndResetApprovals(ctx: SubgraphContext, mr: MergeRequest, check: MergeCheck): Promise<void> {
  const previousHead = mr.diffHeadSha;
  applyCheck(mr, check);
  if (!mr.id || previousHead === null || previousHead === mr.diffHeadSha || mr.state !== 'opened') return;
  if ((await approvalSettingsLoader(ctx).load(mr.projectId)).resetApprovalsOnPush) await resetApprovals(ctx, mr.id);
}

/** Records a check's findings on an open merge request (a merged or closed one keeps the diff it had). */
export function applyCheck(mr: MergeRequest, check: MergeCheck): void {
  if (mr.state === 'merged' || mr.state === 'closed') return;
  const missing = !check.sourceSha || !check.targetSha;
  Object.assign(mr, {
    diffHeadSha: check.sourceSha ?? mr.diffHeadSha,
    diffStartSha: check.targetSha ?? mr.diffStartSha,
    diffBaseSha: check.baseSha ?? mr.diffBaseSha,
    changesCount: missing ? mr.changesCount : check.changesCount,
    divergedCommitsCount: check.divergedCommitsCount,
    // GitLab: cannot_be_merged for conflicts, a missing branch, or a source with nothing to merge.
    mergeStatus: missing || check.hasConflicts || check.commitsCount === 0 ? 'cannot_be_merged' : 'can_be_merged',
    hasConflicts: !missing && check.hasConflicts,
    preparedAt: mr.preparedAt ?? new Date(),
  });
}

/** Longer than any merge takes: a lock this old was left by a process that died between locking and merging. */
const STUCK_LOCK_MS = 60_000;

/**
 * StuckMergeJobsWorker: a merge request left `locked` by a killed process is merged if its source
 * already reached the target (the merge happened, only the record was not written), else reopened.
 */
export async function releaseStuckLock(ctx: SubgraphContext, mr: MergeRequest, check: MergeCheck): Promise<void> {
  if (mr.state !== 'locked' || !mr.lockedAt || Date.now() - mr.lockedAt.getTime() < STUCK_LOCK_MS) return;
  const merged = Boolean(check.sourceSha && check.targetSha) && check.commitsCount === 0;
  Object.assign(mr, merged ? { state: 'merged', mergedAt: mr.lockedAt } : { state: 'opened' }, { lockedAt: null });
  await ctx.em.flush();
}
