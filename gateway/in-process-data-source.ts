import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { formatSubgraphError, type Logger, type RunningSubgraph, type SubgraphContext } from '@forgegraph/platform';
import { execute, parse, type DocumentNode } from 'graphql';
import type { GatewayContext } from './gateway-context';

const DOCUMENT_CACHE_LIMIT = 1000;

/**
 * Runs gateway fetches against an in-process subgraph (no HTTP hop). Unlike Apollo's
 * LocalGraphQLDataSource it gives the subgraph its own context (EntityManager fork, loaders) per
 * gateway request, and skips re-parsing and re-validating the planner's documents (STACK §4).
 */
export class InProcessDataSource implements GraphQLDataSource<GatewayContext> {
  private readonly contexts = new WeakMap<object, SubgraphContext>();
  private readonly documents = new Map<string, DocumentNode>();

  constructor(private readonly subgraph: RunningSubgraph, private readonly logger: Logger) {}

  async process({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>) {
    const result = await execute({
      schema: this.subgraph.schema,
      document: this.documentOf(request.query!),
      variableValues: request.variables,
      operationName: request.operationName,
      contextValue: this.contextOf(context as GatewayContext),
    });
    return {
      data: result.data as Record<string, unknown> | null | undefined,
      errors: result.errors?.map((e) => formatSubgraphError(e, this.logger)),
    };
  }

  private contextOf(gatewayContext: GatewayContext): SubgraphContext {
    let context = this.contexts.get(gatewayContext);
    if (!context) {
      context = this.subgraph.contextFor(gatewayContext.actor, gatewayContext.requestId);
      this.contexts.set(gatewayContext, context);
    }
    return context;
  }

  private documentOf(query: string): DocumentNode {
    let document = this.documents.get(query);
    if (!document) {
      document = parse(query);
      if (this.documents.size >= DOCUMENT_CACHE_LIMIT) this.documents.clear();
      this.documents.set(query, document);
    }
    return document;
  }
}
