import { AccessLevel } from './access';
import { ForbiddenError, NotFoundError } from './errors';
import type { OperationError } from './engine';
import { isNumericRef, parseRecordId } from './ids';
import type { SubgraphContext } from './subgraph/context';

/**
 * What a subgraph other than collaboration asks collaboration (the owner of projects and the access
 * authority, ARCHITECTURE §4) about the projects a request touches: their ids behind GitLab's `:id`
 * and the caller's standing in them. Asked through the gateway as the caller, one per-request
 * loader each, so a page costs one call per kind. `domain` names the asking subgraph's loaders.
 */
export interface ProjectGrant {
  accessLevel: number;
  canRead: boolean;
  /** Collaboration's `download_code`. */
  canReadCode: boolean;
  isAdmin: boolean;
}

const NO_GRANT: ProjectGrant = { accessLevel: 0, canRead: false, canReadCode: false, isAdmin: false };
const FULL_GRANT: ProjectGrant = { accessLevel: AccessLevel.OWNER, canRead: true, canReadCode: true, isAdmin: true };

// Collaboration answers as the caller, so an unreadable project is a miss.
const PROJECT_BY_PATH = 'query ProjectIdByPath($ref: String!) { project(ref: $ref) { id } }';
const GRANTS_QUERY = `query ProjectGrants($projectIds: [ID!]!) {
  projectAccess(projectIds: $projectIds) { projectId accessLevel canRead canReadCode isAdmin }
}`;

/** GitLab's `:id`: a project id, or its URL-decoded full path (`group/sub/project`); a miss is `404 Project Not Found`. */
export function projectIdOf(ctx: SubgraphContext, domain: string, ref: string): Promise<number> {
  if (isNumericRef(ref)) {
    const id = parseRecordId(ref);
    return id === null ? Promise.reject(NotFoundError.resource('Project')) : Promise.resolve(id);
  }
  return ctx.loaders.get<string, number>(`${domain}.projectPath`, (refs) => Promise.all(refs.map(async (path) => {
    const result = await ctx.runtime.engine.execute<{ project: { id: string } | null }>(PROJECT_BY_PATH, { ref: path }, ctx.actor, ctx.requestId);
    const denial = jobTokenDenial(result.errors);
    if (denial) return denial;
    const id = result.data?.project?.id;
    return id ? Number(id) : NotFoundError.resource('Project');
  }))).load(ref);
}

/** The caller's grants, one gateway call per request for all the projects it touches; administrators and the service actor skip it. */
export function projectGrantLoader(ctx: SubgraphContext, domain: string) {
  return ctx.loaders.get<number, ProjectGrant>(`${domain}.grant`, async (ids) => {
    // A job token is limited by its scope even when its user is an administrator (collaboration decides).
    if ((ctx.actor.isAdmin && !ctx.actor.job) || ctx.actor.origin === 'service') return ids.map(() => FULL_GRANT);
    const result = await ctx.runtime.engine.execute<{ projectAccess: Array<ProjectGrant & { projectId: string }> }>(
      GRANTS_QUERY, { projectIds: ids.map(String) }, ctx.actor, ctx.requestId,
    );
    const denial = jobTokenDenial(result.errors);
    if (denial) throw denial;
    const rows = new Map((result.data?.projectAccess ?? []).map((row) => [Number(row.projectId), row]));
    return ids.map((id) => rows.get(id) ?? NO_GRANT);
  });
}

/**
 * Collaboration's refusal of a CI job token outside its scope (403 with GitLab's text), passed on as
 * it came: the asking subgraph must answer it, not turn it into a 404.
 */
function jobTokenDenial(errors: ReadonlyArray<OperationError> | undefined): ForbiddenError | null {
  const error = errors?.find((e) => e.extensions?.code === 'FORBIDDEN' && typeof e.extensions.body?.message === 'string');
  return error ? new ForbiddenError('FORBIDDEN', error.message, error.extensions!.body!) : null;
}
