import { BadRequestError, type SubgraphContext } from '@forgegraph/platform';
import { commitNode } from '../../schema/commit.type';
import type { PushSummaryNode } from '../../schema/push-summary.type';
import { readableRepository } from '../commits/commit-query.service';
import { countCommits, logShas, readCommits } from '../git/commit-reader';
import { parseTag } from '../git/object-parser';
import { readObject, ZERO_OID } from '../git/object-reader';
import { BRANCH_PREFIX, TAG_PREFIX } from '../git/ref-names';
import { findRef, headBranch, resolveCommit } from '../git/refs';
import { matchingRules, protectedRulesLoader } from '../refs/protected-branch-rules';
import type { OpenRepository } from '../repositories/repository-store';

export interface RefUpdateArgs {
  ref: string;
  before: string;
  after: string;
}

/** Gitlab::DataBuilder::Push: "For performance purposes maximum 20 latest commits". */
const HOOK_COMMIT_LIMIT = 20;
const SHA = /^[0-9a-f]{40}$/;

/**
 * The commits, checkout sha and message of one ref update, as GitLab's push hooks describe it at
 * the time the hooks run (webhook_events.md#push-events, #tag-events).
 */
export async function pushSummary(ctx: SubgraphContext, projectId: number, update: RefUpdateArgs): Promise<PushSummaryNode> {
  if (!SHA.test(update.before) || !SHA.test(update.after)) throw BadRequestError.message('before and after must be full commit ids');
  const repo = await readableRepository(ctx, projectId);
  if (update.ref.startsWith(TAG_PREFIX)) return tagPushSummary(repo, update);
  if (update.ref.startsWith(BRANCH_PREFIX)) return branchPushSummary(ctx, repo, update);
  throw BadRequestError.message('ref must be a branch or a tag');
}

/** Git::BranchHooksService#threshold_commits and #commits_count. */
async function branchPushSummary(ctx: SubgraphContext, repo: OpenRepository, update: RefUpdateArgs): Promise<PushSummaryNode> {
  const branch = update.ref.slice(BRANCH_PREFIX.length);
  const refProtected = matchingRules(await protectedRulesLoader(ctx).load(repo.projectId), branch).length > 0;
  if (update.after === ZERO_OID) return { commits: [], totalCommitsCount: 0, checkoutSha: null, message: null, refProtected };
  const revision = await pushedRange(repo, branch, update);
  const shas = (await logShas(repo.gitDir, { revision }, 0, HOOK_COMMIT_LIMIT)).reverse();
  const commits = (await readCommits(repo.gitDir, shas)).map((c) => commitNode(repo.projectId, repo.gitDir, c));
  const totalCommitsCount = shas.length < HOOK_COMMIT_LIMIT ? shas.length : await countCommits(repo.gitDir, { revision });
  return { commits, totalCommitsCount, checkoutSha: update.after, message: null, refProtected };
}

/**
 * Updating: before..after. Creating the default branch (or any branch while there is no default):
 * its whole history. Creating another branch: what the default branch does not have yet.
 */
async function pushedRange(repo: OpenRepository, branch: string, update: RefUpdateArgs): Promise<string> {
  if (update.before !== ZERO_OID) return `${update.before}..${update.after}`;
  const defaultBranch = await headBranch(repo.gitDir);
  const base = defaultBranch && defaultBranch !== branch ? await resolveCommit(repo.gitDir, BRANCH_PREFIX + defaultBranch) : null;
  return base ? `${base}..${update.after}` : update.after;
}

/**
 * Git::TagHooksService: the tagged commit and the tag's message while the tag still points where
 * the push put it. Lightweight tags have an empty message (Gitaly's FindTag). Protected tags are
 * not modelled, so `ref_protected` is false.
 */
async function tagPushSummary(repo: OpenRepository, update: RefUpdateArgs): Promise<PushSummaryNode> {
  const none: PushSummaryNode = { commits: [], totalCommitsCount: 0, checkoutSha: null, message: null, refProtected: false };
  if (update.after === ZERO_OID) return none;
  const tag = await findRef(repo.gitDir, update.ref);
  if (!tag) return none;
  if (tag.target !== update.after) return { ...none, checkoutSha: tag.commitId };
  const [commit] = await readCommits(repo.gitDir, [tag.commitId]);
  const object = tag.objectType === 'tag' ? await readObject(repo.gitDir, tag.target) : null;
  return {
    commits: commit ? [commitNode(repo.projectId, repo.gitDir, commit)] : [],
    totalCommitsCount: commit ? 1 : 0,
    checkoutSha: tag.commitId,
    message: object ? parseTag(object.oid, object.data).message.replace(/\n+$/, '') : '',
    refProtected: false,
  };
}
