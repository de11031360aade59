import { AccessLevel, BadRequestError, type SubgraphContext, intArray, query } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Member } from '../../entities/member.entity';
import type { Namespace } from '../../entities/namespace.entity';
import { canGroup, groupAccessFor } from '../access/access.service';
import { authorizedGroup } from '../access/authorized';
import { directoryLoader } from '../domains/identity.client';
import { renameDescendants } from '../groups/group-update.service';
import { findReadableGroup } from '../namespaces/lookup';
import { T } from '../tables';

/** Groups::TransferService's answer: `render_api_error!(service.error, 400)`. */
function transferFailed(reason: string): BadRequestError {
  return BadRequestError.message(`Transfer failed: ${reason}`);
}

/**
 * POST /groups/:id/transfer (Groups::TransferService): the group's Owner moves it under another
 * group (`create_subgroup` there) or, without one, to the top level (`create_group`). Descendants
 * follow in one transaction: traversal ids, full paths and names, and visibility lowered to the
 * new parent's where it was higher.
 */
export async function transferGroup(ctx: SubgraphContext, ref: string, parentRef: string | null): Promise<Namespace> {
  const { group } = await authorizedGroup(ctx, ref, 'admin_group');
  const parent = parentRef === null ? null : (await findReadableGroup(ctx, parentRef)).group;
  await checkTransferAllowed(ctx, group, parent);
  await ctx.em.transactional(async (em) => {
    const oldPath = group.fullPath;
    const oldName = group.fullName;
    const level = parent ? Math.min(group.visibilityLevel, parent.visibilityLevel) : group.visibilityLevel;
    if (level < group.visibilityLevel) await lowerVisibilityBelow(em, group, level);
    em.assign(group, {
      parentId: parent?.id ?? null,
      fullPath: parent ? `${parent.fullPath}/${group.path}` : group.path,
      fullName: parent ? `${parent.fullName} / ${group.name}` : group.name,
      traversalIds: [...(parent?.traversalIds ?? []), group.id],
      visibilityLevel: level,
    });
    await em.flush();
    await moveDescendants(em, group);
    await renameDescendants(em, group, oldPath, oldName);
    if (!parent) await ensureOwner(em, group, ctx.actor.userId!);
  });
  return group;
}

/** Groups::TransferService#ensure_allowed_transfer, in its order. */
async function checkTransferAllowed(ctx: SubgraphContext, group: Namespace, parent: Namespace | null): Promise<void> {
  if (!parent && group.parentId === null) throw transferFailed('Group is already a root group.');
  if (parent && parent.id === group.parentId) throw transferFailed('Group is already associated to the parent group.');
  if (!(await mayPlaceUnder(ctx, parent))) throw transferFailed("You don't have enough permissions.");
  if (await pathTaken(ctx.em, group, parent)) throw transferFailed('The parent group already has a subgroup or a project with the same path.');
  if (parent?.traversalIds.includes(group.id)) throw transferFailed('Cannot transfer group to one of its subgroup.');
}

async function mayPlaceUnder(ctx: SubgraphContext, parent: Namespace | null): Promise<boolean> {
  if (parent) return canGroup(await groupAccessFor(ctx, parent), 'create_subgroup', parent);
  if (ctx.actor.isAdmin) return true;
  return (await directoryLoader(ctx).load(ctx.actor.userId!))?.canCreateGroup ?? false;
}

async function pathTaken(em: EntityManager, group: Namespace, parent: Namespace | null): Promise<boolean> {
  const fullPath = parent ? `${parent.fullPath}/${group.path}` : group.path;
  const [row] = await query<{ taken: boolean }>(em,
    `select exists (select 1 from ${T.namespaces} where lower(full_path) = lower(?) and id <> ?)
         or exists (select 1 from ${T.projects} where namespace_id = ? and lower(path) = lower(?)) as taken`,
    [fullPath, group.id, parent?.id ?? 0, group.path]);
  return row.taken;
}

/** Every descendant's traversal ids: the group's new ones, then its own below the group, as before. */
async function moveDescendants(em: EntityManager, group: Namespace): Promise<void> {
  await query(em, `update ${T.namespaces} set traversal_ids = ?::int[] || traversal_ids[array_position(traversal_ids, ?) + 1:]
    where ? = any(traversal_ids) and id <> ?`, [intArray(group.traversalIds), group.id, group.id, group.id]);
}

/** Groups::TransferService#update_children_and_projects_visibility (the group itself is assigned by the caller). */
async function lowerVisibilityBelow(em: EntityManager, group: Namespace, level: number): Promise<void> {
  await query(em, `update ${T.namespaces} set visibility_level = ? where ? = any(traversal_ids) and id <> ? and visibility_level > ?`,
    [level, group.id, group.id, level]);
  await query(em, `update ${T.projects} set visibility_level = ?
    where visibility_level > ? and namespace_id in (select id from ${T.namespaces} where ? = any(traversal_ids))`, [level, level, group.id]);
}

/** Groups::TransferService#ensure_ownership: a new top-level group without an Owner gets the caller. */
async function ensureOwner(em: EntityManager, group: Namespace, userId: number): Promise<void> {
  const [row] = await query<{ owned: boolean }>(em,
    `select exists (select 1 from ${T.members} where source_type = 'Namespace' and source_id = ? and access_level = ? and requested_at is null) as owned`,
    [group.id, AccessLevel.OWNER]);
  if (row.owned) return;
  const existing = await em.findOne(Member, { sourceType: 'Namespace', sourceId: group.id, userId });
  if (existing) em.assign(existing, { accessLevel: AccessLevel.OWNER, requestedAt: null, state: 'active' });
  else em.create(Member, { sourceType: 'Namespace', sourceId: group.id, userId, accessLevel: AccessLevel.OWNER, createdById: userId });
  await em.flush();
}
