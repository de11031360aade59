type Node = Record<string, any>;

/** Entities::Commit (lib/api/entities/commit.rb); trailers are `{}` unless they were asked for. */
export function presentCommit(commit: Node) {
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
export function presentCommitWithStats(commit: Node) {
  return { ...presentCommit(commit), stats: commit.stats };
}

/**
 * Entities::CommitDetail: `stats` when asked for; `status` and `last_pipeline` belong to CI, which
 * does not exist yet, so they are null (GitLab's answer for a commit without pipelines).
 */
export function presentCommitDetail(commit: Node) {
  return {
    ...presentCommit(commit),
    ...(commit.stats ? { stats: commit.stats } : {}),
    status: null,
    project_id: Number(commit.projectId),
    last_pipeline: null,
  };
}

/** Entities::BasicRef. */
export function presentBasicRef(ref: Node) {
  return { type: ref.type, name: ref.name };
}

/** Entities::Diff. */
export function presentDiff(diff: Node) {
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
