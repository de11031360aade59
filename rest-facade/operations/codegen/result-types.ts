import {
  GraphQLEnumType, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLScalarType, Kind,
  type GraphQLOutputType, type SelectionNode, type SelectionSetNode,
} from 'graphql';

/** How the facade receives each scalar (serialized values: dates arrive as ISO strings). */
const SCALARS: Record<string, string> = {
  ID: 'string',
  String: 'string',
  Int: 'number',
  Float: 'number',
  Boolean: 'boolean',
  DateTimeISO: 'string',
  JSONObject: 'Record<string, unknown>',
};

interface FieldEntry {
  optional: boolean;
  types: string[];
}

const isConditional = (selection: SelectionNode) => !!selection.directives?.some((d) => d.name.value === 'include' || d.name.value === 'skip');

/**
 * Prints the TypeScript type of a selection set: one property per response key (aliases included),
 * `?` where `@include`/`@skip` may leave a field out, fragment spreads as intersections with the
 * fragment's own type. The supergraph has no interfaces or unions, so every selection is on one object type.
 */
export class ResultTypePrinter {
  /** Fragment names the printed types refer to (the caller imports them). */
  readonly referencedFragments = new Set<string>();

  selectionSet(set: SelectionSetNode, parent: GraphQLObjectType, indent = ''): string {
    const spreads: string[] = [];
    const fields = new Map<string, FieldEntry>();
    this.collect(set, parent, indent, { spreads, fields }, false);
    const lines = [...fields].map(([key, entry]) => `${indent}  ${key}${entry.optional ? '?' : ''}: ${[...new Set(entry.types)].join(' & ')};`);
    const own = lines.length ? `{\n${lines.join('\n')}\n${indent}}` : '';
    const parts = [...spreads, ...(own ? [own] : [])];
    return parts.length ? parts.join(' & ') : 'Record<string, never>';
  }

  private collect(set: SelectionSetNode, parent: GraphQLObjectType, indent: string, out: { spreads: string[]; fields: Map<string, FieldEntry> }, optional: boolean): void {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value;
        this.referencedFragments.add(name);
        out.spreads.push(isConditional(selection) || optional ? `Partial<${name}>` : name);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (selection.typeCondition && selection.typeCondition.name.value !== parent.name) {
          throw new Error(`inline fragment on ${selection.typeCondition.name.value} inside ${parent.name}: only same-type fragments are supported`);
        }
        this.collect(selection.selectionSet, parent, indent, out, optional || isConditional(selection));
      } else {
        const key = selection.alias?.value ?? selection.name.value;
        const type = selection.name.value === '__typename' ? 'string' : this.fieldType(selection.name.value, selection.selectionSet, parent, indent);
        const entry = out.fields.get(key) ?? { optional: true, types: [] };
        entry.optional &&= optional || isConditional(selection);
        entry.types.push(type);
        out.fields.set(key, entry);
      }
    }
  }

  private fieldType(name: string, set: SelectionSetNode | undefined, parent: GraphQLObjectType, indent: string): string {
    const field = parent.getFields()[name];
    if (!field) throw new Error(`${parent.name} has no field ${name}`);
    return this.outputType(field.type, set, `${indent}  `, false);
  }

  private outputType(type: GraphQLOutputType, set: SelectionSetNode | undefined, indent: string, nonNull: boolean): string {
    if (type instanceof GraphQLNonNull) return this.outputType(type.ofType, set, indent, true);
    const nullable = (printed: string) => (nonNull ? printed : `${printed.includes('&') ? `(${printed})` : printed} | null`);
    if (type instanceof GraphQLList) return nullable(`Array<${this.outputType(type.ofType, set, indent, false)}>`);
    if (type instanceof GraphQLScalarType) return nullable(SCALARS[type.name] ?? 'unknown');
    if (type instanceof GraphQLEnumType) return nullable(type.getValues().map((v) => `'${v.name}'`).join(' | '));
    if (type instanceof GraphQLObjectType && set) return nullable(this.selectionSet(set, type, indent));
    throw new Error(`cannot type ${String(type)}`);
  }
}
