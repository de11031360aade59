import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { createOwnPersonalAccessToken, createPersonalAccessToken, type IssuedToken } from '../../services/tokens/token-issuer';
import { revokeCurrentToken, revokeToken } from '../../services/tokens/token-revocation';
import { rotateCurrentToken, rotateToken } from '../../services/tokens/token-rotation';
import { CreateOwnPersonalAccessTokenInput, CreatePersonalAccessTokenInput } from '../../schema/access-token.inputs';
import { NewAccessToken } from '../../schema/access-token.types';

/** Creating, rotating and revoking personal access tokens (doc/api/user_tokens.md, personal_access_tokens.md). */
@Resolver()
export class AccessTokenMutationsResolver {
  @Mutation(() => NewAccessToken, { description: 'Administrators: a token for any user.' })
  createPersonalAccessToken(@Arg('input', () => CreatePersonalAccessTokenInput) input: CreatePersonalAccessTokenInput, @Ctx() ctx: SubgraphContext): Promise<IssuedToken> {
    return createPersonalAccessToken(ctx, Number(input.userId), input);
  }

  @Mutation(() => NewAccessToken, { description: 'A `k8s_proxy` token for the caller.' })
  createOwnPersonalAccessToken(@Arg('input', () => CreateOwnPersonalAccessTokenInput) input: CreateOwnPersonalAccessTokenInput, @Ctx() ctx: SubgraphContext): Promise<IssuedToken> {
    return createOwnPersonalAccessToken(ctx, input);
  }

  @Mutation(() => NewAccessToken, { description: 'Revokes the token and issues its successor.' })
  rotatePersonalAccessToken(
    @Arg('id', () => ID) id: string,
    @Arg('expiresAt', () => String, { nullable: true }) expiresAt: string | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<IssuedToken> {
    return rotateToken(ctx, id, expiresAt ?? null);
  }

  @Mutation(() => NewAccessToken)
  rotateCurrentAccessToken(@Arg('expiresAt', () => String, { nullable: true }) expiresAt: string | null, @Ctx() ctx: SubgraphContext): Promise<IssuedToken> {
    return rotateCurrentToken(ctx, expiresAt ?? null);
  }

  @Mutation(() => Boolean)
  revokePersonalAccessToken(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return revokeToken(ctx, id);
  }

  @Mutation(() => Boolean)
  revokeCurrentAccessToken(@Ctx() ctx: SubgraphContext): Promise<boolean> {
    return revokeCurrentToken(ctx);
  }
}
