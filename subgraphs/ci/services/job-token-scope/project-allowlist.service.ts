import { AccessLevel, isUniqueViolation, NotFoundError, type Page, type PageArgs, type SubgraphContext } from '@forgegraph/platform';
import { JobTokenProjectLink } from '../../entities/job-token-project-link.entity';
import { projectRef, type ProjectRef } from '../../schema/refs.types';
import { grantLoader, projectIdOf, projectSettingsLoader } from '../domains/collaboration.client';
import { ALLOWLIST_LIMIT, allowlistErrors } from './allowlist-errors';
import { pageOfList } from './allowlist-page';
import { requireScopeAdmin } from './job-token-scope.service';

/** GET …/job_token_scope/allowlist: the project itself, then the projects it allows in (Ci::JobToken::Scope#inbound_projects). */
export async function listAllowlistProjects(ctx: SubgraphContext, projectRefText: string, args: PageArgs): Promise<Page<ProjectRef>> {
  const projectId = await requireScopeAdmin(ctx, projectRefText);
  const links = await ctx.em.find(JobTokenProjectLink, { sourceProjectId: projectId }, { orderBy: { id: 'asc' } });
  return pageOfList([projectId, ...links.map((link) => link.targetProjectId)].map(projectRef), args);
}

/** POST …/job_token_scope/allowlist (Ci::JobTokenScope::AddProjectService, direction inbound). */
export async function addAllowlistProject(ctx: SubgraphContext, projectId: number, targetProjectId: number): Promise<JobTokenProjectLink> {
  const sourceId = await requireScopeAdmin(ctx, String(projectId));
  if (!(await projectSettingsLoader(ctx).load(targetProjectId))) throw NotFoundError.resource('target_project_id not found');
  if (!(await grantLoader(ctx).load(targetProjectId)).canRead) throw allowlistErrors.projectUnreadable();
  if (targetProjectId === sourceId) throw allowlistErrors.sameProject();
  if ((await ctx.em.count(JobTokenProjectLink, { sourceProjectId: sourceId })) >= ALLOWLIST_LIMIT) throw allowlistErrors.projectLimit();
  const link = ctx.em.create(JobTokenProjectLink, { sourceProjectId: sourceId, targetProjectId, addedById: ctx.actor.userId });
  try {
    await ctx.em.flush();
  } catch (error) {
    if (isUniqueViolation(error)) throw allowlistErrors.projectPresent();
    throw error;
  }
  return link;
}

/** DELETE …/job_token_scope/allowlist/:target_project_id (Ci::JobTokenScope::RemoveProjectService). */
export async function removeAllowlistProject(ctx: SubgraphContext, projectRefText: string, targetProjectId: number): Promise<boolean> {
  const sourceId = await projectIdOf(ctx, projectRefText);
  const [source, target, targetExists] = await Promise.all([
    grantLoader(ctx).load(sourceId), grantLoader(ctx).load(targetProjectId), projectSettingsLoader(ctx).load(targetProjectId),
  ]);
  // find_project!(target_project_id): administrators' grants cover every id, so existence is asked apart.
  if (!source.canRead || !target.canRead || !targetExists) throw NotFoundError.resource('Project');
  if (!source.isAdmin && source.accessLevel < AccessLevel.MAINTAINER) throw allowlistErrors.insufficientToRemove();
  if (targetProjectId === sourceId) throw allowlistErrors.removeSelf();
  const removed = await ctx.em.nativeDelete(JobTokenProjectLink, { sourceProjectId: sourceId, targetProjectId });
  if (!removed) throw allowlistErrors.projectAbsent();
  return true;
}
