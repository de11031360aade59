import type { SharedGroupFields } from '../operations/fragments/group';

/** Entities::SharedGroupWithGroup (lib/api/entities/shared_group_with_group.rb). */
export function presentSharedGroupWithGroup(share: SharedGroupFields) {
  return {
    group_id: Number(share.sharedWithGroupId),
    group_name: share.sharedWithGroup?.name ?? null,
    group_full_path: share.sharedWithGroup?.fullPath ?? null,
    group_access_level: share.groupAccess,
    expires_at: share.expiresAt,
  };
}
