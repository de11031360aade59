// Generated from namespaces.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { NamespaceFields } from './fragments/namespace';

export type NamespacesResult = {
  namespaces: {
    nodes: Array<NamespaceFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const Namespaces: Operation<NamespacesResult> = {
  name: 'Namespaces',
  document: `query Namespaces($filter: NamespaceFilter, $page: Int!, $perPage: Int!) {
  namespaces(filter: $filter, page: $page, perPage: $perPage) {
    nodes {
      ...NamespaceFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment NamespaceFields on Namespace {
  ...NamespaceBasicFields
  viewerCanAdmin
  membersCountWithDescendants
  projectsCount
  billableMembersCount
}

fragment NamespaceBasicFields on Namespace {
  id
  name
  path
  kind
  fullPath
  parentId
  webUrl
  owner {
    avatarUrl
  }
}`,
};

export type NamespaceResult = {
  namespace: NamespaceFields;
};

export const Namespace: Operation<NamespaceResult> = {
  name: 'Namespace',
  document: `query Namespace($ref: String!) {
  namespace(ref: $ref) {
    ...NamespaceFields
  }
}

fragment NamespaceFields on Namespace {
  ...NamespaceBasicFields
  viewerCanAdmin
  membersCountWithDescendants
  projectsCount
  billableMembersCount
}

fragment NamespaceBasicFields on Namespace {
  id
  name
  path
  kind
  fullPath
  parentId
  webUrl
  owner {
    avatarUrl
  }
}`,
};

export type NamespaceExistsResult = {
  namespaceExists: {
    exists: boolean;
    suggests: Array<string>;
  };
};

export const NamespaceExists: Operation<NamespaceExistsResult> = {
  name: 'NamespaceExists',
  document: `query NamespaceExists($path: String!, $parentId: ID) {
  namespaceExists(path: $path, parentId: $parentId) {
    exists
    suggests
  }
}`,
};
