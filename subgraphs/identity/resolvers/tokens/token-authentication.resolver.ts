import { ForbiddenError, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { AuthenticatedUserRecord, TokenAuthentication } from '../../schema/token-authentication.types';
import { recordUserActivity } from '../../services/activity/activity-recorder';
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

  @Mutation(() => Boolean, { description: "Records the day's API activity of a user whose request succeeded; internal." })
  async recordUserActivity(
    @Arg('userId', () => ID) userId: string,
    @Arg('lastActivityOn', () => String, { nullable: true }) lastActivityOn: string | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<boolean> {
    requireService(ctx);
    await recordUserActivity(ctx.em, { id: Number(userId), lastActivityOn });
    return true;
  }
}

function requireService(ctx: SubgraphContext): void {
  if (ctx.actor.origin !== 'service') throw ForbiddenError.create();
}
