/**
 * The one id parser for `:id`s and id arguments. Every table's id column is PostgreSQL's `integer`, so
 * a number past its range names no record: it must answer "not found", never reach SQL (where it
 * overflows) or JavaScript arithmetic (where 5,000 digits become Infinity).
 */
export const MAX_RECORD_ID = 2147483647;

const DIGITS = /^\d+$/;

/** True when `ref` is meant as an id (GitLab's INTEGER_ID_REGEX), whatever its size. */
export function isNumericRef(ref: string): boolean {
  return DIGITS.test(ref);
}

/** A positive id within the column's range, or null: an id that cannot exist. */
export function parseRecordId(id: string | number | null | undefined): number | null {
  if (id === null || id === undefined) return null;
  const text = String(id);
  if (!DIGITS.test(text) || text.length > 10) return null;
  const value = Number(text);
  return value >= 1 && value <= MAX_RECORD_ID ? value : null;
}
