import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { ACTOR_HEADER, signActor } from '@forgegraph/platform';
import type { GatewayContext } from './gateway-context';

/** A subgraph in its own process: the caller's actor travels in a signed header (ARCHITECTURE §4). */
export class SignedRemoteDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(url: string, private readonly secret: string) {
    super({ url });
  }

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    const gatewayContext = context as GatewayContext;
    if (!gatewayContext?.actor) return;
    request.http?.headers.set(ACTOR_HEADER, signActor(gatewayContext.actor, this.secret));
    request.http?.headers.set('x-request-id', gatewayContext.requestId);
  }
}
