import type { RemoteMirrorFields } from '../operations/fragments/remote-mirror';

/**
 * Entities::RemoteMirror with EE's `mirror_branch_regex`. `host_keys` (ssh_known_hosts_fingerprints)
 * is always empty: host keys are not stored, SSH mirrors accept the host's key on first contact.
 */
export function presentRemoteMirror(mirror: RemoteMirrorFields) {
  return {
    id: Number(mirror.id),
    enabled: mirror.enabled,
    url: mirror.url,
    update_status: mirror.updateStatus,
    last_update_at: mirror.lastUpdateAt,
    last_update_started_at: mirror.lastUpdateStartedAt,
    last_successful_update_at: mirror.lastSuccessfulUpdateAt,
    last_error: mirror.lastError,
    only_protected_branches: mirror.onlyProtectedBranches,
    keep_divergent_refs: mirror.keepDivergentRefs,
    auth_method: mirror.authMethod,
    host_keys: [],
    mirror_branch_regex: mirror.mirrorBranchRegex,
  };
}
