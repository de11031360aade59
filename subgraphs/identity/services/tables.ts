import { defineTables } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';

/** The identity schema and its tables, for hand-written SQL and knex queries. */
export const SCHEMA = 'identity';
export const T = defineTables(SCHEMA, {
  users: 'users',
  userIdentities: 'user_identities',
  userCustomAttributes: 'user_custom_attributes',
  accessTokens: 'access_tokens',
});

/**
 * What a service that runs hand-written SQL only (no unit of work) needs: any EntityManager serves,
 * so the edge's per-request token check takes no fork.
 */
export type SqlConnectionSource = Pick<EntityManager, 'getConnection'>;
