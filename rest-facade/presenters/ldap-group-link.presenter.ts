import type { LdapGroupLinkFields } from '../operations/fragments/group-link';

/**
 * EE Entities::LdapGroupLink: `filter` is licensed here; `member_role_id` is left out as GitLab does
 * while custom roles are off.
 */
export function presentLdapGroupLink(link: LdapGroupLinkFields) {
  return { cn: link.cn, group_access: link.groupAccess, provider: link.provider, filter: link.filter };
}
