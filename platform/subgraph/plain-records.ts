import type { EntityClass, EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

type Column = { name: string; field: string; toValue: (raw: unknown) => unknown };
const columnCache = new WeakMap<object, Column[]>();

/**
 * Read-only records straight from query rows, for hot read paths (lists, batched references).
 * Managed MikroORM entities define an accessor per property on every instance, which dominates a
 * 20-row page; these records carry the same properties but are not tracked, so they
 * must never be changed and flushed — services load managed entities for writes.
 */
export function plainRecords<T extends object>(em: EntityManager, entity: EntityClass<T>, rows: Array<Record<string, unknown>>): T[] {
  const columns = columnsOf(em, entity);
  return rows.map((row) => {
    // The entity's prototype keeps `instanceof` true (type-graphql otherwise copies each root into a
    // `new Entity()` per field resolver); own data properties bypass MikroORM's tracking setters there.
    const record = Object.create(entity.prototype) as T;
    for (const column of columns) {
      Object.defineProperty(record, column.name, { value: column.toValue(row[column.field]), writable: true, enumerable: true, configurable: true });
    }
    return record;
  });
}

function columnsOf(em: EntityManager, entity: EntityClass<object>): Column[] {
  let columns = columnCache.get(entity);
  if (!columns) {
    const meta = em.getMetadata().get(entity.name);
    columns = meta.props
      .filter((p) => p.persist !== false && p.fieldNames?.length === 1 && p.kind === 'scalar')
      .map((p) => ({ name: p.name, field: p.fieldNames[0], toValue: converterOf(p) }));
    columnCache.set(entity, columns);
  }
  return columns;
}

/** MikroORM's pg setup returns timestamps as strings; entities expose them as Dates. */
function converterOf(prop: EntityProperty): Column['toValue'] {
  const type = String(prop.columnTypes?.[0] ?? prop.type).toLowerCase();
  if (type.startsWith('timestamp') || type === 'datetime') return (raw) => (raw === null || raw === undefined ? null : new Date(String(raw)));
  return (raw) => (raw === undefined ? null : raw);
}
