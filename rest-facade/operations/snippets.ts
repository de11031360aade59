// Generated from snippets.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { SnippetFields } from './fragments/snippet';

export type SnippetsResult = {
  snippets: {
    nodes: Array<SnippetFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const Snippets: Operation<SnippetsResult> = {
  name: 'Snippets',
  document: `query Snippets($scope: String!, $page: Int!, $perPage: Int!, $createdAfter: DateTimeISO, $createdBefore: DateTimeISO, $repositoryStorage: String) {
  snippets(
    scope: $scope
    page: $page
    perPage: $perPage
    createdAfter: $createdAfter
    createdBefore: $createdBefore
    repositoryStorage: $repositoryStorage
  ) {
    nodes {
      ...SnippetFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment SnippetFields on Snippet {
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
  files
  defaultBranch
  imported
  importedFrom
  repositoryStorage
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

export type SnippetResult = {
  snippet: SnippetFields;
};

export const Snippet: Operation<SnippetResult> = {
  name: 'Snippet',
  document: `query Snippet($id: ID!) {
  snippet(id: $id) {
    ...SnippetFields
  }
}

fragment SnippetFields on Snippet {
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
  files
  defaultBranch
  imported
  importedFrom
  repositoryStorage
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

export type CreateSnippetResult = {
  createSnippet: SnippetFields;
};

export const CreateSnippet: Operation<CreateSnippetResult> = {
  name: 'CreateSnippet',
  document: `mutation CreateSnippet($input: CreateSnippetInput!) {
  createSnippet(input: $input) {
    ...SnippetFields
  }
}

fragment SnippetFields on Snippet {
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
  files
  defaultBranch
  imported
  importedFrom
  repositoryStorage
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

export type UpdateSnippetResult = {
  updateSnippet: SnippetFields;
};

export const UpdateSnippet: Operation<UpdateSnippetResult> = {
  name: 'UpdateSnippet',
  document: `mutation UpdateSnippet($input: UpdateSnippetInput!) {
  updateSnippet(input: $input) {
    ...SnippetFields
  }
}

fragment SnippetFields on Snippet {
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
  files
  defaultBranch
  imported
  importedFrom
  repositoryStorage
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

export type DeleteSnippetResult = {
  deleteSnippet: boolean;
};

export const DeleteSnippet: Operation<DeleteSnippetResult> = {
  name: 'DeleteSnippet',
  document: `mutation DeleteSnippet($id: ID!, $projectId: ID) {
  deleteSnippet(id: $id, projectId: $projectId)
}`,
};

export type ProjectSnippetsResult = {
  projectSnippets: {
    nodes: Array<SnippetFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const ProjectSnippets: Operation<ProjectSnippetsResult> = {
  name: 'ProjectSnippets',
  document: `query ProjectSnippets($projectId: ID!, $page: Int!, $perPage: Int!) {
  projectSnippets(projectId: $projectId, page: $page, perPage: $perPage) {
    nodes {
      ...SnippetFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment SnippetFields on Snippet {
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
  files
  defaultBranch
  imported
  importedFrom
  repositoryStorage
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

export type ProjectSnippetResult = {
  projectSnippet: SnippetFields;
};

export const ProjectSnippet: Operation<ProjectSnippetResult> = {
  name: 'ProjectSnippet',
  document: `query ProjectSnippet($projectId: ID!, $id: ID!) {
  projectSnippet(projectId: $projectId, id: $id) {
    ...SnippetFields
  }
}

fragment SnippetFields on Snippet {
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
  files
  defaultBranch
  imported
  importedFrom
  repositoryStorage
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

export type SnippetBlobResult = {
  snippetBlob: {
    path: string;
    blobId: string;
    size: number;
    location: {
      storage: string;
      diskPath: string;
    };
  };
};

export const SnippetBlob: Operation<SnippetBlobResult> = {
  name: 'SnippetBlob',
  document: `query SnippetBlob($id: ID!, $projectId: ID, $ref: String, $path: String) {
  snippetBlob(id: $id, projectId: $projectId, ref: $ref, path: $path) {
    path
    blobId
    size
    location {
      storage
      diskPath
    }
  }
}`,
};

export type SnippetUserAgentDetailResult = {
  snippetUserAgentDetail: {
    userAgent: string;
    ipAddress: string;
    akismetSubmitted: boolean;
  };
};

export const SnippetUserAgentDetail: Operation<SnippetUserAgentDetailResult> = {
  name: 'SnippetUserAgentDetail',
  document: `query SnippetUserAgentDetail($id: ID!, $projectId: ID) {
  snippetUserAgentDetail(id: $id, projectId: $projectId) {
    userAgent
    ipAddress
    akismetSubmitted
  }
}`,
};
