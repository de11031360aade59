import { buildSubgraphSchema } from '@apollo/subgraph';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { parse, type GraphQLSchema } from 'graphql';
import { buildSchema, createResolversMap } from 'type-graphql';
import type { SubgraphDefinition } from './definition';

const FEDERATION_LINK = `extend schema @link(url: "https://specs.apollo.dev/federation/v2.7",
  import: ["@key", "@shareable", "@external", "@requires", "@provides", "@interfaceObject"])`;

/** type-graphql has no federation helpers: print its schema with directives and rebuild it as a subgraph (STACK §3). */
export async function buildFederatedSchema(definition: SubgraphDefinition): Promise<{ schema: GraphQLSchema; sdl: string }> {
  const plain = await buildSchema({
    resolvers: definition.resolvers,
    orphanedTypes: definition.orphanedTypes,
    skipCheck: true,
    validate: false,
  });
  const sdl = `${FEDERATION_LINK}\n\n${printSchemaWithDirectives(plain)}\n`;
  const resolvers = createResolversMap(plain) as Record<string, any>;
  for (const [typeName, resolveReference] of Object.entries(definition.references ?? {})) {
    resolvers[typeName] = { ...resolvers[typeName], __resolveReference: resolveReference };
  }
  const schema = buildSubgraphSchema({ typeDefs: parse(sdl), resolvers });
  return { schema, sdl };
}
