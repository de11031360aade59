import type { EntityClass, EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

type Column = { name: string; field: string; toValue: (raw: unknown) => unknown };
interface RecordShape {
  columns: Column[];
  Instance: new () => Record<string, unknown>;
}
const shapeCache = new WeakMap<object, RecordShape>();

/**
 * Read-only records straight from query rows, for hot read paths (lists, batched references).
 * Managed MikroORM entities define an accessor per property on every instance, which dominates a
 * 20-row page; these records carry the same properties but are not tracked, so they
 * must never be changed and flushed — services load managed entities for writes.
 */
export function plainRecords<T extends object>(em: EntityManager, entity: EntityClass<T>, rows: Array<Record<string, unknown>>): T[] {
  const { columns, Instance } = recordShapeOf(em, entity);
  return rows.map((row) => {
    const record = new Instance();
    for (const column of columns) record[column.name] = column.toValue(row[column.field]);
    return record as unknown as T;
  });
}

/**
 * A record class whose prototype chains to the entity's (so `instanceof` holds and type-graphql
 * does not copy each root into a `new Entity()` per field resolver) but shadows MikroORM's tracking
 * accessors with plain writable slots, so assignment stays a fast own-property write.
 */
function recordShapeOf(em: EntityManager, entity: EntityClass<object>): RecordShape {
  let shape = shapeCache.get(entity);
  if (!shape) {
    const meta = em.getMetadata().get(entity.name);
    const columns = meta.props
      .filter((p) => p.persist !== false && p.fieldNames?.length === 1 && p.kind === 'scalar')
      .map((p) => ({ name: p.name, field: p.fieldNames[0], toValue: converterOf(p) }));
    const prototype = Object.create(entity.prototype);
    for (const column of columns) Object.defineProperty(prototype, column.name, { value: null, writable: true, enumerable: false, configurable: true });
    const Instance = function RecordOfEntity(this: object) {} as unknown as RecordShape["Instance"];
    Instance.prototype = prototype;
    shape = { columns, Instance };
    shapeCache.set(entity, shape);
  }
  return shape;
}

/** MikroORM's pg setup returns timestamps as strings; entities expose them as Dates. */
function converterOf(prop: EntityProperty): Column['toValue'] {
  const type = String(prop.columnTypes?.[0] ?? prop.type).toLowerCase();
  if (type.startsWith('timestamp') || type === 'datetime') return (raw) => (raw === null || raw === undefined ? null : new Date(String(raw)));
  return (raw) => (raw === undefined ? null : raw);
}
