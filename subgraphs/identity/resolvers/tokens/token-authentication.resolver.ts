import { ForbiddenError, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { AuthenticatedUserRecord, TokenAuthentication } from '../../schema/token-authentication.types';
import { checkToken, findSudoTarget } from '../../services/tokens/token-authenticator';

/**
 * Token verification for an edge that does not host identity (split mode). Only the internal
 * service actor may ask: the answer is what an authenticated request would be allowed to do.
 */
@Resolver()
export class TokenAuthenticationResolver {
  @Query(() => TokenAuthentication)
  async tokenAuthentication(
    @Arg('token', () => String) token: string,
    @Arg('ip', () => String, { nullable: true }) ip: string | null,
    @Arg('rotation', () => Boolean, { defaultValue: false }) rotation: boolean,
    @Ctx() ctx: SubgraphContext,
  ): Promise<TokenAuthentication> {
    requireService(ctx);
    const check = await checkToken(ctx.em, token, { ip: ip ?? undefined, rotation, externalUrl: ctx.runtime.config.externalUrl });
    const valid = check.kind === 'valid' ? check : null;
    return Object.assign(new TokenAuthentication(), {
      kind: check.kind,
      reason: check.kind === 'user_blocked' ? check.reason : null,
      user: valid ? Object.assign(new AuthenticatedUserRecord(), valid.user) : null,
      tokenId: valid?.token.id ?? null,
      scopes: valid?.token.scopes ?? [],
      impersonation: valid?.token.impersonation ?? false,
    });
  }

  @Query(() => AuthenticatedUserRecord, { nullable: true, description: 'The `Sudo` target by id or username; internal.' })
  async sudoTarget(@Arg('idOrUsername', () => String) idOrUsername: string, @Ctx() ctx: SubgraphContext): Promise<AuthenticatedUserRecord | null> {
    requireService(ctx);
    const user = await findSudoTarget(ctx.em, idOrUsername);
    return user ? Object.assign(new AuthenticatedUserRecord(), user) : null;
  }
}

function requireService(ctx: SubgraphContext): void {
  if (ctx.actor.origin !== 'service') throw ForbiddenError.create();
}
