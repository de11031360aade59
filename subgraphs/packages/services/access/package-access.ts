import {
  AccessLevel, ForbiddenError, NotFoundError, projectGrantLoader, projectIdOf, UnauthenticatedError, type DomainError, type SubgraphContext,
} from '@forgegraph/platform';

/** What a package route needs in its project: `read_package`, `create_package` (Developer), `destroy_package` (Maintainer). */
export type PackageAbility = 'read' | 'create' | 'destroy';

const LEVELS: Record<PackageAbility, number> = { read: 0, create: AccessLevel.DEVELOPER, destroy: AccessLevel.MAINTAINER };

export interface AccessOptions {
  /**
   * The NuGet feed's `authorized_user_project`: an anonymous caller who may not see the project gets
   * 401 (and the edge adds the Basic challenge) instead of 404, so clients send their credentials.
   */
  challenge?: boolean;
}

/**
 * The project behind `projectRef` when the caller may use its packages that way. Callers who may not
 * see the project get `404 Project Not Found` (or 401 with `challenge` when anonymous); readers without
 * the role get 403.
 */
export async function requirePackageAccess(ctx: SubgraphContext, projectRef: string, ability: PackageAbility, options: AccessOptions = {}): Promise<number> {
  const anonymous = ctx.actor.userId === null && ctx.actor.origin !== 'service';
  const hidden = (): DomainError => (anonymous && (options.challenge || ability !== 'read') ? UnauthenticatedError.create() : NotFoundError.resource('Project'));
  const projectId = await projectIdOf(ctx, 'packages', projectRef).catch((error) => {
    throw error instanceof NotFoundError ? hidden() : error;
  });
  const grant = await projectGrantLoader(ctx, 'packages').load(projectId);
  if (!grant.canRead) throw hidden();
  if (ability !== 'read' && anonymous) throw UnauthenticatedError.create();
  if (!grant.isAdmin && grant.accessLevel < LEVELS[ability]) throw ForbiddenError.create();
  return projectId;
}

/** Whether the caller may destroy packages in each project (`_links.delete_api_path`), from the request's grants. */
export async function canDestroyPackages(ctx: SubgraphContext, projectId: number): Promise<boolean> {
  const grant = await projectGrantLoader(ctx, 'packages').load(projectId);
  return grant.canRead && (grant.isAdmin || grant.accessLevel >= AccessLevel.MAINTAINER);
}
