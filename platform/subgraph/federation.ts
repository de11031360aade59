import { buildSubgraphSchema } from '@apollo/subgraph';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { isInterfaceType, isObjectType, parse, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { buildSchema, createResolversMap, getMetadataStorage } from 'type-graphql';
import type { SubgraphDefinition } from './definition';

const FEDERATION_LINK = `extend schema @link(url: "https://specs.apollo.dev/federation/v2.7",
  import: ["@key", "@shareable", "@external", "@requires", "@provides", "@interfaceObject"])`;

type FederatedSchema = { schema: GraphQLSchema; sdl: string };

/**
 * A subgraph's schema depends on its definition alone (resolvers find their runtime in the request
 * context), so a process that boots a subgraph again — the test suite boots the service once per
 * file in each worker — reuses the one built first (a few hundred ms of CPU per subgraph).
 */
const builtSchemas = new WeakMap<SubgraphDefinition, Promise<FederatedSchema>>();

export function buildFederatedSchema(definition: SubgraphDefinition): Promise<FederatedSchema> {
  let built = builtSchemas.get(definition);
  if (!built) {
    built = federate(definition);
    builtSchemas.set(definition, built);
    built.catch(() => builtSchemas.delete(definition));
  }
  return built;
}

/** type-graphql has no federation helpers: print its schema with directives and rebuild it as a subgraph (STACK §3). */
async function federate(definition: SubgraphDefinition): Promise<FederatedSchema> {
  const simpleFields = useSimpleResolvers();
  const plain = await buildSchema({
    resolvers: definition.resolvers,
    orphanedTypes: definition.orphanedTypes,
    skipCheck: true,
    validate: false,
  });
  assertNoSkippedMiddleware(simpleFields);
  callFieldResolversDirectly(plain, definition);
  const sdl = `${FEDERATION_LINK}\n\n${printSchemaWithDirectives(plain)}\n`;
  const resolvers = createResolversMap(plain) as Record<string, any>;
  for (const [typeName, resolveReference] of Object.entries(definition.references ?? {})) {
    resolvers[typeName] = { ...resolvers[typeName], __resolveReference: resolveReference };
  }
  const schema = buildSubgraphSchema({ typeDefs: parse(sdl), resolvers });
  return { schema, sdl };
}

type FieldMetadata = ReturnType<typeof getMetadataStorage>['fields'][number];

/**
 * Plain property fields resolve with graphql-js's default resolver instead of a type-graphql
 * wrapper closure per field and row (~1,100 calls on a 20-user page). type-graphql does this per
 * class with `simpleResolvers`; we make it the default for every field that reads the property of
 * its own name. A field renamed in the schema (`@Field({ name })`) or marked `simple: false`, and
 * every class marked `simpleResolvers: false`, keep type-graphql's resolver. Field resolvers
 * (`@FieldResolver`, `@Field` on methods) are unaffected.
 */
function useSimpleResolvers(): FieldMetadata[] {
  const storage = getMetadataStorage();
  const optedOut = new Set([...storage.objectTypes, ...storage.interfaceTypes].filter((t) => t.simpleResolvers === false).map((t) => t.target));
  const fields = storage.fields.filter((f) => f.simple === undefined && f.schemaName === f.name && !optedOut.has(f.target));
  for (const field of fields) field.simple = true;
  return fields;
}

/** A simple resolver skips middleware and auth checks: fail at boot rather than skip them silently. */
function assertNoSkippedMiddleware(fields: FieldMetadata[]): void {
  const guarded = fields.filter((f) => f.middlewares?.length || f.roles);
  if (guarded.length) {
    const names = guarded.map((f) => `${f.target.name}.${f.name}`).join(', ');
    throw new Error(`@UseMiddleware/@Authorized on plain fields is skipped by simple resolvers: ${names}. Mark these fields \`simple: false\` (or their class \`simpleResolvers: false\`).`);
  }
}

type FieldResolverMetadata = ReturnType<typeof getMetadataStorage>['fieldResolvers'][number];
const DIRECT_PARAMS: Record<string, number> = { root: 0, context: 2, info: 3 };

/**
 * `@FieldResolver` methods whose parameters are only `@Root()`, `@Ctx()` and `@Info()` (no args to
 * convert and validate, no middleware) are called straight from the field's resolver. type-graphql
 * would build a resolver-data object, look the instance up, sort and map the parameter list and
 * check for middleware on every call: 160 times for a 20-user page. A root that is not yet an
 * instance of the @Root() parameter's class still goes through type-graphql, which converts it.
 */
function callFieldResolversDirectly(schema: GraphQLSchema, definition: SubgraphDefinition): void {
  const storage = getMetadataStorage();
  const classes = new Set<Function>(definition.resolvers as unknown as Function[]);
  const instances = new Map<Function, Record<string, Function>>();
  for (const metadata of storage.fieldResolvers) {
    if (metadata.kind !== 'external' || !classes.has(metadata.target) || metadata.middlewares?.length) continue;
    const params = [...(metadata.params ?? [])].sort((a, b) => a.index - b.index);
    if (!params.every((param) => param.kind in DIRECT_PARAMS && !('propertyName' in param && param.propertyName))) continue;
    const typeClass = metadata.getObjectType!();
    const typeName = [...storage.objectTypes, ...storage.interfaceTypes].find((t) => t.target === typeClass)?.name;
    const type = typeName ? schema.getType(typeName) : undefined;
    const field = type && (isObjectType(type) || isInterfaceType(type)) ? type.getFields()[metadata.schemaName] : undefined;
    if (!field?.resolve) continue;
    let instance = instances.get(metadata.target);
    if (!instance) {
      instance = new (metadata.target as new () => Record<string, Function>)();
      instances.set(metadata.target, instance);
    }
    // type-graphql converts the root to the @Root() parameter's declared class unless it is one already.
    const rootParam = params.find((param) => param.kind === 'root') as { getType?: () => unknown } | undefined;
    const rootType = rootParam?.getType?.();
    const rootClass = typeof rootType === 'function' ? rootType : null;
    field.resolve = directResolver(instance, metadata, params.map((param) => DIRECT_PARAMS[param.kind]), rootClass, field.resolve);
  }
}

function directResolver(instance: Record<string, Function>, metadata: FieldResolverMetadata, positions: number[], rootClass: Function | null, viaTypeGraphql: GraphQLFieldResolver<unknown, unknown>): GraphQLFieldResolver<unknown, unknown> {
  const method = instance[metadata.methodName];
  const [first, second, third] = positions;
  return function resolveDirectly(root, args, context, info) {
    if (rootClass && root != null && !(root instanceof rootClass)) return viaTypeGraphql(root, args, context, info);
    const values = [root, args, context, info];
    switch (positions.length) {
      case 0: return method.call(instance);
      case 1: return method.call(instance, values[first]);
      case 2: return method.call(instance, values[first], values[second]);
      case 3: return method.call(instance, values[first], values[second], values[third]);
      default: return method.apply(instance, positions.map((position) => values[position]));
    }
  };
}
