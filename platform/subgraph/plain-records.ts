import type { EntityClass, EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

type Column = { name: string; field: string; isDate: boolean };
interface RecordShape {
  Instance: new (row: Record<string, unknown>) => Record<string, unknown>;
}
const shapeCache = new WeakMap<object, RecordShape>();

/**
 * Read-only records straight from query rows, for hot read paths (lists, batched references).
 * Managed MikroORM entities define an accessor per property on every instance, which dominates a
 * 20-row page; these records carry the same properties but are not tracked, so they
 * must never be changed and flushed — services load managed entities for writes.
 */
export function plainRecords<T extends object>(em: EntityManager, entity: EntityClass<T>, rows: Array<Record<string, unknown>>): T[] {
  const { Instance } = recordShapeOf(em, entity);
  return rows.map((row) => new Instance(row) as unknown as T);
}

/**
 * A record class whose prototype chains to the entity's (so `instanceof` holds and type-graphql
 * does not copy each root into a `new Entity()` per field resolver) but shadows MikroORM's tracking
 * accessors with plain writable slots. Its constructor is generated once per entity with one named
 * store per column: a loop of `record[name] = …` is a megamorphic keyed store per column and row,
 * and was most of a page's conversion time.
 */
function recordShapeOf(em: EntityManager, entity: EntityClass<object>): RecordShape {
  let shape = shapeCache.get(entity);
  if (!shape) {
    const meta = em.getMetadata().get(entity.name);
    const columns: Column[] = meta.props
      .filter((p) => p.persist !== false && p.fieldNames?.length === 1 && p.kind === 'scalar')
      .map((p) => ({ name: p.name, field: p.fieldNames[0], isDate: isTimestamp(p) }));
    const prototype = Object.create(entity.prototype);
    for (const column of columns) Object.defineProperty(prototype, column.name, { value: null, writable: true, enumerable: false, configurable: true });
    const assignments = columns.map(({ name, field, isDate }) => {
      const raw = `row[${JSON.stringify(field)}]`;
      // MikroORM's pg setup returns timestamps as strings; entities expose them as Dates.
      const value = isDate ? `(${raw} == null ? null : new Date(String(${raw})))` : `(${raw} === undefined ? null : ${raw})`;
      return `this[${JSON.stringify(name)}] = ${value};`;
    });
    const Instance = new Function('row', assignments.join('\n')) as unknown as RecordShape['Instance'];
    Instance.prototype = prototype;
    shape = { Instance };
    shapeCache.set(entity, shape);
  }
  return shape;
}

function isTimestamp(prop: EntityProperty): boolean {
  const type = String(prop.columnTypes?.[0] ?? prop.type).toLowerCase();
  return type.startsWith('timestamp') || type === 'datetime';
}
