import { repositoryTransferJobs } from './services/export-import/repository-bundle';
import { migrationsIn, type SubgraphDefinition } from '@forgegraph/platform';
import { ProtectedBranch } from './entities/protected-branch.entity';
import { ProtectedBranchAccessLevel } from './entities/protected-branch-access-level.entity';
import { ProtectedTag } from './entities/protected-tag.entity';
import { ProtectedTagCreateAccessLevel } from './entities/protected-tag-create-access-level.entity';
import { Release } from './entities/release.entity';
import { ReleaseLink } from './entities/release-link.entity';
import { RepositoryRecord } from './entities/repository-record.entity';
import { RepositoryStorageMove } from './entities/repository-storage-move.entity';
import { Snippet } from './entities/snippet.entity';
import { X509Certificate } from './entities/x509-certificate.entity';
import { X509Issuer } from './entities/x509-issuer.entity';
import { RemoteMirror } from './entities/remote-mirror.entity';
import { remoteMirrorSweepJob } from './jobs/remote-mirror-sweep.job';
import { sweepAfterRestart } from './services/mirrors/mirror-sweep';
import { remoteMirrorUpdateJob } from './jobs/remote-mirror-update.job';
import { RemoteMirrorsResolver } from './resolvers/mirrors/remote-mirrors.resolver';
import { RemoteMirrorMutationsResolver } from './resolvers/mirrors/remote-mirror-mutations.resolver';
import { mirrorPushReaction } from './services/mirrors/mirror-push.reaction';
import { removeDeletedProjectMirrors } from './services/mirrors/mirrors-project-deleted.reaction';
import { housekeepingJob } from './jobs/housekeeping.job';
import { BlobContentResolver, RepositoryFileContentResolver } from './resolvers/blob-content.resolver';
import { CommitResolver } from './resolvers/commit.resolver';
import { CommitActionsResolver } from './resolvers/commit-actions.resolver';
import { FileMutationsResolver } from './resolvers/file-mutations.resolver';
import { ProjectRepositoryResolver } from './resolvers/project.resolver';
import { ProjectScopedListsResolver } from './resolvers/project-scoped.resolver';
import { PushResolver } from './resolvers/push.resolver';
import { RepositoryPushSummaryResolver } from './resolvers/push-summary.resolver';
import { ApprovalRuleBranchesResolver } from './resolvers/approval-rule.resolver';
import { ProtectedBranchMatchesResolver } from './resolvers/protected-branch-matches.resolver';
import { MergeRequestDiffResolver, RepositoryMergeResolver } from './resolvers/merge-request.resolver';
import { references } from './resolvers/references';
import { ApprovalRuleRef } from './schema/approval-rule-ref.type';
import { MergeRequestRef } from './schema/merge.types';
import { RefMutationsResolver } from './resolvers/ref-mutations.resolver';
import { RepositoryCommitsResolver } from './resolvers/repository-commits.resolver';
import { RepositoryContentResolver } from './resolvers/repository-content.resolver';
import { RepositoryRefsResolver } from './resolvers/repository-refs.resolver';
import { RepositoryResolver } from './resolvers/repository.resolver';
import { SnippetResolver } from './resolvers/snippet.resolver';
import { StorageMoveResolver } from './resolvers/storage-moves/storage-move.resolver';
import { bulkStorageMovesJob, resumeStorageMoves, storageMoveJob } from './services/storage-moves/storage-move.jobs';
import { TagResolver } from './resolvers/tag.resolver';
import { ProtectedTagsResolver } from './resolvers/protected-tags.resolver';
import { ReleasesResolver } from './resolvers/releases.resolver';
import { ReleaseLinksResolver } from './resolvers/release-links.resolver';
import { ReleaseFieldsResolver, TagReleaseResolver } from './resolvers/release-fields.resolver';
import { removeDeletedProjectRepository } from './services/repositories/project-deleted.reaction';
import { removeDeletedProjectSnippets } from './services/snippets/project-snippets-deleted.reaction';
import { closeAllCatFiles } from './services/git/catfile/catfile-pool';

// The edge streams bytes (raw files, archives, git over HTTP) itself; these are the pieces it shares.
export { archiveCommand, archivePrefix } from './services/files/archive.service';
export { spawnGit, streamGit } from './services/git/git-command';
export { catFile } from './services/git/catfile/catfile-pool';
export { gitDirOf, loadStorageShards, type StorageShards } from './services/storage/storage-shards';

/** Git storage and everything in repositories: commits, tags, branches, files (ARCHITECTURE §3). */
export const repositorySubgraph: SubgraphDefinition = {
  name: 'repository',
  entities: [
    RepositoryRecord, Snippet, ProtectedBranch, ProtectedBranchAccessLevel, X509Issuer, X509Certificate,
    ProtectedTag, ProtectedTagCreateAccessLevel, Release, ReleaseLink, RepositoryStorageMove, RemoteMirror,
  ],
  resolvers: [
    ProjectRepositoryResolver, RepositoryResolver, RepositoryCommitsResolver, RepositoryRefsResolver, RepositoryContentResolver,
    ProjectScopedListsResolver, CommitResolver, TagResolver, RefMutationsResolver, FileMutationsResolver,
    RepositoryFileContentResolver, BlobContentResolver, PushResolver, RepositoryPushSummaryResolver, MergeRequestDiffResolver, RepositoryMergeResolver,
    ApprovalRuleBranchesResolver, ProtectedBranchMatchesResolver, SnippetResolver,
    ProtectedTagsResolver, CommitActionsResolver, ReleasesResolver, ReleaseLinksResolver, ReleaseFieldsResolver, TagReleaseResolver,
    StorageMoveResolver,
    RemoteMirrorsResolver, RemoteMirrorMutationsResolver,
  ],
  // Only collaboration's queries return merge requests and approval rules; this subgraph contributes fields to them.
  orphanedTypes: [MergeRequestRef, ApprovalRuleRef],
  references,
  migrations: migrationsIn(__dirname, [
    'Migration20261121200000',
    'Migration20261122100000',
    'Migration20261123100000',
    'Migration20261124050000',
    'Migration20261129010000',
    'Migration20261129020000',
    'Migration20261130000000',
    'Migration20261130010000',
  ]),
  jobs: [housekeepingJob, storageMoveJob, bulkStorageMovesJob, ...repositoryTransferJobs, remoteMirrorUpdateJob, remoteMirrorSweepJob],
  reactions: [removeDeletedProjectRepository, removeDeletedProjectSnippets, mirrorPushReaction, removeDeletedProjectMirrors],
  // Storage moves and mirror pushes a crash interrupted resume (or end visibly) at boot.
  onStart: async (runtime) => {
    await resumeStorageMoves(runtime);
    await sweepAfterRestart(runtime);
  },
  onStop: closeAllCatFiles,
};
