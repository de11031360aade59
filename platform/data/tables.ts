/**
 * A subgraph's table constants for hand-written SQL (which ignores the ORM's schema): each name
 * becomes a quoted, schema-qualified identifier, so no query spells `"schema"."table"` itself.
 */
export function defineTables<K extends string>(schema: string, tables: Record<K, string>): Readonly<Record<K, string>> {
  const quoted = {} as Record<K, string>;
  for (const key of Object.keys(tables) as K[]) quoted[key] = `${quoteIdentifier(schema)}.${quoteIdentifier(tables[key])}`;
  return Object.freeze(quoted);
}

/** `table as alias` for knex's `from`, which would otherwise re-quote an already quoted identifier. */
export function tableAs(table: string, alias: string): string {
  return `${table} as ${quoteIdentifier(alias)}`;
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
