// Generated from repository-storage-moves.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { RepositoryStorageMoveFields } from './fragments/repository-storage-move';

export type RepositoryStorageMovesResult = {
  repositoryStorageMoves: {
    nodes: Array<RepositoryStorageMoveFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const RepositoryStorageMoves: Operation<RepositoryStorageMovesResult> = {
  name: 'RepositoryStorageMoves',
  document: `query RepositoryStorageMoves($containerType: String!, $containerRef: ID, $page: Int!, $perPage: Int!) {
  repositoryStorageMoves(
    containerType: $containerType
    containerRef: $containerRef
    page: $page
    perPage: $perPage
  ) {
    nodes {
      ...RepositoryStorageMoveFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment RepositoryStorageMoveFields on RepositoryStorageMove {
  id
  createdAt
  state
  sourceStorageName
  destinationStorageName
  errorMessage
  containerType
  project {
    id
    description
    name
    nameWithNamespace
    path
    pathWithNamespace
    createdAt
  }
  snippet {
    id
    title
    description
    visibility
    author {
      ...UserBasicFields
    }
    createdAt
    updatedAt
    projectId
    project {
      pathWithNamespace
    }
  }
  group {
    id
    webUrl
    name
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

export type RepositoryStorageMoveResult = {
  repositoryStorageMove: RepositoryStorageMoveFields;
};

export const RepositoryStorageMove: Operation<RepositoryStorageMoveResult> = {
  name: 'RepositoryStorageMove',
  document: `query RepositoryStorageMove($containerType: String!, $containerRef: ID, $id: ID!) {
  repositoryStorageMove(
    containerType: $containerType
    containerRef: $containerRef
    id: $id
  ) {
    ...RepositoryStorageMoveFields
  }
}

fragment RepositoryStorageMoveFields on RepositoryStorageMove {
  id
  createdAt
  state
  sourceStorageName
  destinationStorageName
  errorMessage
  containerType
  project {
    id
    description
    name
    nameWithNamespace
    path
    pathWithNamespace
    createdAt
  }
  snippet {
    id
    title
    description
    visibility
    author {
      ...UserBasicFields
    }
    createdAt
    updatedAt
    projectId
    project {
      pathWithNamespace
    }
  }
  group {
    id
    webUrl
    name
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

export type ScheduleRepositoryStorageMoveResult = {
  scheduleRepositoryStorageMove: RepositoryStorageMoveFields;
};

export const ScheduleRepositoryStorageMove: Operation<ScheduleRepositoryStorageMoveResult> = {
  name: 'ScheduleRepositoryStorageMove',
  document: `mutation ScheduleRepositoryStorageMove($input: ScheduleStorageMoveInput!) {
  scheduleRepositoryStorageMove(input: $input) {
    ...RepositoryStorageMoveFields
  }
}

fragment RepositoryStorageMoveFields on RepositoryStorageMove {
  id
  createdAt
  state
  sourceStorageName
  destinationStorageName
  errorMessage
  containerType
  project {
    id
    description
    name
    nameWithNamespace
    path
    pathWithNamespace
    createdAt
  }
  snippet {
    id
    title
    description
    visibility
    author {
      ...UserBasicFields
    }
    createdAt
    updatedAt
    projectId
    project {
      pathWithNamespace
    }
  }
  group {
    id
    webUrl
    name
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

export type ScheduleBulkRepositoryStorageMovesResult = {
  scheduleBulkRepositoryStorageMoves: boolean;
};

export const ScheduleBulkRepositoryStorageMoves: Operation<ScheduleBulkRepositoryStorageMovesResult> = {
  name: 'ScheduleBulkRepositoryStorageMoves',
  document: `mutation ScheduleBulkRepositoryStorageMoves($input: ScheduleBulkStorageMovesInput!) {
  scheduleBulkRepositoryStorageMoves(input: $input)
}`,
};
