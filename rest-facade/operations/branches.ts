// Generated from branches.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { BranchFields } from './fragments/branch';

export type RepositoryBranchesResult = {
  repositoryBranches: {
    nodes: Array<BranchFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const RepositoryBranches: Operation<RepositoryBranchesResult> = {
  name: 'RepositoryBranches',
  document: `query RepositoryBranches($projectId: ID!, $search: String, $regex: String, $sort: String, $page: Int!, $perPage: Int!) {
  repositoryBranches(
    projectId: $projectId
    search: $search
    regex: $regex
    sort: $sort
    page: $page
    perPage: $perPage
  ) {
    nodes {
      ...BranchFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment BranchFields on Branch {
  name
  merged
  protected
  developersCanPush
  developersCanMerge
  canPush
  default
  project {
    webUrl
  }
  commit {
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

export type RepositoryBranchResult = {
  projectRepository: {
    branch: BranchFields;
  };
};

export const RepositoryBranch: Operation<RepositoryBranchResult> = {
  name: 'RepositoryBranch',
  document: `query RepositoryBranch($projectId: ID!, $name: String!) {
  projectRepository(projectId: $projectId) {
    branch(name: $name) {
      ...BranchFields
    }
  }
}

fragment BranchFields on Branch {
  name
  merged
  protected
  developersCanPush
  developersCanMerge
  canPush
  default
  project {
    webUrl
  }
  commit {
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

export type CreateBranchResult = {
  createBranch: BranchFields;
};

export const CreateBranch: Operation<CreateBranchResult> = {
  name: 'CreateBranch',
  document: `mutation CreateBranch($input: CreateBranchInput!) {
  createBranch(input: $input) {
    ...BranchFields
  }
}

fragment BranchFields on Branch {
  name
  merged
  protected
  developersCanPush
  developersCanMerge
  canPush
  default
  project {
    webUrl
  }
  commit {
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

export type DeleteBranchResult = {
  deleteBranch: boolean;
};

export const DeleteBranch: Operation<DeleteBranchResult> = {
  name: 'DeleteBranch',
  document: `mutation DeleteBranch($projectId: ID!, $branch: String!) {
  deleteBranch(projectId: $projectId, branch: $branch)
}`,
};
