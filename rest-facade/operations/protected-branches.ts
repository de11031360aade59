// Generated from protected-branches.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { ProtectedBranchFields } from './fragments/branch';

export type ProtectedBranchesResult = {
  repositoryProtectedBranches: {
    nodes: Array<ProtectedBranchFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const ProtectedBranches: Operation<ProtectedBranchesResult> = {
  name: 'ProtectedBranches',
  document: `query ProtectedBranches($projectId: ID!, $search: String, $page: Int!, $perPage: Int!) {
  repositoryProtectedBranches(
    projectId: $projectId
    search: $search
    page: $page
    perPage: $perPage
  ) {
    nodes {
      ...ProtectedBranchFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment ProtectedBranchFields on ProtectedBranch {
  id
  name
  allowForcePush
  codeOwnerApprovalRequired
  pushAccessLevels {
    ...ProtectedRefAccessFields
  }
  mergeAccessLevels {
    ...ProtectedRefAccessFields
  }
  unprotectAccessLevels {
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

export type ProtectedBranchResult = {
  projectRepository: {
    protectedBranch: ProtectedBranchFields;
  };
};

export const ProtectedBranch: Operation<ProtectedBranchResult> = {
  name: 'ProtectedBranch',
  document: `query ProtectedBranch($projectId: ID!, $name: String!) {
  projectRepository(projectId: $projectId) {
    protectedBranch(name: $name) {
      ...ProtectedBranchFields
    }
  }
}

fragment ProtectedBranchFields on ProtectedBranch {
  id
  name
  allowForcePush
  codeOwnerApprovalRequired
  pushAccessLevels {
    ...ProtectedRefAccessFields
  }
  mergeAccessLevels {
    ...ProtectedRefAccessFields
  }
  unprotectAccessLevels {
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

export type ProtectBranchResult = {
  protectBranch: ProtectedBranchFields;
};

export const ProtectBranch: Operation<ProtectBranchResult> = {
  name: 'ProtectBranch',
  document: `mutation ProtectBranch($input: ProtectBranchInput!) {
  protectBranch(input: $input) {
    ...ProtectedBranchFields
  }
}

fragment ProtectedBranchFields on ProtectedBranch {
  id
  name
  allowForcePush
  codeOwnerApprovalRequired
  pushAccessLevels {
    ...ProtectedRefAccessFields
  }
  mergeAccessLevels {
    ...ProtectedRefAccessFields
  }
  unprotectAccessLevels {
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

export type UnprotectBranchResult = {
  unprotectBranch: boolean;
};

export const UnprotectBranch: Operation<UnprotectBranchResult> = {
  name: 'UnprotectBranch',
  document: `mutation UnprotectBranch($projectId: ID!, $name: String!) {
  unprotectBranch(projectId: $projectId, name: $name)
}`,
};
