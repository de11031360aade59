import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { SamlGroupLink } from '../../entities/saml-group-link.entity';
import { CreateSamlGroupLinkInput, SamlGroupLinkKeyInput } from '../../schema/group-link.inputs';
import { createSamlGroupLink, deleteSamlGroupLink, findSamlGroupLink, listSamlGroupLinks } from '../../services/group-links/saml-group-link.service';

/** SAML group links of a group (EE); group owners and administrators. */
@Resolver(() => SamlGroupLink)
export class SamlGroupLinkResolver {
  @Query(() => [SamlGroupLink])
  samlGroupLinks(@Arg('groupRef', () => String) groupRef: string, @Ctx() ctx: SubgraphContext): Promise<SamlGroupLink[]> {
    return listSamlGroupLinks(ctx, groupRef);
  }

  @Query(() => SamlGroupLink)
  samlGroupLink(@Arg('groupRef', () => String) groupRef: string, @Arg('key', () => SamlGroupLinkKeyInput) key: SamlGroupLinkKeyInput, @Ctx() ctx: SubgraphContext): Promise<SamlGroupLink> {
    return findSamlGroupLink(ctx, groupRef, key);
  }

  @Mutation(() => SamlGroupLink)
  createSamlGroupLink(
    @Arg('groupRef', () => String) groupRef: string,
    @Arg('input', () => CreateSamlGroupLinkInput) input: CreateSamlGroupLinkInput,
    @Ctx() ctx: SubgraphContext,
  ): Promise<SamlGroupLink> {
    return createSamlGroupLink(ctx, groupRef, input);
  }

  @Mutation(() => Boolean)
  deleteSamlGroupLink(@Arg('groupRef', () => String) groupRef: string, @Arg('key', () => SamlGroupLinkKeyInput) key: SamlGroupLinkKeyInput, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteSamlGroupLink(ctx, groupRef, key);
  }
}
