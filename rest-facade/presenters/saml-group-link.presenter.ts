type Node = Record<string, any>;

export const SAML_GROUP_LINK_FIELDS = 'samlGroupName accessLevel memberRoleId provider';

/** EE Entities::SamlGroupLink. */
export function presentSamlGroupLink(link: Node) {
  return { name: link.samlGroupName, access_level: link.accessLevel, member_role_id: link.memberRoleId, provider: link.provider };
}
