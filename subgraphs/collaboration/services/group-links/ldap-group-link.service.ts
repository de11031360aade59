import { ConflictError, NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { LdapGroupLink } from '../../entities/ldap-group-link.entity';
import type { CreateLdapGroupLinkInput, LdapGroupLinkKeyInput } from '../../schema/group-link.inputs';
import { ldapLinkGroup } from './group-link-access';

const NOT_LINKED = 'Linked LDAP group not found';

/** GET /groups/:id/ldap_group_links: an empty list is GitLab's 404. */
export async function listLdapGroupLinks(ctx: SubgraphContext, ref: string): Promise<LdapGroupLink[]> {
  const group = await ldapLinkGroup(ctx, ref);
  const links = await ctx.em.find(LdapGroupLink, { groupId: group.id }, { orderBy: { id: 'asc' } });
  if (!links.length) throw NotFoundError.withMessage('No linked LDAP groups found');
  return links;
}

/** POST /groups/:id/ldap_group_links: model errors answer 409 with the first full message. */
export async function createLdapGroupLink(ctx: SubgraphContext, ref: string, input: CreateLdapGroupLinkInput): Promise<LdapGroupLink> {
  const group = await ldapLinkGroup(ctx, ref);
  const cn = input.cn ?? null;
  const filter = cn === null ? input.filter ?? null : null;
  const problem = linkProblem(cn, filter) ?? (await duplicateProblem(ctx, group.id, input.provider, cn, filter));
  if (problem) throw ConflictError.message(problem);
  const link = ctx.em.create(LdapGroupLink, { groupId: group.id, cn, filter, groupAccess: input.groupAccess, provider: input.provider });
  try {
    await ctx.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw ConflictError.message(`${cn !== null ? 'Cn' : 'Filter'} has already been taken`);
    throw error;
  }
  return link;
}

/** LdapGroupLink's validations, in its order: presence, then LdapFilterValidator. */
function linkProblem(cn: string | null, filter: string | null): string | null {
  if (cn !== null) return cn.trim() === '' ? "Cn can't be blank" : null;
  if (filter === null || filter.trim() === '') return "Filter can't be blank";
  return isLdapFilter(filter) ? null : 'Filter is invalid';
}

async function duplicateProblem(ctx: SubgraphContext, groupId: number, provider: string, cn: string | null, filter: string | null): Promise<string | null> {
  const taken = await ctx.em.count(LdapGroupLink, cn !== null ? { groupId, provider, cn } : { groupId, provider, filter });
  if (!taken) return null;
  return `${cn !== null ? 'Cn' : 'Filter'} has already been taken`;
}

/** Net::LDAP::Filter.construct's first checks: balanced parentheses around an attribute test. */
function isLdapFilter(filter: string): boolean {
  let depth = 0;
  for (const char of filter) {
    if (char === '(') depth++;
    if (char === ')' && --depth < 0) return false;
  }
  return depth === 0 && /[^()=<>~]\s*[<>~]?=/.test(filter);
}

/**
 * DELETE /groups/:id/ldap_group_links (by `cn` or `filter` with `provider`) and the deprecated
 * `/ldap_group_links/:cn` and `/:provider/:cn`: the first link matching what is given.
 */
export async function deleteLdapGroupLink(ctx: SubgraphContext, ref: string, key: LdapGroupLinkKeyInput): Promise<boolean> {
  const group = await ldapLinkGroup(ctx, ref);
  const where = {
    groupId: group.id,
    ...(key.cn !== undefined && key.cn !== null ? { cn: key.cn } : { filter: key.filter ?? '' }),
    ...(key.provider !== undefined && key.provider !== null ? { provider: key.provider } : {}),
  };
  const link = await ctx.em.findOne(LdapGroupLink, where, { orderBy: { id: 'asc' } });
  if (!link) throw NotFoundError.withMessage(NOT_LINKED);
  await ctx.em.remove(link).flush();
  return true;
}

/**
 * POST /groups/:id/ldap_sync (ee/lib/ee/api/groups.rb): GitLab answers `not_found!` before it
 * looks at the group when LDAP group sync is not enabled, and no LDAP server is configured here.
 */
export function requestLdapSync(): boolean {
  throw NotFoundError.withMessage('404 Not Found');
}
