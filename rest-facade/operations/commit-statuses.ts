// Generated from commit-statuses.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { CommitStatusFields } from './fragments/commit-status';

export type CommitStatusesResult = {
  commitStatuses: {
    nodes: Array<CommitStatusFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const CommitStatuses: Operation<CommitStatusesResult> = {
  name: 'CommitStatuses',
  document: `query CommitStatuses($projectRef: String!, $sha: String!, $filter: CommitStatusesFilter, $page: Int!, $perPage: Int!) {
  commitStatuses(
    projectRef: $projectRef
    sha: $sha
    filter: $filter
    page: $page
    perPage: $perPage
  ) {
    nodes {
      ...CommitStatusFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment CommitStatusFields on CommitStatus {
  id
  sha
  ref
  status
  name
  targetUrl
  description
  createdAt
  startedAt
  finishedAt
  allowFailure
  coverage
  pipelineId
  author {
    ...UserBasicFields
  }
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}`,
};

export type CreateCommitStatusResult = {
  createCommitStatus: CommitStatusFields;
};

export const CreateCommitStatus: Operation<CreateCommitStatusResult> = {
  name: 'CreateCommitStatus',
  document: `mutation CreateCommitStatus($input: CreateCommitStatusInput!) {
  createCommitStatus(input: $input) {
    ...CommitStatusFields
  }
}

fragment CommitStatusFields on CommitStatus {
  id
  sha
  ref
  status
  name
  targetUrl
  description
  createdAt
  startedAt
  finishedAt
  allowFailure
  coverage
  pipelineId
  author {
    ...UserBasicFields
  }
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}`,
};
