import { DomainError, intArray, LoaderRegistry, query, type Actor, type SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MergeRequestSnapshot } from '@forgegraph/platform';
import { directoryLoader } from '../domains/identity.client';
import { mergeRequestCommitMessages } from '../domains/merge-request-commits.client';
import { findReadableIssue, type ReadableIssue } from '../issues/issue-lookup';
import { namespaceLoader, projectLoader } from '../loaders';
import { T } from '../tables';
import { closingReferences, type ClosingReference } from './closing-references';

/**
 * A context acting as `userId` inside a reaction's transaction (`em`), with loaders of its own so
 * nothing the service actor loaded answers for the user; null for a user who is gone or blocked.
 */
export async function contextAsUser(ctx: SubgraphContext, em: EntityManager, userId: number | null): Promise<SubgraphContext | null> {
  const user = userId === null ? null : await directoryLoader(ctx).load(userId);
  if (!user || user.state !== 'active') return null;
  const actor: Actor = { userId: user.id, username: user.username, isAdmin: user.isAdmin, scopes: ['api'], origin: 'token' };
  return { ...ctx, em, actor, loaders: new LoaderRegistry() };
}

/** A reference as a project ref `findReadableIssue` takes: the merge request's project, its namespace's, or a full path. */
async function projectRefOf(ctx: SubgraphContext, mr: MergeRequestSnapshot, reference: ClosingReference): Promise<string> {
  if (reference.path === null) return String(mr.projectId);
  if (reference.path.includes('/')) return reference.path;
  const project = (await projectLoader(ctx).load(mr.projectId))!;
  const namespace = (await namespaceLoader(ctx).load(project.namespaceId))!;
  return `${namespace.fullPath}/${reference.path}`;
}

/**
 * MergeRequest#closes_issues for the caller of `ctx`: the issues its title, description and commit
 * messages close that the caller may read, each once.
 */
export async function closingIssuesOf(ctx: SubgraphContext, mr: MergeRequestSnapshot): Promise<ReadableIssue[]> {
  const messages = [mr.title, mr.description ?? '', ...(await mergeRequestCommitMessages(ctx, mr))];
  const found = new Map<number, ReadableIssue>();
  for (const reference of closingReferences(messages.join('\n'), ctx.runtime.config.externalUrl)) {
    try {
      const readable = await findReadableIssue(ctx, await projectRefOf(ctx, mr, reference), reference.iid);
      found.set(readable.issue.id, readable);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return [...found.values()];
}

/** MergeRequest#cache_merge_request_closes_issues!: the rows GET …/closes_issues and …/closed_by read. */
export async function storeClosingIssues(em: EntityManager, mergeRequestId: number, issueIds: number[]): Promise<void> {
  await query(em, `delete from ${T.mergeRequestsClosingIssues} where merge_request_id = ? and not (issue_id = any(?::int[]))`, [mergeRequestId, intArray(issueIds)]);
  if (issueIds.length) {
    await query(em, `insert into ${T.mergeRequestsClosingIssues} (merge_request_id, issue_id) select ?, unnest(?::int[]) on conflict do nothing`,
      [mergeRequestId, intArray(issueIds)]);
  }
}
