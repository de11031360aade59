import { ForbiddenError, type SubgraphContext } from '@forgegraph/platform';
import { JobTokenGroupLink } from '../../entities/job-token-group-link.entity';
import { JobTokenProjectLink } from '../../entities/job-token-project-link.entity';
import { ancestorGroupIdsLoader } from '../domains/groups.client';
import { scopeOf } from './job-token-scope.service';

/**
 * Whether a job token of `sourceProjectId` may reach `targetProjectId` (reference §5, Ci::JobToken::Scope
 * #accessible?): always within its own project; elsewhere only when the target does not limit inbound
 * access, lists the source project, or lists a group the source project is in. The caller's own
 * permissions in the target are checked as for any request. Only the service actor may ask.
 */
export async function isJobTokenAccessAllowed(ctx: SubgraphContext, sourceProjectId: number, targetProjectId: number): Promise<boolean> {
  if (ctx.actor.origin !== 'service') throw ForbiddenError.create();
  if (sourceProjectId === targetProjectId) return true;
  if (!(await scopeOf(ctx, targetProjectId)).inboundEnabled) return true;
  if (await ctx.em.count(JobTokenProjectLink, { sourceProjectId: targetProjectId, targetProjectId: sourceProjectId })) return true;
  const groupLinks = await ctx.em.find(JobTokenGroupLink, { sourceProjectId: targetProjectId });
  if (!groupLinks.length) return false;
  const ancestors = new Set(await ancestorGroupIdsLoader(ctx).load(sourceProjectId));
  return groupLinks.some((link) => ancestors.has(link.targetGroupId));
}
