// Generated from protected-tags.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { ProtectedTagFields } from './fragments/protected-tag';

export type ProtectedTagsResult = {
  repositoryProtectedTags: {
    nodes: Array<ProtectedTagFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const ProtectedTags: Operation<ProtectedTagsResult> = {
  name: 'ProtectedTags',
  document: `query ProtectedTags($projectId: ID!, $page: Int!, $perPage: Int!) {
  repositoryProtectedTags(projectId: $projectId, page: $page, perPage: $perPage) {
    nodes {
      ...ProtectedTagFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment ProtectedTagFields on ProtectedTag {
  id
  name
  createAccessLevels {
    ...ProtectedRefAccessFields
  }
}

fragment ProtectedRefAccessFields on ProtectedRefAccess {
  id
  accessLevel
  accessLevelDescription
  userId
  groupId
  deployKeyId
}`,
};

export type ProtectedTagResult = {
  repositoryProtectedTag: ProtectedTagFields;
};

export const ProtectedTag: Operation<ProtectedTagResult> = {
  name: 'ProtectedTag',
  document: `query ProtectedTag($projectId: ID!, $name: String!) {
  repositoryProtectedTag(projectId: $projectId, name: $name) {
    ...ProtectedTagFields
  }
}

fragment ProtectedTagFields on ProtectedTag {
  id
  name
  createAccessLevels {
    ...ProtectedRefAccessFields
  }
}

fragment ProtectedRefAccessFields on ProtectedRefAccess {
  id
  accessLevel
  accessLevelDescription
  userId
  groupId
  deployKeyId
}`,
};

export type ProtectTagResult = {
  protectTag: ProtectedTagFields;
};

export const ProtectTag: Operation<ProtectTagResult> = {
  name: 'ProtectTag',
  document: `mutation ProtectTag($input: ProtectTagInput!) {
  protectTag(input: $input) {
    ...ProtectedTagFields
  }
}

fragment ProtectedTagFields on ProtectedTag {
  id
  name
  createAccessLevels {
    ...ProtectedRefAccessFields
  }
}

fragment ProtectedRefAccessFields on ProtectedRefAccess {
  id
  accessLevel
  accessLevelDescription
  userId
  groupId
  deployKeyId
}`,
};

export type UnprotectTagResult = {
  unprotectTag: boolean;
};

export const UnprotectTag: Operation<UnprotectTagResult> = {
  name: 'UnprotectTag',
  document: `mutation UnprotectTag($projectId: ID!, $name: String!) {
  unprotectTag(projectId: $projectId, name: $name)
}`,
};
