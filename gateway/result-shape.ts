import {
  getNamedType, isAbstractType, isCompositeType, isListType, isNonNullType, Kind,
  type DocumentNode, type FragmentDefinitionNode, type GraphQLCompositeType, type GraphQLObjectType,
  type GraphQLOutputType, type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode,
} from 'graphql';

/** A selection set flattened for one type: each response name once, with what to select below it. */
interface ShapeField {
  responseName: string;
  type: GraphQLOutputType;
  shape?: ResultShape;
}
export type ResultShape = ShapeField[];

/** Marks a value that broke a non-null field: its nearest nullable ancestor becomes null. */
const INVALID = Symbol('invalid');

/**
 * The client's selections as a plain field list per level, for operations whose selections need no
 * runtime type decisions: fragments only on the type they are spread into, no `__typename`, no
 * `@skip`/`@include`, no introspection. Undefined for any other operation (the gateway shapes those).
 */
export function compileResultShape(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): ResultShape | undefined {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const root = schema.getRootType(operation.operation);
  if (!root) return undefined;
  try {
    return shapeOf(root, [operation.selectionSet], fragments);
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

class Unsupported extends Error {}

function shapeOf(parent: GraphQLCompositeType, sets: SelectionSetNode[], fragments: Map<string, FragmentDefinitionNode>): ResultShape {
  if (isAbstractType(parent)) throw new Unsupported();
  const object = parent as GraphQLObjectType;
  const byName = new Map<string, { type: GraphQLOutputType; sets: SelectionSetNode[] }>();
  const visit = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.directives?.length) throw new Unsupported();
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name.startsWith('__')) throw new Unsupported();
        const field = object.getFields()[name];
        if (!field) throw new Unsupported();
        const responseName = selection.alias?.value ?? name;
        const entry = byName.get(responseName) ?? { type: field.type, sets: [] };
        if (selection.selectionSet) entry.sets.push(selection.selectionSet);
        byName.set(responseName, entry);
      } else {
        const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
        if (!fragment) throw new Unsupported();
        if (fragment.typeCondition && fragment.typeCondition.name.value !== object.name) throw new Unsupported();
        visit(fragment.selectionSet);
      }
    }
  };
  sets.forEach(visit);
  return [...byName].map(([responseName, { type, sets: below }]) => {
    const named = getNamedType(type);
    return { responseName, type, shape: isCompositeType(named) ? shapeOf(named, below, fragments) : undefined };
  });
}

/**
 * The response as the client selected it (what the gateway's result shaping does): only the selected
 * fields, in selection order, extra keys the plan fetched for its own joins left out, and a null in a
 * non-null position nulling its nearest nullable ancestor. Null when the root itself breaks.
 */
export function applyResultShape(shape: ResultShape, data: Record<string, unknown>): Record<string, unknown> | null {
  const shaped = shapeObject(shape, data);
  return shaped === INVALID ? null : shaped;
}

function shapeObject(shape: ResultShape, source: Record<string, unknown>): Record<string, unknown> | typeof INVALID {
  const result: Record<string, unknown> = {};
  for (const field of shape) {
    const value = complete(field.type, source[field.responseName], field.shape);
    if (value === INVALID) return INVALID;
    result[field.responseName] = value;
  }
  return result;
}

function complete(type: GraphQLOutputType, value: unknown, shape: ResultShape | undefined): unknown {
  if (isNonNullType(type)) {
    const inner = complete(type.ofType, value, shape);
    return inner === null ? INVALID : inner;
  }
  if (value === null || value === undefined) return null;
  if (isListType(type)) {
    if (!Array.isArray(value)) return null;
    const items = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
      const item = complete(type.ofType, value[i], shape);
      if (item === INVALID) return null;
      items[i] = item;
    }
    return items;
  }
  if (!shape) return value;
  const object = shapeObject(shape, value as Record<string, unknown>);
  return object === INVALID ? null : object;
}
