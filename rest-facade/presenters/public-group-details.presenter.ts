/** Entities::PublicGroupDetails (BasicGroupDetails plus avatar_url, full_name, full_path). */
export function presentPublicGroupDetails(group: { id: string; webUrl: string; name: string; avatarUrl: string | null; fullName: string; fullPath: string }) {
  return {
    id: Number(group.id),
    web_url: group.webUrl,
    name: group.name,
    avatar_url: group.avatarUrl,
    full_name: group.fullName,
    full_path: group.fullPath,
  };
}
