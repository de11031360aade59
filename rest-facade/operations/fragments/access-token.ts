// Generated from fragments/access-token.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.

export type AccessTokenFields = {
  id: string;
  name: string;
  revoked: boolean;
  createdAt: string;
  description: string | null;
  scopes: Array<string>;
  userId: string;
  lastUsedAt: string | null;
  active: boolean;
  expiresAt: string | null;
  impersonation: boolean;
  lastUsedIps: Array<string>;
};

export type NewAccessTokenFields = {
  token: string;
  accessToken: AccessTokenFields;
};
