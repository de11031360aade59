import type { CommitFields, CommitStatsFields, DiffFields } from '../operations/fragments/commit';
import type { PipelineBasicFields } from '../operations/fragments/pipeline';
import { presentPipelineBasic } from './pipeline.presenter';

/** A commit with what some routes add to CommitFields: trailers (when asked for) and stats. */
type Commit = CommitFields & { trailers?: Record<string, unknown>; extendedTrailers?: Record<string, unknown>; stats?: CommitStatsFields };

/** Entities::Commit (lib/api/entities/commit.rb); trailers are `{}` unless they were asked for. */
export function presentCommit(commit: Commit) {
  return {
    id: commit.sha,
    short_id: commit.shortId,
    created_at: commit.createdAt,
    parent_ids: commit.parentIds,
    title: commit.title,
    message: commit.message,
    author_name: commit.authorName,
    author_email: commit.authorEmail,
    authored_date: commit.authoredDate,
    committer_name: commit.committerName,
    committer_email: commit.committerEmail,
    committed_date: commit.committedDate,
    trailers: commit.trailers ?? {},
    extended_trailers: commit.extendedTrailers ?? {},
    web_url: `${commit.project.webUrl}/-/commit/${commit.sha}`,
  };
}

/** Entities::CommitWithStats (`with_stats=true` on the list). */
export function presentCommitWithStats(commit: Commit) {
  return { ...presentCommit(commit), stats: commit.stats };
}

/**
 * Entities::CommitDetail: `stats` when asked for; `status` (CommitPresenter#status_for) and
 * `last_pipeline` come from the commit's newest pipeline, null when it has none the caller may read.
 */
export function presentCommitDetail(commit: Commit & { lastPipeline?: PipelineBasicFields | null }) {
  const pipeline = commit.lastPipeline ?? null;
  return {
    ...presentCommit(commit),
    ...(commit.stats ? { stats: commit.stats } : {}),
    status: pipeline?.status ?? null,
    project_id: Number(commit.projectId),
    last_pipeline: pipeline ? presentPipelineBasic(pipeline) : null,
  };
}

/** Entities::BasicRef. */
export function presentBasicRef(ref: { type: string; name: string }) {
  return { type: ref.type, name: ref.name };
}

/** Entities::Diff. */
export function presentDiff(diff: DiffFields) {
  return {
    diff: diff.diff,
    collapsed: diff.collapsed,
    too_large: diff.tooLarge,
    new_path: diff.newPath,
    old_path: diff.oldPath,
    a_mode: diff.aMode,
    b_mode: diff.bMode,
    new_file: diff.newFile,
    renamed_file: diff.renamedFile,
    deleted_file: diff.deletedFile,
    generated_file: diff.generatedFile,
  };
}
