import { BadRequestError, NotFoundError, requireAdmin, type SubgraphContext } from '@forgegraph/platform';
import type { StorageMoveContainer } from '../../entities/repository-storage-move.entity';
import { projectIdOf } from '../domains/collaboration.client';
import { loadSnippet } from '../snippets/snippet-store';

const GROUP_BY_REF = 'query StorageMoveGroup($ref: String!) { group(ref: $ref) { id } }';
// A numeric `:id` is not looked up by projectIdOf (and administrators skip the grant check): ask whether it exists.
const PROJECT_BY_REF = 'query StorageMoveProject($ref: String!) { project(ref: $ref) { id } }';

/**
 * The container a per-resource route names, as an administrator finds it: `:id` of a project
 * (id or path, `404 Project Not Found`), of a snippet (`Snippet.find_by(id:)`, `404 Snippet Not
 * Found`) or of a group (id or path, `404 Group Not Found`).
 */
export async function containerIdOf(ctx: SubgraphContext, type: StorageMoveContainer, ref: string): Promise<number> {
  if (type === 'project') return existingProjectId(ctx, await projectIdOf(ctx, ref));
  if (type === 'snippet') {
    const snippet = /^\d+$/.test(ref) ? await loadSnippet(ctx, Number(ref)) : null;
    if (!snippet) throw NotFoundError.resource('Snippet');
    return snippet.id;
  }
  const result = await ctx.runtime.engine.execute<{ group: { id: string } | null }>(GROUP_BY_REF, { ref }, ctx.actor, ctx.requestId);
  const id = result.data?.group?.id;
  if (!id) throw NotFoundError.resource('Group');
  return Number(id);
}

async function existingProjectId(ctx: SubgraphContext, id: number): Promise<number> {
  const result = await ctx.runtime.engine.execute<{ project: { id: string } | null }>(PROJECT_BY_REF, { ref: String(id) }, ctx.actor, ctx.requestId);
  if (!result.data?.project) throw NotFoundError.resource('Project');
  return id;
}

const CONTAINER_TYPES: StorageMoveContainer[] = ['project', 'snippet', 'group'];

/** The operation's `containerType`, one of the three kinds (the facade always sends one). */
export function containerTypeOf(value: string): StorageMoveContainer {
  const type = CONTAINER_TYPES.find((t) => t === value);
  if (!type) throw BadRequestError.param('container_type does not have a valid value');
  return type;
}

/** Kind and container of a per-resource route (administrators only: a non-admin learns nothing, not even a 404). */
export async function moveScopeOf(ctx: SubgraphContext, args: { containerType: string; containerRef?: string | null }) {
  requireAdmin(ctx.actor);
  const containerType = containerTypeOf(args.containerType);
  const containerId = args.containerRef == null ? null : await containerIdOf(ctx, containerType, args.containerRef);
  return { containerType, containerId };
}
