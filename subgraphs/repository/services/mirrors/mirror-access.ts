import { AccessLevel, NotFoundError, UnauthenticatedError, type SubgraphContext } from '@forgegraph/platform';
import { grantLoader } from '../domains/collaboration.client';

/**
 * lib/api/remote_mirrors.rb: `unauthorized! unless can?(current_user, :admin_remote_mirror, user_project)`.
 * A project the caller cannot see is `404 Project Not Found` (find_project!); one they see without
 * Maintainer rights is 401, not 403, as GitLab answers.
 */
export async function requireMirrorAdmin(ctx: SubgraphContext, projectId: number): Promise<void> {
  if (ctx.actor.origin === 'service') return;
  const grant = await grantLoader(ctx).load(projectId);
  if (!grant.canRead) throw NotFoundError.resource('Project');
  if (!grant.isAdmin && grant.accessLevel < AccessLevel.MAINTAINER) throw UnauthenticatedError.create();
}

/** The same rule as a yes/no, for live events (an event the subscriber may not read is not theirs). */
export async function canAdminMirrors(ctx: SubgraphContext, projectId: number): Promise<boolean> {
  if (ctx.actor.origin === 'service') return true;
  const grant = await grantLoader(ctx).load(projectId);
  return grant.canRead && (grant.isAdmin || grant.accessLevel >= AccessLevel.MAINTAINER);
}
