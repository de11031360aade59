type Node = Record<string, any>;

/** EE Entities::SamlGroupLink. */
export function presentSamlGroupLink(link: Node) {
  return { name: link.samlGroupName, access_level: link.accessLevel, member_role_id: link.memberRoleId, provider: link.provider };
}
