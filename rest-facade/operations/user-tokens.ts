// Generated from user-tokens.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { AccessTokenFields, NewAccessTokenFields } from './fragments/access-token';

export type CreatePersonalAccessTokenResult = {
  createPersonalAccessToken: NewAccessTokenFields;
};

export const CreatePersonalAccessToken: Operation<CreatePersonalAccessTokenResult> = {
  name: 'CreatePersonalAccessToken',
  document: `mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {
  createPersonalAccessToken(input: $input) {
    ...NewAccessTokenFields
  }
}

fragment NewAccessTokenFields on NewAccessToken {
  token
  accessToken {
    ...AccessTokenFields
  }
}

fragment AccessTokenFields on AccessToken {
  id
  name
  revoked
  createdAt
  description
  scopes
  userId
  lastUsedAt
  active
  expiresAt
  impersonation
  lastUsedIps
}`,
};

export type CreateOwnPersonalAccessTokenResult = {
  createOwnPersonalAccessToken: NewAccessTokenFields;
};

export const CreateOwnPersonalAccessToken: Operation<CreateOwnPersonalAccessTokenResult> = {
  name: 'CreateOwnPersonalAccessToken',
  document: `mutation CreateOwnPersonalAccessToken($input: CreateOwnPersonalAccessTokenInput!) {
  createOwnPersonalAccessToken(input: $input) {
    ...NewAccessTokenFields
  }
}

fragment NewAccessTokenFields on NewAccessToken {
  token
  accessToken {
    ...AccessTokenFields
  }
}

fragment AccessTokenFields on AccessToken {
  id
  name
  revoked
  createdAt
  description
  scopes
  userId
  lastUsedAt
  active
  expiresAt
  impersonation
  lastUsedIps
}`,
};

export type ImpersonationTokensResult = {
  impersonationTokens: {
    nodes: Array<AccessTokenFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const ImpersonationTokens: Operation<ImpersonationTokensResult> = {
  name: 'ImpersonationTokens',
  document: `query ImpersonationTokens($userId: ID!, $state: String!, $page: Int!, $perPage: Int!) {
  impersonationTokens(
    userId: $userId
    state: $state
    page: $page
    perPage: $perPage
  ) {
    nodes {
      ...AccessTokenFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment AccessTokenFields on AccessToken {
  id
  name
  revoked
  createdAt
  description
  scopes
  userId
  lastUsedAt
  active
  expiresAt
  impersonation
  lastUsedIps
}`,
};

export type ImpersonationTokenResult = {
  impersonationToken: AccessTokenFields;
};

export const ImpersonationToken: Operation<ImpersonationTokenResult> = {
  name: 'ImpersonationToken',
  document: `query ImpersonationToken($userId: ID!, $id: Int!) {
  impersonationToken(userId: $userId, id: $id) {
    ...AccessTokenFields
  }
}

fragment AccessTokenFields on AccessToken {
  id
  name
  revoked
  createdAt
  description
  scopes
  userId
  lastUsedAt
  active
  expiresAt
  impersonation
  lastUsedIps
}`,
};

export type CreateImpersonationTokenResult = {
  createImpersonationToken: NewAccessTokenFields;
};

export const CreateImpersonationToken: Operation<CreateImpersonationTokenResult> = {
  name: 'CreateImpersonationToken',
  document: `mutation CreateImpersonationToken($input: CreateImpersonationTokenInput!) {
  createImpersonationToken(input: $input) {
    ...NewAccessTokenFields
  }
}

fragment NewAccessTokenFields on NewAccessToken {
  token
  accessToken {
    ...AccessTokenFields
  }
}

fragment AccessTokenFields on AccessToken {
  id
  name
  revoked
  createdAt
  description
  scopes
  userId
  lastUsedAt
  active
  expiresAt
  impersonation
  lastUsedIps
}`,
};

export type RevokeImpersonationTokenResult = {
  revokeImpersonationToken: boolean;
};

export const RevokeImpersonationToken: Operation<RevokeImpersonationTokenResult> = {
  name: 'RevokeImpersonationToken',
  document: `mutation RevokeImpersonationToken($userId: ID!, $id: Int!) {
  revokeImpersonationToken(userId: $userId, id: $id)
}`,
};
