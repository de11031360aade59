import { AccessLevel, BadRequestError, NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import type { BranchNode } from '../../schema/branch.type';
import { settleDefaultBranch } from './ref-update';
import { commitReadmeIfEmpty } from './initial-readme';
import { branchIn } from './branch.service';
import { ZERO_OID } from '../git/object-reader';
import { isValidRefName } from '../git/ref-names';
import { withRefLocks } from '../git/ref-lock';
import { deleteRef, findRef, headBranch, resolveCommit, updateRef } from '../git/refs';
import { requirePushCode } from '../access/code-access';
import { matchingRules, protectedRulesLoader } from './protected-branch-rules';
import { branchRef, recordRefUpdate } from '../repositories/push-events';
import { openWritableRepository } from '../storage-moves/repository-read-only';

const refused = (message: string) => BadRequestError.message(message);

/** POST /repository/branches (Branches::CreateService and ValidateNewService, in their order). */
export async function createBranch(ctx: SubgraphContext, input: { projectId: number; branch: string; ref: string }): Promise<BranchNode> {
  await requirePushCode(ctx, input.projectId);
  const repo = await openWritableRepository(ctx, input.projectId);
  if (!input.ref) throw refused('Ref is missing');
  if (!isValidRefName(input.branch)) throw refused('Branch name is invalid');
  await commitReadmeIfEmpty(ctx, repo);
  const ref = branchRef(input.branch);
  const target = await withRefLocks(repo.gitDir, [ref], async () => {
    if (await findRef(repo.gitDir, ref)) throw refused('Branch already exists');
    const commit = await resolveCommit(repo.gitDir, input.ref);
    if (!commit) throw refused(`Failed to create branch '${input.branch}': invalid reference name '${input.ref}'`);
    if (!(await updateRef(repo.gitDir, ref, commit, ZERO_OID))) {
      throw refused(`Failed to create branch '${input.branch}': Branch name conflicts with existing branch hierarchy.`);
    }
    return commit;
  });
  await recordRefUpdate(ctx, { projectId: repo.projectId, ref, before: ZERO_OID, after: target });
  await settleDefaultBranch(ctx, repo, [input.branch]);
  return branchIn(ctx, repo, input.branch);
}

/**
 * DELETE /repository/branches/:branch: `404 Branch Not Found`; the default branch is refused, and a
 * protected branch may be deleted only by a Maintainer (GitLab's Gitlab::Checks::BranchCheck texts).
 */
export async function deleteBranch(ctx: SubgraphContext, projectId: number, name: string): Promise<boolean> {
  const grant = await requirePushCode(ctx, projectId);
  const repo = await openWritableRepository(ctx, projectId);
  if (!isValidRefName(name)) throw refused('The branch refname is invalid');
  const ref = branchRef(name);
  const before = await withRefLocks(repo.gitDir, [ref], async () => {
    const current = await findRef(repo.gitDir, ref);
    if (!current) throw NotFoundError.resource('Branch');
    if ((await headBranch(repo.gitDir)) === name) throw refused('The default branch of a project cannot be deleted.');
    const isProtected = matchingRules(await protectedRulesLoader(ctx).load(projectId), name).length > 0;
    if (isProtected && !grant.isAdmin && grant.accessLevel < AccessLevel.MAINTAINER) {
      throw refused('You are not allowed to delete protected branches from this project. Only a project maintainer or owner can delete a protected branch.');
    }
    if (!(await deleteRef(repo.gitDir, ref, current.commitId))) throw refused('Failed to remove branch');
    return current.commitId;
  });
  await recordRefUpdate(ctx, { projectId, ref, before, after: ZERO_OID });
  return true;
}
