import { COMMIT_FRAGMENTS, DIFF_FIELDS, presentCommit, presentDiff } from './commit.presenter';

export const FILE_FIELDS = 'fileName filePath size encoding contentSha256 ref blobId commitId lastCommitId executeFilemode content';

export const COMPARE_FRAGMENTS = `
  fragment CompareFields on Compare {
    commit { ...CommitFields } commits { ...CommitFields } diffs { ${DIFF_FIELDS} } compareTimeout compareSameRef project { webUrl }
  }
  ${COMMIT_FRAGMENTS}`;

type Node = Record<string, any>;

/** GET /repository/tree items. */
export function presentTreeEntry(entry: Node) {
  return { id: entry.id, name: entry.name, type: entry.type, path: entry.path, mode: entry.mode };
}

/** GET /repository/blobs/:sha. */
export function presentBlob(blob: Node) {
  return { size: blob.size, encoding: blob.encoding, content: blob.content, sha: blob.sha };
}

/** GET /repository/files/:file_path (lib/api/files.rb `blob_data` plus content). */
export function presentRepositoryFile(file: Node) {
  return {
    file_name: file.fileName,
    file_path: file.filePath,
    size: file.size,
    encoding: file.encoding,
    content_sha256: file.contentSha256,
    ref: file.ref,
    blob_id: file.blobId,
    commit_id: file.commitId,
    last_commit_id: file.lastCommitId,
    execute_filemode: file.executeFilemode,
    content: file.content,
  };
}

/** Entities::BlameRange. */
export function presentBlameRange(range: Node) {
  return { commit: presentCommit(range.commit), lines: range.lines };
}

/** Entities::Compare; `web_url` is the project's compare page for the two refs asked for. */
export function presentCompare(compare: Node, from: string, to: string) {
  return {
    commit: compare.commit ? presentCommit(compare.commit) : null,
    commits: compare.commits.map(presentCommit),
    diffs: compare.diffs.map(presentDiff),
    compare_timeout: compare.compareTimeout,
    compare_same_ref: compare.compareSameRef,
    web_url: `${compare.project.webUrl}/-/compare/${from}...${to}`,
  };
}
