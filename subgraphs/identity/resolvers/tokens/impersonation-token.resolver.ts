import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { AccessToken } from '../../entities/access-token.entity';
import { findImpersonationToken, listImpersonationTokens } from '../../services/tokens/token-finder';
import { createImpersonationToken, type IssuedToken } from '../../services/tokens/token-issuer';
import { revokeImpersonationToken } from '../../services/tokens/token-revocation';
import { CreateImpersonationTokenInput } from '../../schema/access-token.inputs';
import { AccessTokenPage, NewAccessToken } from '../../schema/access-token.types';

/** Impersonation tokens: administrators act as a user through them (doc/api/user_tokens.md). */
@Resolver()
export class ImpersonationTokenResolver {
  @Query(() => AccessTokenPage)
  impersonationTokens(
    @Arg('userId', () => ID) userId: string,
    @Arg('state', () => String, { defaultValue: 'all', description: '`all`, `active` or `inactive`.' }) state: string,
    @Args() page: PageArgs,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Page<AccessToken>> {
    return listImpersonationTokens(ctx, Number(userId), state, page);
  }

  @Query(() => AccessToken)
  impersonationToken(@Arg('userId', () => ID) userId: string, @Arg('id', () => Int) id: number, @Ctx() ctx: SubgraphContext): Promise<AccessToken> {
    return findImpersonationToken(ctx, Number(userId), id);
  }

  @Mutation(() => NewAccessToken)
  createImpersonationToken(@Arg('input', () => CreateImpersonationTokenInput) input: CreateImpersonationTokenInput, @Ctx() ctx: SubgraphContext): Promise<IssuedToken> {
    return createImpersonationToken(ctx, Number(input.userId), input);
  }

  @Mutation(() => Boolean)
  revokeImpersonationToken(@Arg('userId', () => ID) userId: string, @Arg('id', () => Int) id: number, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return revokeImpersonationToken(ctx, Number(userId), id);
  }
}
