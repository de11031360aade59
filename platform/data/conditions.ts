/** A PostgreSQL integer-array literal, bound as one string parameter and cast with `?::int[]`. */
export function intArray(ids: Iterable<number>): string {
  const values = [...ids].filter((id) => Number.isInteger(id));
  return `{${values.join(',')}}`;
}

/** A PostgreSQL text-array literal (each element quoted and escaped), bound as one string parameter and cast with `?::text[]`. */
export function textArray(values: Iterable<string>): string {
  return `{${[...values].map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/** `value` with LIKE's pattern characters escaped, to match literally inside a pattern. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%term%` for ILIKE, with the pattern characters of `term` escaped. */
export function likePattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** A WHERE clause assembled from conditions and their `?` parameters, in order. */
export class Conditions {
  private readonly parts: string[] = [];
  readonly params: unknown[] = [];

  add(sql: string, ...params: unknown[]): this {
    this.parts.push(`(${sql})`);
    this.params.push(...params);
    return this;
  }

  get sql(): string {
    return this.parts.length ? this.parts.join(' and ') : 'true';
  }
}

/** Gitlab::SQL::Pattern::MIN_CHARS_FOR_PARTIAL_MATCHING: shorter words match only as a whole query. */
const MIN_CHARS_FOR_PARTIAL_MATCHING = 3;

/** The query's words, a `"quoted phrase"` counting as one (Gitlab::SQL::Pattern.split_query_to_search_terms). */
export function searchTerms(query: string): string[] {
  const quoted: string[] = [];
  const rest = query.replace(/(?<=^| )"[^"]+"(?= |$)/g, (term) => {
    quoted.push(term.slice(1, -1));
    return '';
  });
  return [...rest.split(/\s+/).filter(Boolean), ...quoted];
}

/**
 * GitLab's `fuzzy_search(query, columns)` as a condition with its parameters: a column matches when
 * it contains every word of 3 or more characters (ILIKE); a query without such words must equal the
 * column case-insensitively. Null for a blank query, which filters nothing. `minChars` lowers the
 * word length for models that override min_chars_for_partial_matching (labels: 1).
 */
export function fuzzySearch(columns: readonly string[], search: string, minChars = MIN_CHARS_FOR_PARTIAL_MATCHING): { sql: string; params: string[] } | null {
  const query = search.trim().replace(/\s+/g, ' ');
  if (!query) return null;
  const words = searchTerms(query).filter((word) => word.length >= minChars);
  const patterns = words.length ? words.map(likePattern) : [escapeLike(query)];
  const matchColumn = (column: string) => patterns.map(() => `${column} ilike ?`).join(' and ');
  return {
    sql: columns.map((column) => `(${matchColumn(column)})`).join(' or '),
    params: columns.flatMap(() => patterns),
  };
}
