import { AccessLevel, isNumericRef, NotFoundError, parseRecordId, SERVICE_ACTOR, type SubgraphContext } from '@forgegraph/platform';

// Every call this subgraph makes to collaboration (the access authority and owner of projects and
// group hooks), through the gateway; one per-request loader each for grants and project paths.

// Collaboration owns project paths; it answers as the caller, so an unreadable project is a miss.
const PROJECT_BY_PATH = 'query RepositoryProjectByPath($ref: String!) { project(ref: $ref) { id } }';

/**
 * GitLab's `:id`: a project id, or its URL-decoded full path (`group/sub/project`). A path is
 * resolved through the gateway once per request; a miss is `404 Project Not Found`.
 */
export function projectIdOf(ctx: SubgraphContext, ref: string): Promise<number> {
  if (isNumericRef(ref)) {
    const id = parseRecordId(ref);
    return id === null ? Promise.reject(NotFoundError.resource('Project')) : Promise.resolve(id);
  }
  return ctx.loaders.get<string, number>('repository.projectPath', (refs) => Promise.all(refs.map(async (path) => {
    const result = await ctx.runtime.engine.execute<{ project: { id: string } | null }>(PROJECT_BY_PATH, { ref: path }, ctx.actor, ctx.requestId);
    const id = result.data?.project?.id;
    return id ? Number(id) : NotFoundError.resource('Project');
  }))).load(ref);
}

/** The caller's standing in one project, as collaboration (the access authority) reports it. */
export interface ProjectGrant {
  accessLevel: number;
  canRead: boolean;
  /** Collaboration's `download_code`. */
  canReadCode: boolean;
  isAdmin: boolean;
}

const NO_GRANT: ProjectGrant = { accessLevel: 0, canRead: false, canReadCode: false, isAdmin: false };
const FULL_GRANT: ProjectGrant = { accessLevel: AccessLevel.OWNER, canRead: true, canReadCode: true, isAdmin: true };

// Collaboration's batched access lookup (ARCHITECTURE §4), asked with the caller's own actor.
const GRANTS_QUERY = `query RepositoryProjectGrants($projectIds: [ID!]!) {
  projectAccess(projectIds: $projectIds) { projectId accessLevel canRead canReadCode isAdmin }
}`;

interface GrantRow extends ProjectGrant {
  projectId: string;
}

/** One gateway call per request for all the projects it touches; administrators and the service actor skip it. */
export function grantLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, ProjectGrant>('repository.grant', async (ids) => {
    if (ctx.actor.isAdmin || ctx.actor.origin === 'service') return ids.map(() => FULL_GRANT);
    const result = await ctx.runtime.engine.execute<{ projectAccess: GrantRow[] }>(
      GRANTS_QUERY, { projectIds: ids.map(String) }, ctx.actor, ctx.requestId,
    );
    const rows = new Map((result.data?.projectAccess ?? []).map((row) => [Number(row.projectId), row]));
    return ids.map((id) => rows.get(id) ?? NO_GRANT);
  });
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
