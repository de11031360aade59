import { isNumericRef, NotFoundError, parseRecordId, type SubgraphContext } from '@forgegraph/platform';

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
