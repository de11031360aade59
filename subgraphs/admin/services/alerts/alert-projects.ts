import { SERVICE_ACTOR, type SubgraphContext } from '@forgegraph/platform';

// The intake has no user: GitLab's `project_without_auth` finds the project by its full path alone.
const PROJECT_BY_PATH = 'query AlertIntakeProject($ref: String!) { project(ref: $ref) { id } }';

/** The project at `fullPath`, asked as the service actor; null when collaboration knows none there. */
export async function projectIdByPath(ctx: SubgraphContext, fullPath: string): Promise<number | null> {
  const result = await ctx.runtime.engine.execute<{ project: { id: string } | null }>(PROJECT_BY_PATH, { ref: fullPath }, SERVICE_ACTOR, ctx.requestId);
  if (result.data?.project) return Number(result.data.project.id);
  if (result.errors?.[0]?.extensions?.code === 'NOT_FOUND') return null;
  throw new Error(`project ${fullPath} unavailable: ${result.errors?.[0]?.message}`);
}
