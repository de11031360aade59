import { AccessLevel, isNumericRef, NotFoundError, parseRecordId, SERVICE_ACTOR, type SubgraphContext } from '@forgegraph/platform';

// Every call this subgraph makes to collaboration (projects and the access authority), through the
// gateway; one per-request loader each, so a page of pipelines costs one call per kind.

const PROJECT_BY_PATH = 'query CiProjectByPath($ref: String!) { project(ref: $ref) { id } }';

/** GitLab's `:id`: a project id, or its full path resolved as the caller (a miss is `404 Project Not Found`). */
export function projectIdOf(ctx: SubgraphContext, ref: string): Promise<number> {
  if (isNumericRef(ref)) {
    const id = parseRecordId(ref);
    return id === null ? Promise.reject(NotFoundError.resource('Project')) : Promise.resolve(id);
  }
  return ctx.loaders.get<string, number>('ci.projectPath', (refs) => Promise.all(refs.map(async (path) => {
    const result = await ctx.runtime.engine.execute<{ project: { id: string } | null }>(PROJECT_BY_PATH, { ref: path }, ctx.actor, ctx.requestId);
    const id = result.data?.project?.id;
    return id ? Number(id) : NotFoundError.resource('Project');
  }))).load(ref);
}

/** The caller's standing in one project, as collaboration reports it. */
export interface ProjectGrant {
  accessLevel: number;
  canRead: boolean;
  canReadCode: boolean;
  isAdmin: boolean;
}

const NO_GRANT: ProjectGrant = { accessLevel: 0, canRead: false, canReadCode: false, isAdmin: false };
const FULL_GRANT: ProjectGrant = { accessLevel: AccessLevel.OWNER, canRead: true, canReadCode: true, isAdmin: true };

const GRANTS_QUERY = `query CiProjectGrants($projectIds: [ID!]!) {
  projectAccess(projectIds: $projectIds) { projectId accessLevel canRead canReadCode isAdmin }
}`;

/** One gateway call per request for every project it touches; administrators and the service actor skip it. */
export function grantLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, ProjectGrant>('ci.grant', async (ids) => {
    if (ctx.actor.isAdmin || ctx.actor.origin === 'service') return ids.map(() => FULL_GRANT);
    const result = await ctx.runtime.engine.execute<{ projectAccess: Array<ProjectGrant & { projectId: string }> }>(
      GRANTS_QUERY, { projectIds: ids.map(String) }, ctx.actor, ctx.requestId,
    );
    const rows = new Map((result.data?.projectAccess ?? []).map((row) => [Number(row.projectId), row]));
    return ids.map((id) => rows.get(id) ?? NO_GRANT);
  });
}

/** What CI needs to know of a project: where its config lives, its names and its public-pipelines setting. */
export interface ProjectSettings {
  id: number;
  name: string;
  path: string;
  pathWithNamespace: string;
  namespaceFullPath: string;
  webUrl: string;
  ciConfigPath: string | null;
  publicJobs: boolean;
}

// Asked as the service actor: reactions run for no user, and callers were authorized before.
const SETTINGS_QUERY = `query CiProjectSettings($ref: String!) {
  project(ref: $ref) { id name path pathWithNamespace webUrl ciConfigPath publicJobs namespace { fullPath } }
}`;

type SettingsRow = Omit<ProjectSettings, 'id' | 'namespaceFullPath'> & { id: string; namespace: { fullPath: string } };

/** A project's CI settings once per request, null for a project collaboration does not know (any more). */
export function projectSettingsLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, ProjectSettings | null>('ci.projectSettings', (ids) => Promise.all(ids.map(async (id) => {
    const result = await ctx.runtime.engine.execute<{ project: SettingsRow | null }>(SETTINGS_QUERY, { ref: String(id) }, SERVICE_ACTOR, ctx.requestId);
    const row = result.data?.project;
    return row ? { ...row, id: Number(row.id), namespaceFullPath: row.namespace.fullPath } : null;
  })));
}
