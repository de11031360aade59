// Generated from remote-mirrors.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { RemoteMirrorFields } from './fragments/remote-mirror';

export type RemoteMirrorsResult = {
  projectRemoteMirrors: {
    nodes: Array<RemoteMirrorFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const RemoteMirrors: Operation<RemoteMirrorsResult> = {
  name: 'RemoteMirrors',
  document: `query RemoteMirrors($projectId: ID!, $page: Int!, $perPage: Int!) {
  projectRemoteMirrors(projectId: $projectId, page: $page, perPage: $perPage) {
    nodes {
      ...RemoteMirrorFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment RemoteMirrorFields on RemoteMirror {
  id
  enabled
  url
  updateStatus
  lastUpdateAt
  lastUpdateStartedAt
  lastSuccessfulUpdateAt
  lastError
  onlyProtectedBranches
  keepDivergentRefs
  authMethod
  mirrorBranchRegex
}`,
};

export type RemoteMirrorResult = {
  projectRemoteMirror: RemoteMirrorFields;
};

export const RemoteMirror: Operation<RemoteMirrorResult> = {
  name: 'RemoteMirror',
  document: `query RemoteMirror($projectId: ID!, $mirrorId: ID!) {
  projectRemoteMirror(projectId: $projectId, mirrorId: $mirrorId) {
    ...RemoteMirrorFields
  }
}

fragment RemoteMirrorFields on RemoteMirror {
  id
  enabled
  url
  updateStatus
  lastUpdateAt
  lastUpdateStartedAt
  lastSuccessfulUpdateAt
  lastError
  onlyProtectedBranches
  keepDivergentRefs
  authMethod
  mirrorBranchRegex
}`,
};

export type RemoteMirrorPublicKeyResult = {
  remoteMirrorPublicKey: string;
};

export const RemoteMirrorPublicKey: Operation<RemoteMirrorPublicKeyResult> = {
  name: 'RemoteMirrorPublicKey',
  document: `query RemoteMirrorPublicKey($projectId: ID!, $mirrorId: ID!) {
  remoteMirrorPublicKey(projectId: $projectId, mirrorId: $mirrorId)
}`,
};

export type CreateRemoteMirrorResult = {
  createRemoteMirror: RemoteMirrorFields;
};

export const CreateRemoteMirror: Operation<CreateRemoteMirrorResult> = {
  name: 'CreateRemoteMirror',
  document: `mutation CreateRemoteMirror($input: CreateRemoteMirrorInput!) {
  createRemoteMirror(input: $input) {
    ...RemoteMirrorFields
  }
}

fragment RemoteMirrorFields on RemoteMirror {
  id
  enabled
  url
  updateStatus
  lastUpdateAt
  lastUpdateStartedAt
  lastSuccessfulUpdateAt
  lastError
  onlyProtectedBranches
  keepDivergentRefs
  authMethod
  mirrorBranchRegex
}`,
};

export type UpdateRemoteMirrorResult = {
  updateRemoteMirror: RemoteMirrorFields;
};

export const UpdateRemoteMirror: Operation<UpdateRemoteMirrorResult> = {
  name: 'UpdateRemoteMirror',
  document: `mutation UpdateRemoteMirror($input: UpdateRemoteMirrorInput!) {
  updateRemoteMirror(input: $input) {
    ...RemoteMirrorFields
  }
}

fragment RemoteMirrorFields on RemoteMirror {
  id
  enabled
  url
  updateStatus
  lastUpdateAt
  lastUpdateStartedAt
  lastSuccessfulUpdateAt
  lastError
  onlyProtectedBranches
  keepDivergentRefs
  authMethod
  mirrorBranchRegex
}`,
};

export type DeleteRemoteMirrorResult = {
  deleteRemoteMirror: boolean;
};

export const DeleteRemoteMirror: Operation<DeleteRemoteMirrorResult> = {
  name: 'DeleteRemoteMirror',
  document: `mutation DeleteRemoteMirror($projectId: ID!, $mirrorId: ID!) {
  deleteRemoteMirror(projectId: $projectId, mirrorId: $mirrorId)
}`,
};

export type SyncRemoteMirrorResult = {
  syncRemoteMirror: boolean;
};

export const SyncRemoteMirror: Operation<SyncRemoteMirrorResult> = {
  name: 'SyncRemoteMirror',
  document: `mutation SyncRemoteMirror($projectId: ID!, $mirrorId: ID!) {
  syncRemoteMirror(projectId: $projectId, mirrorId: $mirrorId)
}`,
};
