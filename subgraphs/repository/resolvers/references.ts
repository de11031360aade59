import { DomainError, type ReferenceResolver, type SubgraphContext } from '@forgegraph/platform';
import { repositoryNode } from '../schema/repository.type';
import { projectRef } from '../schema/project-ref.type';
import { userRef } from '../schema/user-ref.type';
import { MergeRequestRef } from '../schema/merge.types';
import { ApprovalRuleRef } from '../schema/approval-rule-ref.type';
import { findBranch } from '../services/refs/branch.service';
import { findCommit } from '../services/commits/commit-query.service';
import { repositoryLoader } from '../services/repositories/repository-store';
import { findTag } from '../services/refs/tag.service';

/** `<projectId>:<rest>` keys of Commit, Tag and Branch. */
function splitKey(id: string): [number, string] | null {
  const colon = id.indexOf(':');
  const projectId = Number(id.slice(0, colon));
  return colon > 0 && Number.isInteger(projectId) ? [projectId, id.slice(colon + 1)] : null;
}

/** A reference the caller may not see, or that no longer exists, resolves to null (never an error). */
function scoped<T>(lookup: (projectId: number, rest: string, ctx: SubgraphContext) => Promise<T>): ReferenceResolver {
  return async (ref, ctx) => {
    const key = splitKey(ref.id);
    if (!key) return null;
    try {
      return await lookup(key[0], key[1], ctx);
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
  };
}

/**
 * `__resolveReference` per entity. Each goes through the request's loaders: repository records in
 * one query, commits in one `cat-file --batch` per repository, access in one gateway call.
 */
export const references: Record<string, ReferenceResolver> = {
  Project: (ref) => projectRef(Number(ref.id)),
  User: (ref) => userRef(Number(ref.id)),
  // Collaboration sends the diff fields `commits` and `diffs` require along with the key.
  MergeRequest: (ref) => Object.assign(new MergeRequestRef(), ref),
  // Collaboration sends `projectId` and `protectedBranchIds` along with the key.
  ApprovalRule: (ref) => Object.assign(new ApprovalRuleRef(), ref),
  Repository: async (ref, ctx) => {
    const record = /^\d+$/.test(ref.id) ? await repositoryLoader(ctx).load(Number(ref.id)) : null;
    return record ? repositoryNode(record) : null;
  },
  Commit: scoped((projectId, sha, ctx) => findCommit(ctx, projectId, sha)),
  Tag: scoped((projectId, name, ctx) => findTag(ctx, projectId, name)),
  Branch: scoped((projectId, name, ctx) => findBranch(ctx, projectId, name)),
};
