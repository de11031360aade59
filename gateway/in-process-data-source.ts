import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { formatSubgraphError, type Logger, type RunningSubgraph, type SubgraphContext } from '@forgegraph/platform';
import { GraphQLError, parse, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { BoundedCache } from './bounded-cache';
import { CompiledOperations } from './compiled-operations';
import type { GatewayContext } from './gateway-context';

/**
 * Runs gateway fetches against an in-process subgraph (no HTTP hop). Unlike Apollo's
 * LocalGraphQLDataSource it gives the subgraph its own context (EntityManager fork, loaders) per
 * gateway request, and skips re-parsing and re-validating the planner's documents (STACK §4);
 * each document is compiled once (CompiledOperations).
 */
export class InProcessDataSource implements GraphQLDataSource<GatewayContext> {
  private readonly contexts = new WeakMap<object, SubgraphContext>();
  private readonly documents = new BoundedCache<DocumentNode>();
  private readonly operations: CompiledOperations;

  constructor(private readonly subgraph: RunningSubgraph, private readonly logger: Logger) {
    this.operations = new CompiledOperations(subgraph.schema);
  }

  get name(): string {
    return this.subgraph.name;
  }

  get schema(): GraphQLSchema {
    return this.subgraph.schema;
  }

  async process({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>) {
    const result = await this.run(this.documentOf(request.query!), request.variables, request.operationName, context as GatewayContext);
    return {
      data: result.data as Record<string, unknown> | null | undefined,
      errors: result.errors?.map((e) => formatSubgraphError(e, this.logger)),
    };
  }

  /**
   * A whole client operation (or one fetch of a local plan) this subgraph answers (InProcessRouting), with its errors
   * as the gateway would relay them: GitLab's extensions kept, `serviceName` added.
   */
  async executeOperation(document: DocumentNode, variables: Record<string, unknown> | undefined, operationName: string | null | undefined, context: GatewayContext): Promise<ExecutionResult> {
    const result = await this.run(document, variables, operationName, context);
    if (!result.errors) return result;
    const errors = result.errors.map((error) => {
      const formatted = formatSubgraphError(error, this.logger);
      return new GraphQLError(formatted.message, { path: formatted.path, extensions: { ...formatted.extensions, serviceName: this.subgraph.name } });
    });
    return { data: result.data, errors };
  }

  private run(document: DocumentNode, variables: Record<string, unknown> | undefined, operationName: string | null | undefined, context: GatewayContext): Promise<ExecutionResult> {
    return this.operations.execute(document, operationName ?? undefined, variables, this.contextOf(context));
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
    return this.documents.get(query, parse);
  }
}
