import { AccessLevel, ForbiddenError, NotFoundError, projectGrantLoader, projectIdOf, requireUser, SERVICE_ACTOR, type SubgraphContext } from '@forgegraph/platform';

// Every call admin makes to collaboration (projects and the access authority), through the gateway;
// one per-request loader each.

/** What integrations need to know of a project to name it in a message. */
export interface ProjectFacts {
  id: number;
  name: string;
  nameWithNamespace: string;
  pathWithNamespace: string;
  webUrl: string;
  defaultBranch: string | null;
}

// Asked as the service actor: reactions run for no user, and callers were authorized before.
const PROJECT_FACTS = `query AdminProjectFacts($ref: String!) {
  project(ref: $ref) { id name nameWithNamespace pathWithNamespace webUrl defaultBranch }
}`;

/** A project's facts once per request; null for a project collaboration does not know (any more). */
export function projectFactsLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, ProjectFacts | null>('admin.projectFacts', (ids) => Promise.all(ids.map(async (id) => {
    const result = await ctx.runtime.engine.execute<{ project: (Omit<ProjectFacts, 'id'> & { id: string }) | null }>(
      PROJECT_FACTS, { ref: String(id) }, SERVICE_ACTOR, ctx.requestId);
    const row = result.data?.project;
    if (row) return { ...row, id: Number(row.id) };
    if (result.errors?.[0]?.extensions?.code === 'NOT_FOUND') return null;
    throw new Error(`project ${id} unavailable: ${result.errors?.[0]?.message}`);
  })));
}

/**
 * GitLab's `authorize_admin_project` behind `find_project!`: the project's id for Maintainers, Owners
 * and administrators; `404 Project Not Found` for callers who may not see it (or a project that does
 * not exist), 403 for the rest.
 */
export async function maintainedProjectId(ctx: SubgraphContext, ref: string): Promise<number> {
  requireUser(ctx.actor);
  const projectId = await projectIdOf(ctx, 'admin', ref);
  const [grant, project] = await Promise.all([projectGrantLoader(ctx, 'admin').load(projectId), projectFactsLoader(ctx).load(projectId)]);
  if (!grant.canRead || !project) throw NotFoundError.resource('Project');
  if (!grant.isAdmin && grant.accessLevel < AccessLevel.MAINTAINER) throw ForbiddenError.create();
  return projectId;
}
