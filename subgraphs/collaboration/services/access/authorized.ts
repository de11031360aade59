import { ForbiddenError, requireUser, type SubgraphContext } from '@forgegraph/platform';
import { findReadableGroup, findReadableProject, type ReadableGroup, type ReadableProject } from '../namespaces/lookup';
import { canGroup, canProject, type GroupAbility, type ProjectAbility } from './access.service';

/** A group the signed-in caller may read and has `ability` on: 404 if unreadable, 403 without the ability. */
export async function authorizedGroup(ctx: SubgraphContext, ref: string, ability: GroupAbility): Promise<ReadableGroup> {
  requireUser(ctx.actor);
  const readable = await findReadableGroup(ctx, ref);
  if (!canGroup(readable.access, ability, readable.group)) throw ForbiddenError.create();
  return readable;
}

/** A project the signed-in caller may read and has every one of `abilities` on (404, then 403). */
export async function authorizedProject(ctx: SubgraphContext, ref: string, ...abilities: ProjectAbility[]): Promise<ReadableProject> {
  requireUser(ctx.actor);
  const readable = await findReadableProject(ctx, ref);
  for (const ability of abilities) {
    if (!canProject(readable.access, ability, readable.project)) throw ForbiddenError.create();
  }
  return readable;
}
