/** A list of ids as one PostgreSQL array parameter (`= any(?::int[])`). */
export const intArray = (ids: readonly number[]): string => `{${ids.join(',')}}`;
