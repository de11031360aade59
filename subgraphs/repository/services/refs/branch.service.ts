import { BadRequestError, NotFoundError, pageInfo, type Page, type SubgraphContext } from '@forgegraph/platform';
import { BranchNode } from '../../schema/branch.type';
import { commitNode } from '../../schema/commit.type';
import { projectRef } from '../../schema/project-ref.type';
import { commitLoader } from '../commits/commit-loaders';
import { readableRepository } from '../commits/commit-query.service';
import { isValidRefName } from '../git/ref-names';
import { refSnapshot, type RefEntry, type RefSnapshot } from '../git/ref-snapshot';
import { grantLoader } from '../domains/collaboration.client';
import { canPushToBranch, developersCan, matchingRules, protectedRulesLoader } from './protected-branch-rules';
import { filterByName } from './ref-search';
import { branchRef } from '../repositories/push-events';
import type { OpenRepository } from '../repositories/repository-store';

export interface ListBranchesArgs {
  search?: string | null;
  regex?: string | null;
  sort?: 'name_asc' | 'updated_asc' | 'updated_desc' | null;
  page: number;
  perPage: number;
}

const SORTS = { name_asc: ['refname'], updated_asc: ['refname', 'committerdate'], updated_desc: ['refname', '-committerdate'] };

/** GET /repository/branches: `search` (`^`/`$` anchors), `regex` (RE2-style), sorted by name by default. */
export async function listBranches(ctx: SubgraphContext, projectId: number, args: ListBranchesArgs): Promise<Page<BranchNode>> {
  const repo = await readableRepository(ctx, projectId);
  const sort = SORTS[args.sort ?? 'name_asc'];
  if (!sort) throw BadRequestError.param('sort does not have a valid value');
  const snapshot = await refSnapshot(repo.gitDir);
  let refs = filterByName(await snapshot.sorted('branches', sort), args.search);
  if (args.regex) {
    const pattern = compileRegex(args.regex);
    refs = refs.filter((r) => pattern.test(r.name));
  }
  const start = (args.page - 1) * args.perPage;
  return { nodes: await branchNodes(ctx, repo, snapshot, refs.slice(start, start + args.perPage)), pageInfo: pageInfo(args, refs.length) };
}

function compileRegex(source: string): RegExp {
  try {
    return new RegExp(source);
  } catch {
    throw BadRequestError.message('Regex is invalid');
  }
}

/** GET /repository/branches/:branch: 400 for a name git refuses, `404 Branch Not Found` for a missing one. */
export async function findBranch(ctx: SubgraphContext, projectId: number, name: string): Promise<BranchNode> {
  const repo = await readableRepository(ctx, projectId);
  return branchIn(ctx, repo, name);
}

export async function branchIn(ctx: SubgraphContext, repo: OpenRepository, name: string): Promise<BranchNode> {
  if (!isValidRefName(name)) throw BadRequestError.message('The branch refname is invalid');
  const snapshot = await refSnapshot(repo.gitDir);
  const ref = snapshot.find(branchRef(name));
  if (!ref) throw NotFoundError.resource('Branch');
  return (await branchNodes(ctx, repo, snapshot, [ref]))[0];
}

/**
 * Builds branch nodes from one ref snapshot: one commit batch, the snapshot's merged set (computed
 * once per refs version), the request's protection rules.
 */
async function branchNodes(ctx: SubgraphContext, repo: OpenRepository, snapshot: RefSnapshot, refs: RefEntry[]): Promise<BranchNode[]> {
  const [merged, rules, grant] = await Promise.all([
    snapshot.mergedIntoHead(),
    protectedRulesLoader(ctx).load(repo.projectId),
    grantLoader(ctx).load(repo.projectId),
  ]);
  const root = snapshot.head;
  const rootRef = root ? snapshot.find(branchRef(root)) : null;
  const commits = await Promise.all(refs.map((r) => commitLoader(ctx, repo.gitDir).load(r.commitId)));
  return Promise.all(refs.map(async (ref, i) => {
    const matching = matchingRules(rules, ref.name);
    return Object.assign(new BranchNode(), {
      id: `${repo.projectId}:${ref.name}`,
      projectId: String(repo.projectId),
      name: ref.name,
      commit: commitNode(repo.projectId, repo.gitDir, commits[i]!),
      merged: ref.commitId !== rootRef?.commitId && merged.has(branchRef(ref.name)),
      protected: matching.length > 0,
      developersCanPush: developersCan(matching, 'push'),
      developersCanMerge: developersCan(matching, 'merge'),
      canPush: await canPushToBranch(ctx, repo.projectId, grant, ref.name),
      default: ref.name === root,
      project: projectRef(repo.projectId),
    });
  }));
}
