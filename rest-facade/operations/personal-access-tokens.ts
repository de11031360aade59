// Generated from personal-access-tokens.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { AccessTokenFields, NewAccessTokenFields } from './fragments/access-token';

export type PersonalAccessTokensResult = {
  personalAccessTokens: {
    nodes: Array<AccessTokenFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const PersonalAccessTokens: Operation<PersonalAccessTokensResult> = {
  name: 'PersonalAccessTokens',
  document: `query PersonalAccessTokens($filter: PersonalAccessTokenFilter, $page: Int!, $perPage: Int!) {
  personalAccessTokens(filter: $filter, page: $page, perPage: $perPage) {
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

export type CurrentAccessTokenResult = {
  currentAccessToken: AccessTokenFields;
};

export const CurrentAccessToken: Operation<CurrentAccessTokenResult> = {
  name: 'CurrentAccessToken',
  document: `query CurrentAccessToken {
  currentAccessToken {
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

export type RevokeCurrentAccessTokenResult = {
  revokeCurrentAccessToken: boolean;
};

export const RevokeCurrentAccessToken: Operation<RevokeCurrentAccessTokenResult> = {
  name: 'RevokeCurrentAccessToken',
  document: `mutation RevokeCurrentAccessToken {
  revokeCurrentAccessToken
}`,
};

export type RotateCurrentAccessTokenResult = {
  rotateCurrentAccessToken: NewAccessTokenFields;
};

export const RotateCurrentAccessToken: Operation<RotateCurrentAccessTokenResult> = {
  name: 'RotateCurrentAccessToken',
  document: `mutation RotateCurrentAccessToken($expiresAt: String) {
  rotateCurrentAccessToken(expiresAt: $expiresAt) {
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

export type PersonalAccessTokenResult = {
  personalAccessToken: AccessTokenFields;
};

export const PersonalAccessToken: Operation<PersonalAccessTokenResult> = {
  name: 'PersonalAccessToken',
  document: `query PersonalAccessToken($id: ID!) {
  personalAccessToken(id: $id) {
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

export type RotatePersonalAccessTokenResult = {
  rotatePersonalAccessToken: NewAccessTokenFields;
};

export const RotatePersonalAccessToken: Operation<RotatePersonalAccessTokenResult> = {
  name: 'RotatePersonalAccessToken',
  document: `mutation RotatePersonalAccessToken($id: ID!, $expiresAt: String) {
  rotatePersonalAccessToken(id: $id, expiresAt: $expiresAt) {
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

export type RevokePersonalAccessTokenResult = {
  revokePersonalAccessToken: boolean;
};

export const RevokePersonalAccessToken: Operation<RevokePersonalAccessTokenResult> = {
  name: 'RevokePersonalAccessToken',
  document: `mutation RevokePersonalAccessToken($id: ID!) {
  revokePersonalAccessToken(id: $id)
}`,
};
