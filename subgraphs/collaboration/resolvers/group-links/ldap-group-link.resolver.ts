import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { LdapGroupLink } from '../../entities/ldap-group-link.entity';
import { CreateLdapGroupLinkInput, LdapGroupLinkKeyInput } from '../../schema/group-link.inputs';
import { createLdapGroupLink, deleteLdapGroupLink, listLdapGroupLinks, requestLdapSync } from '../../services/group-links/ldap-group-link.service';

/** LDAP group links of a group (EE); group owners and administrators. */
@Resolver(() => LdapGroupLink)
export class LdapGroupLinkResolver {
  @Query(() => [LdapGroupLink])
  ldapGroupLinks(@Arg('groupRef', () => String) groupRef: string, @Ctx() ctx: SubgraphContext): Promise<LdapGroupLink[]> {
    return listLdapGroupLinks(ctx, groupRef);
  }

  @Mutation(() => LdapGroupLink)
  createLdapGroupLink(
    @Arg('groupRef', () => String) groupRef: string,
    @Arg('input', () => CreateLdapGroupLinkInput) input: CreateLdapGroupLinkInput,
    @Ctx() ctx: SubgraphContext,
  ): Promise<LdapGroupLink> {
    return createLdapGroupLink(ctx, groupRef, input);
  }

  @Mutation(() => Boolean)
  deleteLdapGroupLink(
    @Arg('groupRef', () => String) groupRef: string,
    @Arg('key', () => LdapGroupLinkKeyInput) key: LdapGroupLinkKeyInput,
    @Ctx() ctx: SubgraphContext,
  ): Promise<boolean> {
    return deleteLdapGroupLink(ctx, groupRef, key);
  }

  @Mutation(() => Boolean, { description: 'Queues an LDAP sync of the group; 404 while LDAP group sync is not configured.' })
  syncGroupWithLdap(@Arg('groupRef', () => String) _groupRef: string): boolean {
    return requestLdapSync();
  }
}
