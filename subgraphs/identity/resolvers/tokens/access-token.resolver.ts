import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { AccessToken } from '../../entities/access-token.entity';
import { findCurrentToken, findManageableToken } from '../../services/access/token-access';
import { listPersonalAccessTokens } from '../../services/tokens/token-finder';
import { isTokenActive } from '../../services/tokens/token-rules';
import { PersonalAccessTokenFilter } from '../../schema/access-token.inputs';
import { AccessTokenPage } from '../../schema/access-token.types';

/** Reading personal access tokens (doc/api/personal_access_tokens.md). */
@Resolver(() => AccessToken)
export class AccessTokenResolver {
  @Query(() => AccessTokenPage, { description: 'Every token for administrators, otherwise the caller\'s personal tokens.' })
  personalAccessTokens(
    @Arg('filter', () => PersonalAccessTokenFilter, { nullable: true }) filter: PersonalAccessTokenFilter | null,
    @Args() page: PageArgs,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Page<AccessToken>> {
    return listPersonalAccessTokens(ctx, filter ?? {}, page);
  }

  @Query(() => AccessToken, { description: 'A token the caller owns, or any token for administrators.' })
  personalAccessToken(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<AccessToken> {
    return findManageableToken(ctx, id);
  }

  @Query(() => AccessToken, { description: 'The token that authenticated this request.' })
  currentAccessToken(@Ctx() ctx: SubgraphContext): Promise<AccessToken> {
    return findCurrentToken(ctx);
  }

  @FieldResolver(() => Boolean, { description: 'Neither revoked nor expired.' })
  active(@Root() token: AccessToken): boolean {
    return isTokenActive(token);
  }
}
