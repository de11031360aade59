// Generated from repositories.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { CommitFields } from './fragments/commit';
import type { CompareFields } from './fragments/repository';

export type RepositoryTreeResult = {
  repositoryTree: {
    nodes: Array<{
      id: string;
      name: string;
      type: string;
      path: string;
      mode: string;
    }>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const RepositoryTree: Operation<RepositoryTreeResult> = {
  name: 'RepositoryTree',
  document: `query RepositoryTree($projectId: ID!, $path: String, $ref: String, $recursive: Boolean!, $page: Int!, $perPage: Int!) {
  repositoryTree(
    projectId: $projectId
    path: $path
    ref: $ref
    recursive: $recursive
    page: $page
    perPage: $perPage
  ) {
    nodes {
      id
      name
      type
      path
      mode
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

export type RepositoryBlobResult = {
  projectRepository: {
    blob: {
      size: number;
      encoding: string;
      content: string;
      sha: string;
    };
  };
};

export const RepositoryBlob: Operation<RepositoryBlobResult> = {
  name: 'RepositoryBlob',
  document: `query RepositoryBlob($projectId: ID!, $sha: String!) {
  projectRepository(projectId: $projectId) {
    blob(sha: $sha) {
      size
      encoding
      content
      sha
    }
  }
}`,
};

export type RepositoryBlobRawResult = {
  projectRepository: {
    storage: string;
    diskPath: string;
    blob: {
      sha: string;
      size: number;
    };
  };
};

export const RepositoryBlobRaw: Operation<RepositoryBlobRawResult> = {
  name: 'RepositoryBlobRaw',
  document: `query RepositoryBlobRaw($projectId: ID!, $sha: String!) {
  projectRepository(projectId: $projectId) {
    storage
    diskPath
    blob(sha: $sha) {
      sha
      size
    }
  }
}`,
};

export type RepositoryArchiveResult = {
  projectRepository: {
    storage: string;
    diskPath: string;
    project: {
      path: string;
    };
    archive: {
      sha: string;
      ref: string;
      format: string;
      path: string | null;
    };
  };
};

export const RepositoryArchive: Operation<RepositoryArchiveResult> = {
  name: 'RepositoryArchive',
  document: `query RepositoryArchive($projectId: ID!, $sha: String, $format: String, $path: String) {
  projectRepository(projectId: $projectId) {
    storage
    diskPath
    project {
      path
    }
    archive(sha: $sha, format: $format, path: $path) {
      sha
      ref
      format
      path
    }
  }
}`,
};

export type RepositoryCompareResult = {
  projectRepository: {
    compare: CompareFields;
  };
};

export const RepositoryCompare: Operation<RepositoryCompareResult> = {
  name: 'RepositoryCompare',
  document: `query RepositoryCompare($projectId: ID!, $from: String!, $to: String!, $straight: Boolean!) {
  projectRepository(projectId: $projectId) {
    compare(from: $from, to: $to, straight: $straight) {
      ...CompareFields
    }
  }
}

fragment CompareFields on Compare {
  commit {
    ...CommitFields
  }
  commits {
    ...CommitFields
  }
  diffs {
    ...DiffFields
  }
  compareTimeout
  compareSameRef
  project {
    webUrl
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

export type RepositoryMergeBaseResult = {
  repositoryMergeBase: CommitFields;
};

export const RepositoryMergeBase: Operation<RepositoryMergeBaseResult> = {
  name: 'RepositoryMergeBase',
  document: `query RepositoryMergeBase($projectId: ID!, $refs: [String!]!) {
  repositoryMergeBase(projectId: $projectId, refs: $refs) {
    ...CommitFields
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
