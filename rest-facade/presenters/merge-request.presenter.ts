import type { MergeRequestBasicFields, MergeRequestFields } from '../operations/fragments/merge-request';
import type { RouteContext } from '../routes/route';
import { presentLabelBasic, presentTimeStats } from './issue.presenter';
import { presentMilestone } from './milestone.presenter';
import { presentPipeline, presentPipelineBasic } from './pipeline.presenter';
import { presentUserBasic } from './user.presenter';

type Ctx = Pick<RouteContext, 'externalUrl' | 'params'>;
const userOrNull = (user: Parameters<typeof presentUserBasic>[0] | null) => (user ? presentUserBasic(user) : null);

/**
 * Entities::MergeRequestBasic with its EE addition, in GitLab's key order. `merged_by` is the
 * deprecated name of `merge_user`, `work_in_progress` of `draft`; forks do not exist, so
 * `allow_collaboration` is never shown. No pipeline runs yet: `merge_when_pipeline_succeeds` is false.
 */
export function presentMergeRequestBasic(mr: MergeRequestBasicFields, ctx: Ctx) {
  return {
    id: Number(mr.id),
    iid: mr.iid,
    project_id: Number(mr.projectId),
    title: mr.title,
    description: mr.description,
    state: mr.state,
    created_at: mr.createdAt,
    updated_at: mr.updatedAt,
    merged_by: userOrNull(mr.mergeUser),
    merge_user: userOrNull(mr.mergeUser),
    merged_at: mr.mergedAt,
    closed_by: userOrNull(mr.closedBy),
    closed_at: mr.closedAt,
    target_branch: mr.targetBranch,
    source_branch: mr.sourceBranch,
    user_notes_count: mr.userNotesCount,
    upvotes: mr.upvotes,
    downvotes: mr.downvotes,
    author: userOrNull(mr.author),
    assignees: mr.assignees.map(presentUserBasic),
    assignee: userOrNull(mr.assignees[0] ?? null),
    reviewers: mr.reviewers.map(presentUserBasic),
    source_project_id: Number(mr.sourceProjectId),
    target_project_id: Number(mr.targetProjectId),
    labels: ctx.params.with_labels_details ? mr.labels.map(presentLabelBasic) : mr.labels.map((label) => label.name),
    draft: mr.draft,
    imported: false,
    imported_from: 'none',
    work_in_progress: mr.draft,
    milestone: mr.milestone ? presentMilestone(mr.milestone) : null,
    merge_when_pipeline_succeeds: false,
    merge_status: mr.mergeStatus,
    detailed_merge_status: mr.detailedMergeStatus,
    merge_after: null,
    sha: mr.diffHeadSha,
    merge_commit_sha: mr.mergeCommitSha,
    squash_commit_sha: mr.squashCommitSha,
    discussion_locked: mr.discussionLocked,
    should_remove_source_branch: null,
    force_remove_source_branch: mr.forceRemoveSourceBranch,
    prepared_at: mr.preparedAt,
    reference: mr.references.relative,
    references: mr.references,
    web_url: mr.webUrl,
    time_stats: presentTimeStats(mr.timeStats),
    squash: mr.squash,
    squash_on_merge: mr.squash,
    task_completion_status: { count: mr.taskCompletionStatus.count, completed_count: mr.taskCompletionStatus.completedCount },
    has_conflicts: mr.hasConflicts,
    blocking_discussions_resolved: true,
    approvals_before_merge: null,
  };
}

/** A list's entity: MergeRequestSimple with `view=simple`, else MergeRequestBasic. */
export function presentMergeRequestListItem(mr: MergeRequestBasicFields, ctx: Ctx) {
  return ctx.params.view === 'simple' ? presentMergeRequestSimple(mr) : presentMergeRequestBasic(mr, ctx);
}

/**
 * Entities::MergeRequest: the basic entity and what a single merge request adds. `head_pipeline` is
 * the newest pipeline of the source branch's head (Entities::Ci::Pipeline); `pipeline`, the metrics'
 * pipeline, is the same one as Entities::Ci::PipelineBasic.
 */
export function presentMergeRequest(mr: MergeRequestFields & { userCanMerge: boolean }, ctx: Ctx) {
  return {
    ...presentMergeRequestBasic(mr, ctx),
    subscribed: mr.subscribed,
    changes_count: mr.changesCount,
    // MergeRequest::Metrics follows the head pipeline's start and finish.
    latest_build_started_at: mr.headPipeline?.startedAt ?? null,
    latest_build_finished_at: mr.headPipeline?.finishedAt ?? null,
    first_deployed_to_production_at: null,
    pipeline: mr.headPipeline ? presentPipelineBasic(mr.headPipeline) : null,
    head_pipeline: mr.headPipeline ? presentPipeline(mr.headPipeline) : null,
    diff_refs: mr.diffRefs ? { base_sha: mr.diffRefs.baseSha, head_sha: mr.diffRefs.headSha, start_sha: mr.diffRefs.startSha } : null,
    merge_error: mr.mergeError,
    ...(ctx.params.include_rebase_in_progress ? { rebase_in_progress: false } : {}),
    ...(ctx.params.include_diverged_commits_count ? { diverged_commits_count: mr.divergedCommitsCount } : {}),
    user: { can_merge: mr.userCanMerge },
  };
}

/** Entities::MergeRequestSimple (`view=simple`). */
export function presentMergeRequestSimple(mr: MergeRequestBasicFields) {
  return {
    id: Number(mr.id), iid: mr.iid, project_id: Number(mr.projectId), title: mr.title, description: mr.description, state: mr.state,
    created_at: mr.createdAt, updated_at: mr.updatedAt, web_url: mr.webUrl,
  };
}
