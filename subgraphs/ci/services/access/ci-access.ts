import { AccessLevel, ForbiddenError, NotFoundError, requireUser, type SubgraphContext } from '@forgegraph/platform';
import { grantLoader, projectSettingsLoader, type ProjectGrant } from '../domains/collaboration.client';

/**
 * GitLab's `read_pipeline` / `read_build`: Reporters and above; Guests and, on public projects,
 * anyone who sees the project, while the project's `public_jobs` ("public pipelines") is on.
 * Callers who may not see the project get `404 Project Not Found` (find_project!), others 403.
 */
export async function requireReadPipelines(ctx: SubgraphContext, projectId: number): Promise<ProjectGrant> {
  const grant = await grantLoader(ctx).load(projectId);
  if (!grant.canRead) throw NotFoundError.resource('Project');
  if (grant.isAdmin || grant.accessLevel >= AccessLevel.REPORTER) return grant;
  const settings = await projectSettingsLoader(ctx).load(projectId);
  if (!settings?.publicJobs) throw ForbiddenError.create();
  return grant;
}

/** `read_pipeline` as a yes/no, for lists that show nothing rather than fail. */
export async function canReadPipelines(ctx: SubgraphContext, projectId: number): Promise<boolean> {
  try {
    await requireReadPipelines(ctx, projectId);
    return true;
  } catch {
    return false;
  }
}

/**
 * `requireProjectLevel` for a project that must exist: administrators' grants cover any id, so a
 * missing project is asked of collaboration apart (GitLab's find_project! answers them 404 too).
 */
export async function requireExistingProjectLevel(ctx: SubgraphContext, projectId: number, level: number): Promise<ProjectGrant> {
  const [grant, project] = await Promise.all([requireProjectLevel(ctx, projectId, level), projectSettingsLoader(ctx).load(projectId)]);
  if (!project) throw NotFoundError.resource('Project');
  return grant;
}

/** At least `level` in the project (`create_pipeline`, `update_pipeline`: Developer; `destroy_pipeline`: Owner). */
export async function requireProjectLevel(ctx: SubgraphContext, projectId: number, level: number): Promise<ProjectGrant> {
  requireUser(ctx.actor);
  const grant = await grantLoader(ctx).load(projectId);
  if (!grant.canRead) throw NotFoundError.resource('Project');
  if (!grant.isAdmin && grant.accessLevel < level) throw ForbiddenError.create();
  return grant;
}
