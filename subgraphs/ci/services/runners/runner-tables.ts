import { defineTables } from '@forgegraph/platform';
import { SCHEMA } from '../tables';

/** Tables of the runners API beside the protocol's (services/tables.ts). */
export const RT = defineTables(SCHEMA, {
  registrationTokens: 'runner_registration_tokens',
});

/** A list of ids as one PostgreSQL array parameter (`= any(?::int[])`). */
export const intArray = (ids: readonly number[]): string => `{${ids.join(',')}}`;
