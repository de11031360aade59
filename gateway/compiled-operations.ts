import {
  astFromValue, getNullableType, isInputObjectType, isListType, typeFromAST, valueFromASTUntyped,
  type DocumentNode, type ExecutionResult, type GraphQLInputType, type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

type Variables = Record<string, unknown>;
type Normalise = (value: unknown) => unknown;

interface Compiled {
  query: CompiledQuery | ExecutionResult;
  /** Fills the defaults graphql-jit skips; undefined when the operation's inputs have none. */
  withDefaults?: (variables: Variables) => Variables;
}

/**
 * A subgraph's operations compiled once each with graphql-jit: graphql-js's interpretation of a
 * 20-row page (argument maps, field collection, completion per field) cost more CPU than the
 * resolvers. graphql-jit leaves out two defaults GraphQL applies (a non-null variable or input
 * field with a default, omitted by the client); they are filled in here before it coerces.
 */
export class CompiledOperations {
  private readonly compiled = new WeakMap<DocumentNode, Map<string, Compiled>>();

  constructor(private readonly schema: GraphQLSchema) {}

  async execute(document: DocumentNode, operationName: string | undefined, variables: Variables | undefined, context: unknown): Promise<ExecutionResult> {
    const { query, withDefaults } = this.compiledOf(document, operationName);
    if (!isCompiledQuery(query)) return query;
    return query.query(undefined, context, withDefaults ? withDefaults(variables ?? {}) : variables);
  }

  private compiledOf(document: DocumentNode, operationName: string | undefined): Compiled {
    let byName = this.compiled.get(document);
    if (!byName) {
      byName = new Map();
      this.compiled.set(document, byName);
    }
    let compiled = byName.get(operationName ?? '');
    if (!compiled) {
      compiled = { query: compileQuery(this.schema, document, operationName), withDefaults: this.defaultsOf(document, operationName) };
      byName.set(operationName ?? '', compiled);
    }
    return compiled;
  }

  private defaultsOf(document: DocumentNode, operationName: string | undefined): Compiled['withDefaults'] {
    const operation = document.definitions.find((d) => d.kind === 'OperationDefinition' && (!operationName || d.name?.value === operationName));
    if (operation?.kind !== 'OperationDefinition') return undefined;
    const steps: Array<{ name: string; fallback: unknown; normalise?: Normalise }> = [];
    for (const definition of operation.variableDefinitions ?? []) {
      const type = typeFromAST(this.schema, definition.type) as GraphQLInputType | undefined;
      if (!type) continue;
      const fallback = definition.defaultValue ? valueFromASTUntyped(definition.defaultValue) : undefined;
      const normalise = normaliserOf(type, new Set());
      if (fallback !== undefined || normalise) steps.push({ name: definition.variable.name.value, fallback, normalise });
    }
    if (steps.length === 0) return undefined;
    return (variables) => {
      const filled = { ...variables };
      for (const { name, fallback, normalise } of steps) {
        if (!Object.prototype.hasOwnProperty.call(filled, name)) {
          if (fallback !== undefined) filled[name] = fallback;
        } else if (normalise) {
          filled[name] = normalise(filled[name]);
        }
      }
      return filled;
    };
  }
}

/** Adds omitted input-object fields' defaults (in their input form) at every depth; undefined when there are none. */
function normaliserOf(type: GraphQLInputType, visiting: Set<string>): Normalise | undefined {
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    const item = normaliserOf(nullable.ofType, visiting);
    return item && ((value) => (Array.isArray(value) ? value.map(item) : item(value)));
  }
  if (!isInputObjectType(nullable) || visiting.has(nullable.name)) return undefined;
  visiting.add(nullable.name);
  const fields = Object.values(nullable.getFields()).map((field) => ({
    name: field.name,
    fallback: field.defaultValue === undefined ? undefined : inputFormOf(field.defaultValue, field.type),
    normalise: normaliserOf(field.type, visiting),
  })).filter((f) => f.fallback !== undefined || f.normalise);
  visiting.delete(nullable.name);
  if (fields.length === 0) return undefined;
  return (value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const filled: Record<string, unknown> = { ...value };
    for (const { name, fallback, normalise } of fields) {
      if (!Object.prototype.hasOwnProperty.call(filled, name)) {
        if (fallback !== undefined) filled[name] = fallback;
      } else if (normalise) {
        filled[name] = normalise(filled[name]);
      }
    }
    return filled;
  };
}

/** A schema default (an internal value) as a client would send it, e.g. an enum's name. */
function inputFormOf(value: unknown, type: GraphQLInputType): unknown {
  const ast = astFromValue(value, type);
  return ast ? valueFromASTUntyped(ast) : undefined;
}
