import { ForbiddenError, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { checkToken, findSudoTarget } from '../services/token-authenticator';

/** The edge's view of a presented token (rest-facade/edge/token-verifier.ts, remote adapter). */
@ObjectType()
export class TokenAuthentication {
  /** `valid`, `unknown`, `expired`, `revoked` or `user_blocked`. */
  @Field(() => String) kind!: string;
  @Field(() => String, { nullable: true }) reason!: string | null;
  @Field(() => AuthenticatedUserRecord, { nullable: true }) user!: AuthenticatedUserRecord | null;
  @Field(() => Int, { nullable: true }) tokenId!: number | null;
  @Field(() => [String]) scopes!: string[];
  @Field(() => Boolean) impersonation!: boolean;
}

@ObjectType()
export class AuthenticatedUserRecord {
  @Field(() => ID) id!: number;
  @Field(() => String) username!: string;
  @Field(() => Boolean) admin!: boolean;
  @Field(() => String) state!: string;
}

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
