import { BadRequestError, ForbiddenError, type SubgraphContext } from '@forgegraph/platform';
import { commitNode, type CommitNode } from '../../schema/commit.type';
import { applyActions, cleanPath, validateActionShapes, type CommitAction } from './commit-actions';
import { commitLoader } from './commit-loaders';
import { authorFrom, committerFor } from './committer';
import { commitToBranch, fetchCommitFrom, isEmptyRepository } from './branch-writer';
import { lastCommitForPath } from '../git/commit-reader';
import { ZERO_OID } from '../git/object-reader';
import { isValidRefName } from '../git/ref-names';
import { findRef, resolveCommit } from '../git/refs';
import { withRefLocks } from '../git/ref-lock';
import { listFiles, writeTree } from '../git/tree-writer';
import { requirePushCode, requireReadCode } from '../access/code-access';
import { canCommitToBranch } from '../refs/initial-push';
import { branchRef } from '../repositories/push-events';
import { openRepository, type OpenRepository } from '../repositories/repository-store';
import { openWritableRepository } from '../storage-moves/repository-read-only';

export interface CreateCommitInput {
  projectId: number;
  branch: string;
  commitMessage: string;
  actions: CommitAction[];
  startBranch?: string | null;
  startSha?: string | null;
  startProjectId?: number | null;
  authorName?: string | null;
  authorEmail?: string | null;
  force?: boolean | null;
  /** How a stale `last_commit_id` is refused; the files API words it differently from the commits API. */
  staleFileMessage?: (path: string) => string;
}

interface StartPoint {
  repo: OpenRepository;
  /** The parent commit, or null for the first commit of an empty repository. */
  sha: string | null;
  /** GitLab's `different_branch?`: the commit starts somewhere other than the target branch's tip. */
  differentBranch: boolean;
}

const refused = (message: string) => BadRequestError.message(message);

/** POST /repository/commits (Files::MultiService on Commits::CreateService), one commit from a batch of actions. */
export async function createCommit(ctx: SubgraphContext, input: CreateCommitInput): Promise<CommitNode> {
  if (!input.branch) throw BadRequestError.because('branch is required');
  if (!input.commitMessage) throw BadRequestError.because('commit_message is required');
  validateActionShapes(input.actions);
  if (input.startBranch && input.startSha) throw BadRequestError.because('start_branch, start_sha are mutually exclusive');
  const grant = await requirePushCode(ctx, input.projectId);
  const repo = await openWritableRepository(ctx, input.projectId);
  if (!(await canCommitToBranch(ctx, repo, grant, input.branch))) {
    throw ForbiddenError.because('You are not allowed to push into this branch');
  }
  const committer = await committerFor(ctx);
  const author = authorFrom(committer, input);
  const sha = await withRefLocks(repo.gitDir, [branchRef(input.branch)], async () => {
    const start = await resolveStart(ctx, repo, input);
    const current = await findRef(repo.gitDir, branchRef(input.branch));
    const parent = start.differentBranch ? start.sha : current?.commitId ?? null;
    if (parent) await checkFileStatus(repo.gitDir, parent, input.actions, input.staleFileMessage ?? staleMessage);
    const changes = await applyActions(repo.gitDir, parent ? await listFiles(repo.gitDir, parent) : new Map(), input.actions);
    const tree = await writeTree(repo.gitDir, parent, changes);
    return commitToBranch(ctx, repo, {
      branch: input.branch, tree, parents: parent ? [parent] : [], message: input.commitMessage,
      author, committer, expected: current?.commitId ?? ZERO_OID,
    });
  });
  const commit = await commitLoader(ctx, repo.gitDir).load(sha);
  return commitNode(repo.projectId, repo.gitDir, commit!);
}

/** Commits::CreateService#validate!, in GitLab's order, resolving where the new commit starts. */
async function resolveStart(ctx: SubgraphContext, repo: OpenRepository, input: CreateCommitInput): Promise<StartPoint> {
  const startRepo = input.startProjectId && input.startProjectId !== input.projectId
    ? (await requireReadCode(ctx, input.startProjectId), await openRepository(ctx, input.startProjectId))
    : repo;
  const startBranch = input.startBranch || (input.startSha ? null : input.branch);
  const differentBranch = startRepo !== repo || startBranch !== input.branch || Boolean(input.startSha);
  const startSha = input.startSha ? await validateStartSha(startRepo, input.startSha) : null;
  const startEmpty = await isEmptyRepository(startRepo.gitDir);
  const startBranchRef = startBranch ? await findRef(startRepo.gitDir, branchRef(startBranch)) : null;
  if (startBranch && !startEmpty && !startBranchRef) throw refused('You can only create or edit files when you are on a branch');
  if (differentBranch && !input.force && !(await isEmptyRepository(repo.gitDir)) && (await findRef(repo.gitDir, branchRef(input.branch)))) {
    throw refused(`A branch called '${input.branch}' already exists. Switch to that branch in order to make changes`);
  }
  if (!isValidRefName(input.branch)) {
    throw refused(`Something went wrong when we tried to create '${input.branch}' for you: Branch name is invalid`);
  }
  const sha = startSha ?? startBranchRef?.commitId ?? null;
  if (sha && startRepo !== repo) await fetchCommitFrom(repo, startRepo, sha);
  return { repo: startRepo, sha, differentBranch };
}

async function validateStartSha(repo: OpenRepository, startSha: string): Promise<string> {
  if (!/^[0-9a-f]{40}$/.test(startSha)) throw refused(`Invalid start_sha '${startSha}'`);
  const sha = await resolveCommit(repo.gitDir, startSha);
  if (!sha) throw refused(`Cannot find start_sha '${startSha}'`);
  return sha;
}

/** Files::MultiService#validate_file_status!: a stale `last_commit_id` on update, move or delete. */
const staleMessage = (path: string) => `The file has changed since you started editing it: ${path}`;

async function checkFileStatus(gitDir: string, parent: string, actions: CommitAction[], message: (path: string) => string): Promise<void> {
  for (const action of actions) {
    if (!action.lastCommitId || !['update', 'move', 'delete'].includes(action.action)) continue;
    const path = cleanPath(action.previousPath || action.filePath);
    const last = await lastCommitForPath(gitDir, parent, path);
    if (last && last !== action.lastCommitId) throw refused(message(path));
  }
}
