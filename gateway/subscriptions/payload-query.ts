import {
  Kind, print, visit, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode,
  type ValueNode, type VariableDefinitionNode,
} from 'graphql';
import { SUBSCRIPTION_FIELDS, type SubscriptionField } from './subscription-fields';

/** A subscription rewritten into the query that loads one event's entity with the client's selection. */
export interface PayloadQuery {
  document: string;
  field: SubscriptionField;
  /** The response key the client expects (its alias, or the field name). */
  responseKey: string;
  /** Payload key → the value it must have (as text); empty delivers every event. */
  filterValues: Record<string, string>;
}

/** Whether an event's NOTIFY payload matches every filter the subscription gave. */
export function matchesFilters(event: Record<string, unknown>, filterValues: Record<string, string>): boolean {
  return Object.entries(filterValues).every(([key, value]) => event[key] !== undefined && event[key] !== null && String(event[key]) === value);
}

/**
 * `subscription S($u: ID) { changed: userStateChanged(userId: $u) { id ...F } } fragment F on User {…}`
 * becomes `query SubscriptionPayload($__id: ID!) { changed: user(id: $__id) { id ...F } } fragment F …`,
 * keeping aliases, fragments and the variables the selection itself uses.
 */
export function toPayloadQuery(document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown>): PayloadQuery {
  const operation = findOperation(document, operationName);
  const root = operation.selectionSet.selections[0] as FieldNode;
  const field = SUBSCRIPTION_FIELDS[root.name.value];
  if (!field) throw new Error(`unknown subscription field ${root.name.value}`);
  const fragments = document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION);
  const used = usedVariables([root.selectionSet!, ...fragments]);
  const keptDefinitions = (operation.variableDefinitions ?? []).filter((d) => used.has(d.variable.name.value));
  const query: OperationDefinitionNode = {
    kind: Kind.OPERATION_DEFINITION,
    operation: 'query' as OperationDefinitionNode['operation'],
    name: { kind: Kind.NAME, value: 'SubscriptionPayload' },
    variableDefinitions: [idVariable(), ...keptDefinitions],
    selectionSet: {
      kind: Kind.SELECTION_SET,
      selections: [{
        ...root,
        // Aliased to the subscription's response key, so `user(id:)` answers as `userStateChanged`.
        alias: { kind: Kind.NAME, value: root.alias?.value ?? root.name.value },
        name: { kind: Kind.NAME, value: field.entityField },
        arguments: [{ kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: 'id' }, value: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: '__id' } } }],
      }],
    },
  };
  return {
    document: print({ kind: Kind.DOCUMENT, definitions: [query, ...fragments] }),
    field,
    responseKey: root.alias?.value ?? root.name.value,
    filterValues: filterValuesOf(root, field, variables),
  };
}

function findOperation(document: DocumentNode, name: string | null | undefined): OperationDefinitionNode {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = name ? operations.find((o) => o.name?.value === name) : operations[0];
  if (!operation || operation.operation !== 'subscription') throw new Error('no subscription operation in the document');
  return operation;
}

function usedVariables(nodes: Parameters<typeof visit>[0][]): Set<string> {
  const names = new Set<string>();
  for (const node of nodes) visit(node, { Variable: (v) => void names.add(v.name.value) });
  return names;
}

function idVariable(): VariableDefinitionNode {
  return {
    kind: Kind.VARIABLE_DEFINITION,
    variable: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: '__id' } },
    type: { kind: Kind.NON_NULL_TYPE, type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: 'ID' } } },
  };
}

function filterValuesOf(root: FieldNode, field: SubscriptionField, variables: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const argument of root.arguments ?? []) {
    const key = field.filters[argument.name.value];
    const value = key ? valueOf(argument.value, variables) : null;
    if (key && value !== null && value !== undefined) values[key] = String(value);
  }
  return values;
}

function valueOf(node: ValueNode, variables: Record<string, unknown>): unknown {
  if (node.kind === Kind.VARIABLE) return variables[node.name.value];
  if (node.kind === Kind.STRING || node.kind === Kind.INT) return node.value;
  return null;
}
