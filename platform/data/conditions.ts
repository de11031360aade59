/** A PostgreSQL integer-array literal, bound as one string parameter and cast with `?::int[]`. */
export function intArray(ids: Iterable<number>): string {
  const values = [...ids].filter((id) => Number.isInteger(id));
  return `{${values.join(',')}}`;
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
