import { buildSubgraphSchema } from '@apollo/subgraph';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { parse, type GraphQLSchema } from 'graphql';
import { buildSchema, createResolversMap, getMetadataStorage } from 'type-graphql';
import type { SubgraphDefinition } from './definition';

const FEDERATION_LINK = `extend schema @link(url: "https://specs.apollo.dev/federation/v2.7",
  import: ["@key", "@shareable", "@external", "@requires", "@provides", "@interfaceObject"])`;

/** type-graphql has no federation helpers: print its schema with directives and rebuild it as a subgraph (STACK §3). */
export async function buildFederatedSchema(definition: SubgraphDefinition): Promise<{ schema: GraphQLSchema; sdl: string }> {
  const simpleFields = useSimpleResolvers();
  const plain = await buildSchema({
    resolvers: definition.resolvers,
    orphanedTypes: definition.orphanedTypes,
    skipCheck: true,
    validate: false,
  });
  assertNoSkippedMiddleware(simpleFields);
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
