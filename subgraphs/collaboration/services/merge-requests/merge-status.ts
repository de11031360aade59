import type { MergeRequest } from '../../entities/merge-request.entity';
import type { Project } from '../../entities/project.entity';
import { isDraftTitle } from './merge-request-rules';

/**
 * MergeRequests::Mergeability::DetailedMergeStatusService: `unchecked` before the first check, then
 * the first failing check in GitLab's order, else `mergeable`. EE puts its checks (approvals:
 * `not_approved`) before the CE state checks (draft, commits, CI) and the git checks (conflict, rebase). Discussions cannot be left unresolved
 * yet and no pipeline exists, so a project that requires a passing pipeline never merges (`ci_must_pass`).
 */
export function detailedMergeStatus(mr: MergeRequest, project: Project, approved: boolean): string {
  if (mr.state !== 'opened') return 'not_open';
  if (mr.mergeStatus === 'unchecked') return 'unchecked';
  if (!approved) return 'not_approved';
  if (isDraftTitle(mr.title)) return 'draft_status';
  if (mr.mergeStatus === 'cannot_be_merged' && !mr.hasConflicts) return 'commits_status';
  if (mr.hasConflicts) return 'conflict';
  if (project.onlyAllowMergeIfPipelineSucceeds) return 'ci_must_pass';
  if (project.mergeMethod !== 'merge' && mr.divergedCommitsCount > 0) return 'need_rebase';
  return 'mergeable';
}

/** MergeRequest#mergeable?: what the merge endpoint requires (else 405). */
export function isMergeable(mr: MergeRequest, project: Project, approved: boolean): boolean {
  return detailedMergeStatus(mr, project, approved) === 'mergeable';
}
