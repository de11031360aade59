import { AccessLevel, DomainError, projectGrantLoader, projectIdOf, type SubgraphContext } from '@forgegraph/platform';

/** GitLab's `ResourceNotAvailable` text, the GraphQL answer for a project the caller may not see or change. */
export const RESOURCE_NOT_AVAILABLE = "The resource that you are attempting to access does not exist or you don't have permission to perform this action";

export function resourceNotAvailable(): DomainError {
  return new DomainError('NOT_FOUND', RESOURCE_NOT_AVAILABLE, { message: RESOURCE_NOT_AVAILABLE });
}

// ProjectPolicy: alerts are read and updated by Developers (`read/update_alert_management_alert`),
// their endpoints managed by Maintainers (`admin_operations`).
export const ALERT_READERS = AccessLevel.DEVELOPER;
export const INTEGRATION_ADMINS = AccessLevel.MAINTAINER;

/** Whether the caller holds `level` in the project (administrators always). */
export async function hasProjectLevel(ctx: SubgraphContext, projectId: number, level: number): Promise<boolean> {
  if (ctx.actor.userId === null && ctx.actor.origin !== 'service') return false;
  const grant = await projectGrantLoader(ctx, 'admin').load(projectId);
  return grant.canRead && (grant.isAdmin || grant.accessLevel >= level);
}

/** `authorized_find!(project_path)`: the project's id, or GitLab's resource-not-available error. */
export async function authorizedProjectId(ctx: SubgraphContext, projectPath: string, level: number): Promise<number> {
  if (ctx.actor.userId === null && ctx.actor.origin !== 'service') throw resourceNotAvailable();
  const projectId = await projectIdOf(ctx, 'admin', projectPath).catch(() => null);
  if (projectId === null || !(await hasProjectLevel(ctx, projectId, level))) throw resourceNotAvailable();
  return projectId;
}
