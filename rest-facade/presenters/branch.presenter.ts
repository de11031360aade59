import type { BranchFields, ProtectedBranchFields, ProtectedRefAccessFields } from '../operations/fragments/branch';
import { presentCommit } from './commit.presenter';

/** Entities::Branch. */
export function presentBranch(branch: BranchFields) {
  return {
    name: branch.name,
    commit: presentCommit(branch.commit),
    merged: branch.merged,
    protected: branch.protected,
    developers_can_push: branch.developersCanPush,
    developers_can_merge: branch.developersCanMerge,
    can_push: branch.canPush,
    default: branch.default,
    web_url: `${branch.project.webUrl}/-/tree/${branch.name}`,
  };
}

const idOrNull = (value: string | null) => (value === null ? null : Number(value));

/** Entities::ProtectedRefAccess. */
export function presentAccess(access: ProtectedRefAccessFields) {
  return {
    id: Number(access.id),
    access_level: access.accessLevel,
    access_level_description: access.accessLevelDescription,
    deploy_key_id: idOrNull(access.deployKeyId),
    user_id: idOrNull(access.userId),
    group_id: idOrNull(access.groupId),
  };
}

/** Entities::ProtectedBranch (+ EE's code_owner_approval_required). */
export function presentProtectedBranch(rule: ProtectedBranchFields) {
  return {
    id: Number(rule.id),
    name: rule.name,
    push_access_levels: rule.pushAccessLevels.map(presentAccess),
    merge_access_levels: rule.mergeAccessLevels.map(presentAccess),
    unprotect_access_levels: rule.unprotectAccessLevels.map(presentAccess),
    allow_force_push: rule.allowForcePush,
    code_owner_approval_required: rule.codeOwnerApprovalRequired,
  };
}
