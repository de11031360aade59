import { AccessLevel, ForbiddenError, NotFoundError, UnauthenticatedError, type SubgraphContext } from '@forgegraph/platform';
import { grantLoader, type ProjectGrant } from '../domains/collaboration.client';


/**
 * GitLab's `authorize! :read_code, user_project`: callers who may not see the project answer 404
 * (find_project!), those who see it without `download_code` (Guests of a private project) 403.
 */
export async function requireReadCode(ctx: SubgraphContext, projectId: number): Promise<ProjectGrant> {
  const grant = await grantLoader(ctx).load(projectId);
  if (!grant.canRead) throw NotFoundError.resource('Project');
  if (!canReadCode(grant)) throw ForbiddenError.create();
  return grant;
}

export function canReadCode(grant: ProjectGrant): boolean {
  return grant.isAdmin || grant.canReadCode;
}

/** GitLab's `push_code`: Developer and above (protected branches add their own rule on top). */
export async function requirePushCode(ctx: SubgraphContext, projectId: number): Promise<ProjectGrant> {
  const grant = await requireReadCode(ctx, projectId);
  if (ctx.actor.userId === null && ctx.actor.origin !== 'service') throw UnauthenticatedError.create();
  if (!grant.isAdmin && grant.accessLevel < AccessLevel.DEVELOPER) throw ForbiddenError.create();
  return grant;
}

/** GitLab's `admin_project` (protected branches): Maintainer and above. */
export async function requireMaintainer(ctx: SubgraphContext, projectId: number): Promise<ProjectGrant> {
  const grant = await requireReadCode(ctx, projectId);
  if (!grant.isAdmin && grant.accessLevel < AccessLevel.MAINTAINER) throw ForbiddenError.create();
  return grant;
}

/** Repository lifecycle (create/remove) is for the service actor and administrators only. */
export function requireServiceOrAdmin(ctx: SubgraphContext): void {
  if (ctx.actor.origin === 'service' || ctx.actor.isAdmin) return;
  if (ctx.actor.userId === null) throw UnauthenticatedError.create();
  throw ForbiddenError.create();
}
