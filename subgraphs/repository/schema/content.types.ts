import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Paginated } from '@forgegraph/platform';
import { CommitNode } from './commit.type';
import { ProjectRef } from './project-ref.type';

/** An entry of GET /repository/tree. */
@ObjectType('TreeEntry')
export class TreeEntryNode {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  /** `tree`, `blob` or `commit` (a submodule). */
  @Field(() => String) type!: string;
  @Field(() => String) path!: string;
  @Field(() => String) mode!: string;
}

export const TreeEntryPage = Paginated(TreeEntryNode, 'TreeEntryPage');

/**
 * GET /repository/blobs/:sha: the content is always base64. `content` is read only when selected,
 * so the raw route (which streams the bytes itself) never loads them.
 */
@ObjectType('Blob')
export class BlobNode {
  @Field(() => String) sha!: string;
  @Field(() => Int) size!: number;
  @Field(() => String) encoding!: string;
  gitDir!: string;
}

/**
 * GET /repository/files/:file_path (the REST facade echoes these in X-Gitlab-* headers).
 * `content` and `contentSha256` are computed only when selected (see BlobContentResolver).
 */
@ObjectType('RepositoryFile')
export class RepositoryFileNode {
  @Field(() => String) fileName!: string;
  @Field(() => String) filePath!: string;
  @Field(() => Int) size!: number;
  @Field(() => String) encoding!: string;
  @Field(() => String) ref!: string;
  @Field(() => String) blobId!: string;
  @Field(() => String) commitId!: string;
  @Field(() => String) lastCommitId!: string;
  @Field(() => Boolean) executeFilemode!: boolean;
  gitDir!: string;
}

/** What POST/PUT /repository/files answer: `{ file_path, branch }`. */
@ObjectType('FileCommitResult')
export class FileCommitResult {
  @Field(() => String) filePath!: string;
  @Field(() => String) branch!: string;
  @Field(() => CommitNode) commit!: CommitNode;
}

@ObjectType('BlameRange')
export class BlameRangeNode {
  @Field(() => CommitNode) commit!: CommitNode;
  @Field(() => [String]) lines!: string[];
}

/** GitLab's Diff entity. */
@ObjectType('Diff')
export class DiffNode {
  @Field(() => String) oldPath!: string;
  @Field(() => String) newPath!: string;
  @Field(() => String) aMode!: string;
  @Field(() => String) bMode!: string;
  @Field(() => Boolean) newFile!: boolean;
  @Field(() => Boolean) renamedFile!: boolean;
  @Field(() => Boolean) deletedFile!: boolean;
  @Field(() => Boolean) generatedFile!: boolean;
  @Field(() => Boolean) collapsed!: boolean;
  @Field(() => Boolean) tooLarge!: boolean;
  @Field(() => String) diff!: string;
}

export const DiffPage = Paginated(DiffNode, 'DiffPage');

/** GET /repository/compare. */
@ObjectType('Compare')
export class CompareNode {
  /** The newest commit of the comparison, null when there is none. */
  @Field(() => CommitNode, { nullable: true }) commit!: CommitNode | null;
  /** Oldest first. */
  @Field(() => [CommitNode]) commits!: CommitNode[];
  @Field(() => [DiffNode]) diffs!: DiffNode[];
  @Field(() => Boolean) compareTimeout!: boolean;
  @Field(() => Boolean) compareSameRef!: boolean;
  @Field(() => ProjectRef) project!: ProjectRef;
}

/** What the archive of a revision will be called and hold; the bytes stream outside GraphQL. */
@ObjectType('ArchiveInfo')
export class ArchiveInfoNode {
  @Field(() => String) sha!: string;
  /** The revision as asked (`sha` param), or the default branch: part of GitLab's file name. */
  @Field(() => String) ref!: string;
  /** `tar.gz`, `tar.bz2`, `tar` or `zip` (git archive's names for GitLab's extensions). */
  @Field(() => String) format!: string;
  @Field(() => String, { nullable: true }) path!: string | null;
}
