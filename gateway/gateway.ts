import { randomUUID } from 'node:crypto';
import { ApolloGateway, type GraphQLDataSource } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { Actor, Logger, OperationEngine, OperationResult, RunningSubgraph } from '@forgegraph/platform';
import type { GraphQLSchema } from 'graphql';
import { composeSupergraph, fetchSubgraphSdl, type SubgraphSdl } from './compose-supergraph';
import type { GatewayContext } from './gateway-context';
import { InProcessDataSource } from './in-process-data-source';
import { SignedRemoteDataSource } from './remote-data-source';

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
  const supergraphSdl = composeSupergraph(sdls);
  const local = new Map(options.local.map((s) => [s.name, s]));
  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name, url }): GraphQLDataSource => {
      const subgraph = local.get(name);
      return subgraph ? new InProcessDataSource(subgraph, options.logger) : new SignedRemoteDataSource(url!, options.internalSecret);
    },
  });
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
  return { apollo, engine: new InProcessEngine(apollo), schema: schema!, supergraphSdl, stop: () => apollo.stop() };
}

/** The facade's engine in single-process mode: `executeOperation`, no HTTP hop (ARCHITECTURE §5). */
class InProcessEngine implements OperationEngine {
  constructor(private readonly apollo: ApolloServer<GatewayContext>) {}

  async execute<T>(document: string, variables: Record<string, unknown>, actor: Actor, requestId = randomUUID()): Promise<OperationResult<T>> {
    const response = await this.apollo.executeOperation<T & Record<string, unknown>>(
      { query: document, variables },
      { contextValue: { actor, requestId } },
    );
    if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by the facade');
    return response.body.singleResult as OperationResult<T>;
  }
}
