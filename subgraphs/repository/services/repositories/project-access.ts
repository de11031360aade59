import { AccessLevel, ForbiddenError, NotFoundError, UnauthenticatedError, type SubgraphContext } from '@forgegraph/platform';

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
