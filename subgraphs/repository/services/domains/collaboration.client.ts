import { projectGrantLoader, projectIdOf as platformProjectIdOf, SERVICE_ACTOR, type SubgraphContext } from '@forgegraph/platform';

export type { ProjectGrant } from '@forgegraph/platform';

// Every call this subgraph makes to collaboration (the access authority and owner of projects and
// group hooks), through the gateway; one per-request loader each for grants and project paths.

/** GitLab's `:id` as collaboration resolves it for the caller (platform's projectIdOf). */
export function projectIdOf(ctx: SubgraphContext, ref: string): Promise<number> {
  return platformProjectIdOf(ctx, 'repository', ref);
}

/** The caller's standing in each project the request touches, one gateway call per request. */
export function grantLoader(ctx: SubgraphContext) {
  return projectGrantLoader(ctx, 'repository');
}

/** Where a project lives, for its default branch protection and GitLab's empty-project push message. */
export interface ProjectPlacement {
  pathWithNamespace: string;
  webUrl: string;
  namespace: { kind: 'user' | 'group'; defaultBranchProtection: number };
}

// Asked as the service actor: the pusher may read the project, but initialize_with_readme runs for no user.
const PLACEMENT_QUERY = `query RepositoryProjectPlacement($ref: String!) {
  project(ref: $ref) { pathWithNamespace webUrl namespace { kind defaultBranchProtection } }
}`;

/**
 * The project's path, URL and namespace settings, once per request and project; null for a
 * repository whose project collaboration does not know (only this subgraph's own tests make those).
 */
export function projectPlacementLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, ProjectPlacement | null>('repository.projectPlacement', (ids) => Promise.all(ids.map(async (id) => {
    const result = await ctx.runtime.engine.execute<{ project: ProjectPlacement | null }>(PLACEMENT_QUERY, { ref: String(id) }, SERVICE_ACTOR, ctx.requestId);
    return result.data?.project ?? null;
  })));
}
