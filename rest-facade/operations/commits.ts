// Generated from commits.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { CommitFields, CommitStatsFields, DiffFields } from './fragments/commit';
import type { PipelineBasicFields } from './fragments/pipeline';

export type RepositoryCommitsResult = {
  repositoryCommits: {
    nodes: Array<CommitFields & {
      stats?: CommitStatsFields;
      trailers?: Record<string, unknown>;
      extendedTrailers?: Record<string, unknown>;
    }>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const RepositoryCommits: Operation<RepositoryCommitsResult> = {
  name: 'RepositoryCommits',
  document: `query RepositoryCommits($projectId: ID!, $refName: String, $since: String, $until: String, $path: String, $author: String, $all: Boolean!, $firstParent: Boolean!, $order: String!, $page: Int!, $perPage: Int!, $withStats: Boolean!, $trailers: Boolean!) {
  repositoryCommits(
    projectId: $projectId
    refName: $refName
    since: $since
    until: $until
    path: $path
    author: $author
    all: $all
    firstParent: $firstParent
    order: $order
    page: $page
    perPage: $perPage
    withTotal: false
  ) {
    nodes {
      ...CommitFields
      stats @include(if: $withStats) {
        ...CommitStatsFields
      }
      trailers @include(if: $trailers)
      extendedTrailers @include(if: $trailers)
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment CommitFields on Commit {
  sha
  shortId
  createdAt
  parentIds
  title
  message
  authorName
  authorEmail
  authoredDate
  committerName
  committerEmail
  committedDate
  projectId
  project {
    webUrl
  }
}

fragment CommitStatsFields on CommitStats {
  additions
  deletions
  total
}`,
};

export type CreateCommitResult = {
  createCommit: CommitFields & {
    trailers: Record<string, unknown>;
    extendedTrailers: Record<string, unknown>;
    stats?: CommitStatsFields;
    lastPipeline: PipelineBasicFields | null;
  };
};

export const CreateCommit: Operation<CreateCommitResult> = {
  name: 'CreateCommit',
  document: `mutation CreateCommit($input: CreateCommitInput!, $stats: Boolean!) {
  createCommit(input: $input) {
    ...CommitFields
    trailers
    extendedTrailers
    stats @include(if: $stats) {
      ...CommitStatsFields
    }
    lastPipeline {
      ...PipelineBasicFields
    }
  }
}

fragment CommitFields on Commit {
  sha
  shortId
  createdAt
  parentIds
  title
  message
  authorName
  authorEmail
  authoredDate
  committerName
  committerEmail
  committedDate
  projectId
  project {
    webUrl
  }
}

fragment CommitStatsFields on CommitStats {
  additions
  deletions
  total
}

fragment PipelineBasicFields on Pipeline {
  id
  iid
  projectId
  sha
  ref
  status
  source
  createdAt
  updatedAt
  name
  project {
    webUrl
  }
}`,
};

export type RepositoryCommitResult = {
  projectRepository: {
    commit: CommitFields & {
      trailers: Record<string, unknown>;
      extendedTrailers: Record<string, unknown>;
      stats?: CommitStatsFields;
      lastPipeline: PipelineBasicFields | null;
    };
  };
};

export const RepositoryCommit: Operation<RepositoryCommitResult> = {
  name: 'RepositoryCommit',
  document: `query RepositoryCommit($projectId: ID!, $sha: String!, $stats: Boolean!) {
  projectRepository(projectId: $projectId) {
    commit(ref: $sha) {
      ...CommitFields
      trailers
      extendedTrailers
      stats @include(if: $stats) {
        ...CommitStatsFields
      }
      lastPipeline {
        ...PipelineBasicFields
      }
    }
  }
}

fragment CommitFields on Commit {
  sha
  shortId
  createdAt
  parentIds
  title
  message
  authorName
  authorEmail
  authoredDate
  committerName
  committerEmail
  committedDate
  projectId
  project {
    webUrl
  }
}

fragment CommitStatsFields on CommitStats {
  additions
  deletions
  total
}

fragment PipelineBasicFields on Pipeline {
  id
  iid
  projectId
  sha
  ref
  status
  source
  createdAt
  updatedAt
  name
  project {
    webUrl
  }
}`,
};

export type RepositoryCommitRefsResult = {
  repositoryCommitRefs: {
    nodes: Array<{
      type: string;
      name: string;
    }>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const RepositoryCommitRefs: Operation<RepositoryCommitRefsResult> = {
  name: 'RepositoryCommitRefs',
  document: `query RepositoryCommitRefs($projectId: ID!, $sha: String!, $type: String!, $page: Int!, $perPage: Int!) {
  repositoryCommitRefs(
    projectId: $projectId
    sha: $sha
    type: $type
    page: $page
    perPage: $perPage
  ) {
    nodes {
      type
      name
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}`,
};

export type RepositoryCommitSequenceResult = {
  projectRepository: {
    commitSequence: number;
  };
};

export const RepositoryCommitSequence: Operation<RepositoryCommitSequenceResult> = {
  name: 'RepositoryCommitSequence',
  document: `query RepositoryCommitSequence($projectId: ID!, $sha: String!, $firstParent: Boolean!) {
  projectRepository(projectId: $projectId) {
    commitSequence(sha: $sha, firstParent: $firstParent)
  }
}`,
};

export type RepositoryCommitDiffResult = {
  repositoryCommitDiff: {
    nodes: Array<DiffFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const RepositoryCommitDiff: Operation<RepositoryCommitDiffResult> = {
  name: 'RepositoryCommitDiff',
  document: `query RepositoryCommitDiff($projectId: ID!, $sha: String!, $page: Int!, $perPage: Int!) {
  repositoryCommitDiff(
    projectId: $projectId
    sha: $sha
    page: $page
    perPage: $perPage
  ) {
    nodes {
      ...DiffFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment DiffFields on Diff {
  diff
  collapsed
  tooLarge
  newPath
  oldPath
  aMode
  bMode
  newFile
  renamedFile
  deletedFile
  generatedFile
}`,
};

export type CherryPickCommitResult = {
  cherryPickCommit: {
    dryRun: string | null;
    commit: CommitFields | null;
  };
};

export const CherryPickCommit: Operation<CherryPickCommitResult> = {
  name: 'CherryPickCommit',
  document: `mutation CherryPickCommit($input: CherryPickCommitInput!) {
  cherryPickCommit(input: $input) {
    dryRun
    commit {
      ...CommitFields
    }
  }
}

fragment CommitFields on Commit {
  sha
  shortId
  createdAt
  parentIds
  title
  message
  authorName
  authorEmail
  authoredDate
  committerName
  committerEmail
  committedDate
  projectId
  project {
    webUrl
  }
}`,
};

export type RevertCommitResult = {
  revertCommit: {
    dryRun: string | null;
    commit: CommitFields | null;
  };
};

export const RevertCommit: Operation<RevertCommitResult> = {
  name: 'RevertCommit',
  document: `mutation RevertCommit($input: RevertCommitInput!) {
  revertCommit(input: $input) {
    dryRun
    commit {
      ...CommitFields
    }
  }
}

fragment CommitFields on Commit {
  sha
  shortId
  createdAt
  parentIds
  title
  message
  authorName
  authorEmail
  authoredDate
  committerName
  committerEmail
  committedDate
  projectId
  project {
    webUrl
  }
}`,
};

export type RepositoryCommitSignatureResult = {
  repositoryCommitSignature: {
    signatureType: string;
    verificationStatus: string;
    gpgKeyPrimaryKeyid: string | null;
    commitSource: string;
    x509Certificate: {
      id: string;
      subject: string;
      subjectKeyIdentifier: string;
      email: string;
      serialNumber: string;
      certificateStatus: string;
      x509Issuer: {
        id: string;
        subject: string;
        subjectKeyIdentifier: string;
        crlUrl: string | null;
      };
    } | null;
  };
};

export const RepositoryCommitSignature: Operation<RepositoryCommitSignatureResult> = {
  name: 'RepositoryCommitSignature',
  document: `query RepositoryCommitSignature($projectId: ID!, $sha: String!) {
  repositoryCommitSignature(projectId: $projectId, sha: $sha) {
    signatureType
    verificationStatus
    gpgKeyPrimaryKeyid
    commitSource
    x509Certificate {
      id
      subject
      subjectKeyIdentifier
      email
      serialNumber
      certificateStatus
      x509Issuer {
        id
        subject
        subjectKeyIdentifier
        crlUrl
      }
    }
  }
}`,
};
