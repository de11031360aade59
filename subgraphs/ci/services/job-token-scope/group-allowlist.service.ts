import { AccessLevel, isUniqueViolation, NotFoundError, type Page, type PageArgs, type SubgraphContext } from '@forgegraph/platform';
import { JobTokenGroupLink } from '../../entities/job-token-group-link.entity';
import { groupRef, type GroupRef } from '../../schema/refs.types';
import { grantLoader, projectIdOf } from '../domains/collaboration.client';
import { groupGrantLoader, groupSummaryLoader } from '../domains/groups.client';
import { ALLOWLIST_LIMIT, allowlistErrors } from './allowlist-errors';
import { pageOfList } from './allowlist-page';
import { requireScopeAdmin } from './job-token-scope.service';

/** GET …/job_token_scope/groups_allowlist: the groups whose projects' job tokens are allowed in. */
export async function listAllowlistGroups(ctx: SubgraphContext, projectRefText: string, args: PageArgs): Promise<Page<GroupRef>> {
  const projectId = await requireScopeAdmin(ctx, projectRefText);
  const links = await ctx.em.find(JobTokenGroupLink, { sourceProjectId: projectId }, { orderBy: { id: 'asc' } });
  return pageOfList(links.map((link) => groupRef(link.targetGroupId)), args);
}

/** POST …/job_token_scope/groups_allowlist (Ci::JobTokenScope::AddGroupService). */
export async function addAllowlistGroup(ctx: SubgraphContext, projectId: number, targetGroupId: number): Promise<JobTokenGroupLink> {
  const sourceId = await requireScopeAdmin(ctx, String(projectId));
  if (!(await groupSummaryLoader(ctx).load(targetGroupId))) throw NotFoundError.resource('target_group_id not found');
  if (!(await groupGrantLoader(ctx).load(targetGroupId)).canRead) throw allowlistErrors.groupUnreadable();
  if ((await ctx.em.count(JobTokenGroupLink, { sourceProjectId: sourceId })) >= ALLOWLIST_LIMIT) throw allowlistErrors.groupLimit();
  const link = ctx.em.create(JobTokenGroupLink, { sourceProjectId: sourceId, targetGroupId, addedById: ctx.actor.userId });
  try {
    await ctx.em.flush();
  } catch (error) {
    if (isUniqueViolation(error)) throw allowlistErrors.groupPresent();
    throw error;
  }
  return link;
}

/** DELETE …/job_token_scope/groups_allowlist/:target_group_id (Ci::JobTokenScope::RemoveGroupService). */
export async function removeAllowlistGroup(ctx: SubgraphContext, projectRefText: string, targetGroupId: number): Promise<boolean> {
  const sourceId = await projectIdOf(ctx, projectRefText);
  const source = await grantLoader(ctx).load(sourceId);
  if (!source.canRead) throw NotFoundError.resource('Project');
  if (!(await groupSummaryLoader(ctx).load(targetGroupId))) throw NotFoundError.resource('target_group_id not found');
  if (!source.isAdmin && source.accessLevel < AccessLevel.MAINTAINER) throw allowlistErrors.insufficientToRemove();
  const removed = await ctx.em.nativeDelete(JobTokenGroupLink, { sourceProjectId: sourceId, targetGroupId });
  if (!removed) throw allowlistErrors.groupAbsent();
  return true;
}
