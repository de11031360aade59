import { Supergraph } from '@apollo/federation-internals';
import type { GraphQLSchema } from 'graphql';

/**
 * The schema clients of the supergraph validate against (federation's join/link machinery removed):
 * what the facade's operations are checked and typed against.
 */
export function supergraphApiSchema(supergraphSdl: string): GraphQLSchema {
  return Supergraph.build(supergraphSdl).apiSchema().toGraphQLJSSchema();
}
