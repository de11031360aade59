import { AccessLevel, type SubgraphContext } from '@forgegraph/platform';
import { ZERO_OID } from '../git/object-reader';
import { BRANCH_PREFIX, isValidRefName, TAG_PREFIX } from '../git/ref-names';
import type { ProjectGrant, ProjectPlacement } from '../domains/collaboration.client';
import { canPushWhileEmpty, isProtectedWhileEmpty, type InitialPushPolicy } from '../refs/initial-push';
import { isAllowedBy, matchingRules, type ProtectedRule } from '../refs/protected-branch-rules';
import { canCreateTag, isTagProtected, type ProtectedTagRule } from '../refs/protected-tag-rules';

/** One ref a push wants to move (`old`/`new` ZERO_OID for a creation/deletion). */
export interface PushedRef {
  ref: string;
  oldSha: string;
  newSha: string;
}

/** GitLab's texts (Gitlab::GitAccess, Gitlab::Checks::BranchCheck, TagCheck), shown as `GitLab: <text>`. */
export const PUSH_MESSAGES = {
  pushCode: 'You are not allowed to push code to this project.',
  deleteDefaultBranch: 'The default branch of a project cannot be deleted.',
  forcePushProtectedBranch: 'You are not allowed to force push code to a protected branch on this project.',
  nonMasterDeleteProtectedBranch: 'You are not allowed to delete protected branches from this project. Only a project maintainer or owner can delete a protected branch.',
  nonWebDeleteProtectedBranch: 'You can only delete protected branches using the web interface.',
  pushProtectedBranch: 'You are not allowed to push code to protected branches on this project.',
  createProtectedBranch: 'You are not allowed to create protected branches on this project.',
  nonWebCreateProtectedBranch: 'You can only create protected branches using the web interface and API.',
  prohibitedHexBranchName: 'You cannot create a branch with a 40-character hexadecimal branch name.',
  changeExistingTags: 'You are not allowed to change existing tags on this project.',
  defaultBranchCollision: 'You cannot use default branch name to create a tag',
  prohibitedTagName: 'You cannot create a tag with a prohibited pattern.',
  prohibitedShaTagName: 'You cannot create a tag with a SHA-1 or SHA-256 tag name.',
  updateProtectedTag: 'Protected tags cannot be updated.',
  deleteProtectedTag: 'You are not allowed to delete protected tags from this project. Only a project maintainer or owner can delete a protected tag.',
  deleteProtectedTagNonWeb: 'You can only delete protected tags using the web interface.',
  createProtectedTag: 'You are not allowed to create this tag as it is protected.',
} as const;

export interface InitialPush extends InitialPushPolicy {
  placement: ProjectPlacement | null;
}

/**
 * Gitlab::Checks::BranchCheck#empty_project_push_message (a heredoc: it starts and ends with a
 * newline); the plain protected-branch text for a project collaboration does not know.
 */
function emptyProjectPushMessage({ placement }: InitialPush): string {
  if (!placement) return PUSH_MESSAGES.pushProtectedBranch;
  return `\nA default branch (e.g. main) does not yet exist for ${placement.pathWithNamespace}\nAsk a project Owner or Maintainer to create a default branch:\n\n  ${placement.webUrl}/-/project_members\n\n`;
}

/** What the checks need to know about the repository and the pusher, read once per push. */
export interface PushContext {
  ctx: SubgraphContext;
  grant: ProjectGrant;
  rules: ProtectedRule[];
  tagRules: ProtectedTagRule[];
  defaultBranch: string | null;
  /** Set while the repository has no branch: the namespace's rules for its first push. */
  initialPush: InitialPush | null;
  /** Whether an update is a non-fast-forward; only known once the pushed objects are in the repository. */
  isForced?: (update: PushedRef) => boolean;
}

const isDeveloper = (grant: ProjectGrant) => grant.isAdmin || grant.accessLevel >= AccessLevel.DEVELOPER;
const isMaintainer = (grant: ProjectGrant) => grant.isAdmin || grant.accessLevel >= AccessLevel.MAINTAINER;

