import { defineTables } from '@forgegraph/platform';

/** The identity schema and its tables, for hand-written SQL and knex queries. */
export const SCHEMA = 'identity';
export const T = defineTables(SCHEMA, {
  users: 'users',
  userIdentities: 'user_identities',
  userCustomAttributes: 'user_custom_attributes',
  accessTokens: 'access_tokens',
});
