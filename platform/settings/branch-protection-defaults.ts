import { AccessLevel } from '../access';

/** One `allowed_to_push` / `allowed_to_merge` entry of `default_branch_protection_defaults`. */
export interface ProtectionAccessEntry {
  access_level: number;
}

/** GitLab's `default_branch_protection_defaults` hash (application settings and groups, 17.0+). */
export interface BranchProtectionDefaults {
  allowed_to_push?: ProtectionAccessEntry[];
  allowed_to_merge?: ProtectionAccessEntry[];
  allow_force_push?: boolean;
  code_owner_approval_required?: boolean;
  developer_can_initial_push?: boolean;
}

const levels = (level: number): ProtectionAccessEntry[] => [{ access_level: level }];

/**
 * The hash for a deprecated integer `default_branch_protection` (Gitlab::Access::BranchProtection#to_hash):
 * 0 none, 1 partial (developers push), 2 full, 3 developers merge, 4 full after the initial push.
 * Shared by the admin subgraph (the instance setting) and the repository subgraph (a group's level).
 */
export function defaultBranchProtectionDefaults(protection: number): BranchProtectionDefaults {
  const { DEVELOPER, MAINTAINER } = AccessLevel;
  switch (protection) {
    case 0: return { allowed_to_push: levels(DEVELOPER), allow_force_push: true, allowed_to_merge: levels(DEVELOPER) };
    case 1: return { allowed_to_push: levels(DEVELOPER), allow_force_push: false, allowed_to_merge: levels(MAINTAINER) };
    case 3: return { allowed_to_push: levels(MAINTAINER), allow_force_push: false, allowed_to_merge: levels(DEVELOPER) };
    case 4: return { allowed_to_push: levels(MAINTAINER), allow_force_push: false, allowed_to_merge: levels(MAINTAINER), developer_can_initial_push: true };
    default: return { allowed_to_push: levels(MAINTAINER), allow_force_push: false, allowed_to_merge: levels(MAINTAINER) };
  }
}