/**
 * GitLab's per-change checks in its order (PushCheck, BranchCheck, TagCheck): the first refusal's
 * text, or null. GitLab refuses the whole push when one change is refused.
 */
export function refusalFor(push: PushContext, update: PushedRef): string | null {
  if (!isDeveloper(push.grant)) return PUSH_MESSAGES.pushCode;
  if (update.ref.startsWith(BRANCH_PREFIX)) return branchRefusal(push, update, update.ref.slice(BRANCH_PREFIX.length));
  if (update.ref.startsWith(TAG_PREFIX)) return tagRefusal(push, update, update.ref.slice(TAG_PREFIX.length));
  return null;
}

function branchRefusal(push: PushContext, update: PushedRef, branch: string): string | null {
  const deletion = update.newSha === ZERO_OID;
  if (deletion && branch === push.defaultBranch) return PUSH_MESSAGES.deleteDefaultBranch;
  if (!deletion && /^[0-9a-f]{40}(-\/|\/|$)/i.test(branch)) return PUSH_MESSAGES.prohibitedHexBranchName;
  const rules = matchingRules(push.rules, branch);
  if (push.initialPush) return initialPushRefusal(push, push.initialPush, rules);
  if (rules.length === 0) return null;
  if (push.isForced?.(update) && !rules.some((rule) => rule.allowForcePush)) return PUSH_MESSAGES.forcePushProtectedBranch;
  const canPush = isAllowedBy(rules, 'push', push.ctx, push.grant);
  if (update.oldSha === ZERO_OID) {
    if (canPush) return null;
    return isAllowedBy(rules, 'merge', push.ctx, push.grant) ? PUSH_MESSAGES.nonWebCreateProtectedBranch : PUSH_MESSAGES.createProtectedBranch;
  }
  // Deleting a protected branch is only possible in the web UI and API, whoever pushes.
  if (deletion) return isMaintainer(push.grant) ? PUSH_MESSAGES.nonWebDeleteProtectedBranch : PUSH_MESSAGES.nonMasterDeleteProtectedBranch;
  return canPush ? null : PUSH_MESSAGES.pushProtectedBranch;
}

/** Into an empty repository nothing is forced, deleted or created beside another branch: only the push check applies. */
function initialPushRefusal(push: PushContext, initial: InitialPush, rules: ProtectedRule[]): string | null {
  if (!isProtectedWhileEmpty(initial, rules)) return null;
  return canPushWhileEmpty(initial, rules, push.ctx, push.grant) ? null : emptyProjectPushMessage(initial);
}

function tagRefusal(push: PushContext, update: PushedRef, tag: string): string | null {
  const creation = update.oldSha === ZERO_OID;
  // `admin_tag` is a Developer ability: only callers below that (already refused) meet this text.
  if (!creation && !isDeveloper(push.grant)) return PUSH_MESSAGES.changeExistingTags;
  if (creation && tag === push.defaultBranch) return PUSH_MESSAGES.defaultBranchCollision;
  if (update.newSha === ZERO_OID) return protectedTagRefusal(push, update, tag);
  if (!isValidRefName(tag) && !/^[0-9a-f]{40}$/i.test(tag)) return PUSH_MESSAGES.prohibitedTagName;
  if (/^([0-9a-f]{40}|[0-9a-f]{64})/i.test(tag)) return PUSH_MESSAGES.prohibitedShaTagName;
  return protectedTagRefusal(push, update, tag);
}

/** TagCheck#protected_tag_checks: a protected tag is never moved, deleted only from the web or API, created by its grants. */
function protectedTagRefusal(push: PushContext, update: PushedRef, tag: string): string | null {
  if (!isTagProtected(push.tagRules, tag)) return null;
  const creation = update.oldSha === ZERO_OID;
  if (update.newSha === ZERO_OID) return isMaintainer(push.grant) ? PUSH_MESSAGES.deleteProtectedTagNonWeb : PUSH_MESSAGES.deleteProtectedTag;
  if (!creation) return PUSH_MESSAGES.updateProtectedTag;
  return canCreateTag(push.ctx, push.tagRules, push.grant, tag) ? null : PUSH_MESSAGES.createProtectedTag;
}
