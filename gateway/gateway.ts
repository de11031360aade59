import { randomUUID } from 'node:crypto';
import { ApolloGateway, type GraphQLDataSource } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { Actor, Logger, OperationEngine, OperationResult, RunningSubgraph } from '@forgegraph/platform';
import type { GatewayExecutor, GatewayInterface, GatewayLoadResult } from '@apollo/server-gateway-interface';
import { parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { BoundedCache } from './bounded-cache';
import { composeSupergraph, fetchSubgraphSdl, type SubgraphSdl } from './compose-supergraph';
import type { GatewayContext } from './gateway-context';
import { committedSupergraph } from './sdl-files';
import { InProcessDataSource } from './in-process-data-source';
import { SignedRemoteDataSource } from './remote-data-source';
import { InProcessRouting } from './in-process-routing';
import { executeLocalPlan } from './local-plan';

export interface GatewayOptions {
  local: RunningSubgraph[];
  /** Subgraphs in other processes: name → GraphQL URL. */
  remote: Record<string, string>;
  internalSecret: string;
  logger: Logger;
}

export interface RunningGateway {
  apollo: ApolloServer<GatewayContext>;
  engine: OperationEngine;
  /** The supergraph's API schema (what clients of /graphql validate against). */
  schema: GraphQLSchema;
  supergraphSdl: string;
  stop(): Promise<void>;
}

const LOCAL_URL = (name: string) => `in-process://${name}`;

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const sdls: SubgraphSdl[] = options.local.map((s) => ({ name: s.name, sdl: s.sdl, url: LOCAL_URL(s.name) }));
  for (const [name, url] of Object.entries(options.remote)) sdls.push({ name, url, sdl: await fetchSubgraphSdl(url) });
  const supergraphSdl = committedSupergraph(sdls) ?? composeSupergraph(sdls);
  const local = new Map(options.local.map((s) => [s.name, new InProcessDataSource(s, options.logger)]));
  const routing = new InProcessRouting(supergraphSdl, local);
  // Apollo's gateway otherwise sends Apollo the host's metrics every hour and probes cloud metadata
  // endpoints at start: a self-hosted forge does not call out unasked. `APOLLO_TELEMETRY_DISABLED=false` opts in.
  process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';
  const gateway = new RoutingGateway(routing, new ApolloGateway({
    supergraphSdl,
    buildService: ({ name, url }): GraphQLDataSource => local.get(name) ?? new SignedRemoteDataSource(url!, options.internalSecret),
  }));
  let schema: GraphQLSchema | undefined;
  gateway.onSchemaLoadOrUpdate(({ apiSchema }) => (schema = apiSchema));
  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    introspection: true,
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    // The landing page is pinned: Apollo would switch to its production page under NODE_ENV=production.
    plugins: [ApolloServerPluginInlineTraceDisabled(), ApolloServerPluginCacheControlDisabled(), ApolloServerPluginLandingPageLocalDefault()],
  });
  await apollo.start();
  const engine = new InProcessEngine(apollo, schema!, routing);
  return { apollo, engine, schema: schema!, supergraphSdl, stop: () => apollo.stop() };
}

/** Apollo's gateway, with the operations one in-process subgraph answers whole routed straight to it. */
class RoutingGateway implements GatewayInterface {
  constructor(private readonly routing: InProcessRouting<InProcessDataSource>, private readonly gateway: ApolloGateway) {}

  async load(options: Parameters<GatewayInterface['load']>[0]): Promise<GatewayLoadResult> {
    const { executor } = await this.gateway.load(options);
    const routed: GatewayExecutor = (request) => {
      const source = this.routing.sourceFor(request.document, request.operationName);
      if (!source) return executor!(request);
      return source.executeOperation(request.document, request.request.variables, request.operationName, request.context as GatewayContext);
    };
    return { executor: routed };
  }

  onSchemaLoadOrUpdate(callback: Parameters<GatewayInterface['onSchemaLoadOrUpdate']>[0]) {
    return this.gateway.onSchemaLoadOrUpdate(callback);
  }

  stop(): Promise<void> {
    return this.gateway.stop();
  }
}

/**
 * The facade's engine in single-process mode, no HTTP hop (ARCHITECTURE §5). The facade's fixed
 * documents are parsed and validated once; those one in-process subgraph answers whole run there
 * directly, those joining in-process subgraphs plainly run as local plans, and the rest through
 * Apollo Server's `executeOperation` and the gateway's plans.
 */
class InProcessEngine implements OperationEngine {
  private readonly documents = new BoundedCache<DocumentNode | null>();

  constructor(private readonly apollo: ApolloServer<GatewayContext>, private readonly schema: GraphQLSchema, private readonly routing: InProcessRouting<InProcessDataSource>) {}

  async execute<T>(document: string, variables: Record<string, unknown>, actor: Actor, requestId = randomUUID()): Promise<OperationResult<T>> {
    const parsed = this.validDocument(document);
    const route = parsed && this.routing.routeFor(parsed);
    if (route) {
      const context = { actor, requestId };
      const result = route.source ? await route.source.executeOperation(parsed, variables, undefined, context) : await executeLocalPlan(route.plan, variables, context);
      return { data: result.data as T | null | undefined, errors: result.errors?.map((e) => e.toJSON()) };
    }
    const response = await this.apollo.executeOperation<T & Record<string, unknown>>(
      { query: document, variables },
      { contextValue: { actor, requestId } },
    );
    if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by the facade');
    return response.body.singleResult as OperationResult<T>;
  }

  /** The parsed document when it is valid against the API schema; null sends it to Apollo to report. */
  private validDocument(document: string): DocumentNode | null {
    return this.documents.get(document, (text) => {
      try {
        const parsed = parse(text);
        return validate(this.schema, parsed).length === 0 ? parsed : null;
      } catch {
        return null;
      }
    });
  }
}
