import type { SamlGroupLinkFields } from '../operations/fragments/group-link';

/** EE Entities::SamlGroupLink. */
export function presentSamlGroupLink(link: SamlGroupLinkFields) {
  return { name: link.samlGroupName, access_level: link.accessLevel, member_role_id: link.memberRoleId, provider: link.provider };
}
