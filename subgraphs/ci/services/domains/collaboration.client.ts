import { ForbiddenError, projectGrantLoader, projectIdOf as platformProjectIdOf, SERVICE_ACTOR, type Actor, type ProjectGrant, type SubgraphContext } from '@forgegraph/platform';

export type { ProjectGrant } from '@forgegraph/platform';

// Every call this subgraph makes to collaboration (projects and the access authority), through the
// gateway; one per-request loader each, so a page of pipelines costs one call per kind.

/** GitLab's `:id` as collaboration resolves it for the caller (platform's projectIdOf). */
export function projectIdOf(ctx: SubgraphContext, ref: string): Promise<number> {
  return platformProjectIdOf(ctx, 'ci', ref);
}

/** The caller's standing in each project the request touches, one gateway call per request. */
export function grantLoader(ctx: SubgraphContext) {
  return projectGrantLoader(ctx, 'ci');
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

const GRANT_AS_QUERY = `query CiGrantAs($projectIds: [ID!]!) { projectAccess(projectIds: $projectIds) { projectId accessLevel canRead canReadCode isAdmin } }`;

/**
 * Another user's standing in a project (a trigger token's owner, a job token's user), asked as that
 * actor; once per pipeline request, so unbatched. A job token's scope refusal (403) is passed on.
 */
export async function grantAs(ctx: SubgraphContext, actor: Actor, projectId: number): Promise<ProjectGrant> {
  const result = await ctx.runtime.engine.execute<{ projectAccess: ProjectGrant[] }>(GRANT_AS_QUERY, { projectIds: [String(projectId)] }, actor, ctx.requestId);
  const denial = result.errors?.find((error) => error.extensions?.code === 'FORBIDDEN' && error.extensions.body);
  if (denial) throw new ForbiddenError('FORBIDDEN', denial.message, denial.extensions!.body!);
  return result.data?.projectAccess?.[0] ?? { accessLevel: 0, canRead: false, canReadCode: false, isAdmin: false };
}
