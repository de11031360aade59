import { AccessLevel, BadRequestError, NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import { projectRef } from '../../schema/project-ref.type';
import type { GitAccessNode, PushResultNode } from '../../schema/push.types';
import { repositoryNode } from '../../schema/repository.type';
import { ZERO_OID } from '../git/object-reader';
import { BRANCH_PREFIX } from '../git/ref-names';
import { withRefLocks } from '../git/ref-lock';
import { headBranch, isAncestor } from '../git/refs';
import { protectedRulesLoader } from '../refs/protected-branch-rules';
import { protectedTagRulesLoader } from '../refs/protected-tag-rules';
import { moveRefs, settleDefaultBranch } from '../refs/ref-update';
import { canReadCode, requireReadCode } from '../access/code-access';
import { grantLoader, projectIdOf, projectPlacementLoader } from '../domains/collaboration.client';
import { initialPushPolicy } from '../refs/initial-push';
import { hasBranches } from '../repositories/repository-size';
import { openRepository, repositoryLoader, type OpenRepository } from '../repositories/repository-store';
import { refusalFor, type PushContext, type PushedRef } from './push-rules';
import { isProjectRepositoryReadOnly, READ_ONLY_MESSAGE } from '../storage-moves/repository-read-only';

/** git's report for every ref of a push GitLab declines as a whole. */
const DECLINED = 'pre-receive hook declined';

/**
 * Gitlab::GitAccess's project part for git over HTTP: the project by full path as the caller sees
 * it (`404 Project Not Found` otherwise), what the caller may do, and where the repository is.
 */
export async function gitAccess(ctx: SubgraphContext, projectPath: string): Promise<GitAccessNode> {
  if (!projectPath.includes('/')) throw NotFoundError.resource('Project');
  const projectId = await projectIdOf(ctx, projectPath);
  const grant = await grantLoader(ctx).load(projectId);
  if (!grant.canRead) throw NotFoundError.resource('Project');
  const record = await repositoryLoader(ctx).load(projectId);
  const canPush = ctx.actor.userId !== null && (grant.isAdmin || grant.accessLevel >= AccessLevel.DEVELOPER);
  return {
    projectId: String(projectId),
    canDownload: canReadCode(grant),
    canPush,
    repository: record ? repositoryNode(record) : null,
    project: projectRef(projectId),
  };
}

/** The pre-receive check: GitLab's refusal text for the first change it refuses, or null. */
export async function checkPush(ctx: SubgraphContext, projectId: number, updates: PushedRef[]): Promise<string | null> {
  const repo = await openRepository(ctx, projectId);
  const push = await pushContextFor(ctx, repo);
  // Gitlab::GitAccess#check_push_access! refuses a read-only repository before any ref is looked at.
  if (await isProjectRepositoryReadOnly(ctx, projectId)) return READ_ONLY_MESSAGE;
  return firstRefusal(push, validUpdates(updates));
}

/**
 * Applies a received push through the same path as API commits (`moveRefs`: CAS, then the push
 * or tag-push events), after the checks again, now with non-fast-forwards known (the
 * objects are in the repository by then). The checks run under the ref locks, so a push cannot pass
 * them on rules a concurrent push is about to change (the default branch's protection on its first
 * creation). A refusal declines every ref, as GitLab's hook does.
 */
export async function applyPush(ctx: SubgraphContext, projectId: number, updates: PushedRef[]): Promise<PushResultNode> {
  const repo = await openRepository(ctx, projectId);
  const valid = validUpdates(updates);
  return withRefLocks(repo.gitDir, valid.map((u) => u.ref), async () => {
    const forced = await forcedRefs(repo.gitDir, valid);
    const readOnly = await isProjectRepositoryReadOnly(ctx, projectId);
    const message = readOnly ? READ_ONLY_MESSAGE : firstRefusal({ ...(await pushContextFor(ctx, repo)), isForced: (u) => forced.has(u.ref) }, valid);
    if (message) return { message, refs: valid.map((u) => ({ ref: u.ref, ok: false, reason: DECLINED })) };
    const moved = await moveRefs(ctx, repo, valid.map((u) => ({ ref: u.ref, before: u.oldSha, after: u.newSha })));
    const refs: PushResultNode['refs'] = valid.map((u, i) => ({ ref: u.ref, ok: moved[i], reason: moved[i] ? null : 'failed to update ref' }));
    // Once the whole push is in: a push that fills an empty repository picks its default from all its branches.
    await settleDefaultBranch(ctx, repo, createdBranches(valid, refs));
    return { message: null, refs };
  });
}

function createdBranches(updates: PushedRef[], results: PushResultNode['refs']): string[] {
  return updates
    .filter((u, i) => results[i].ok && u.oldSha === ZERO_OID && u.newSha !== ZERO_OID && u.ref.startsWith(BRANCH_PREFIX))
    .map((u) => u.ref.slice(BRANCH_PREFIX.length));
}

async function pushContextFor(ctx: SubgraphContext, repo: OpenRepository): Promise<PushContext> {
  const [grant, rules, tagRules, defaultBranch, branches] = await Promise.all([
    requireReadCode(ctx, repo.projectId),
    protectedRulesLoader(ctx).load(repo.projectId),
    protectedTagRulesLoader(ctx).load(repo.projectId),
    headBranch(repo.gitDir),
    hasBranches(repo.gitDir),
  ]);
  if (branches) return { ctx, grant, rules, tagRules, defaultBranch, initialPush: null };
  const [policy, placement] = await Promise.all([initialPushPolicy(ctx, repo.projectId), projectPlacementLoader(ctx).load(repo.projectId)]);
  return { ctx, grant, rules, tagRules, defaultBranch, initialPush: { ...policy, placement } };
}

function firstRefusal(push: PushContext, updates: PushedRef[]): string | null {
  for (const update of updates) {
    const refusal = refusalFor(push, update);
    if (refusal) return refusal;
  }
  return null;
}

function validUpdates(updates: PushedRef[]): PushedRef[] {
  const sha = /^[0-9a-f]{40}$/;
  for (const u of updates) {
    if (!u.ref.startsWith('refs/') || !sha.test(u.oldSha) || !sha.test(u.newSha)) throw BadRequestError.message(`invalid ref update: ${u.ref}`);
  }
  return updates;
}

/** Refs whose update is not a fast-forward (an unknown old value counts as forced). */
async function forcedRefs(gitDir: string, updates: PushedRef[]): Promise<Set<string>> {
  const forced = new Set<string>();
  for (const u of updates) {
    if (u.oldSha === ZERO_OID || u.newSha === ZERO_OID) continue;
    const fastForward = await isAncestor(gitDir, u.oldSha, u.newSha).catch(() => false);
    if (!fastForward) forced.add(u.ref);
  }
  return forced;
}
