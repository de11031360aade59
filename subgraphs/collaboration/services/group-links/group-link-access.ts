import { ForbiddenError, requireUser, UnauthenticatedError, type SubgraphContext } from '@forgegraph/platform';
import type { Namespace } from '../../entities/namespace.entity';
import { canGroup, groupAccessFor } from '../access/access.service';
import { findGroupByRef } from '../namespaces/lookup';

/**
 * GitLab's LDAP and SAML group link APIs look the group up with `find_group` (no read check) and
 * then authorize the group's administration, so a missing or unreadable group is refused like a
 * group the caller may not administer, never 404.
 */
async function administrableGroup(ctx: SubgraphContext, ref: string): Promise<Namespace | null> {
  requireUser(ctx.actor);
  const group = await findGroupByRef(ctx, ref);
  if (!group) return null;
  return canGroup(await groupAccessFor(ctx, group), 'admin_group', group) ? group : null;
}

/** ee/lib/api/ldap_group_links.rb: `authorize! :admin_group, group` (403). */
export async function ldapLinkGroup(ctx: SubgraphContext, ref: string): Promise<Namespace> {
  const group = await administrableGroup(ctx, ref);
  if (!group) throw ForbiddenError.create();
  return group;
}

/** ee/lib/api/saml_group_links.rb: `unauthorized! unless can?(:admin_saml_group_links)` (401). */
export async function samlLinkGroup(ctx: SubgraphContext, ref: string): Promise<Namespace> {
  const group = await administrableGroup(ctx, ref);
  if (!group) throw UnauthenticatedError.create();
  return group;
}
