import { ConflictError, NotFoundError, requireUser, type SubgraphContext } from '@forgegraph/platform';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { GroupShare } from '../../entities/group-share.entity';
import type { Namespace } from '../../entities/namespace.entity';
import type { ShareGroupInput } from '../../schema/group-share.inputs';
import { canGroup, groupAccessFor } from '../access/access.service';
import { namespaceLoader } from '../loaders';
import { findReadableGroup } from '../namespaces/lookup';

const ALREADY_SHARED = 'Shared group The group has already been shared with this group';
// GitLab has no such validation for groups; its ProjectGroupLink#different_group refuses the
// project's own hierarchy with a 409 like this one, which the group rule follows.
const OWN_HIERARCHY = 'Group cannot be shared with itself, one of its ancestors or one of its descendants.';

/**
 * POST /groups/:id/share (Groups::GroupLinks::CreateService): the invited group is looked up first,
 * then the shared one (both `404 Group Not Found` when missing or unreadable); callers who may not
 * manage the group's members get the service's `404 Not Found`; a second share of the same pair
 * and a share within the group's own hierarchy answer 409.
 */
export async function shareGroup(ctx: SubgraphContext, ref: string, input: ShareGroupInput): Promise<Namespace> {
  requireUser(ctx.actor);
  const { group: invited } = await findReadableGroup(ctx, input.groupId);
  const { group, access } = await findReadableGroup(ctx, ref);
  if (!canGroup(access, 'admin_group_member', group)) throw NotFoundError.withMessage('Not Found');
  if (invited.traversalIds.includes(group.id) || group.traversalIds.includes(invited.id)) throw ConflictError.message(OWN_HIERARCHY);
  if (await findShare(ctx, group.id, invited.id)) throw ConflictError.message(ALREADY_SHARED);
  ctx.em.create(GroupShare, {
    sharedGroupId: group.id, sharedWithGroupId: invited.id, groupAccess: input.groupAccess,
    expiresAt: input.expiresAt ?? null, memberRoleId: input.memberRoleId ?? null,
  });
  try {
    await ctx.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw ConflictError.message(ALREADY_SHARED);
    throw error;
  }
  return group;
}

/**
 * DELETE /groups/:id/share/:group_id. GitLab's API ignores what Groups::GroupLinks::DestroyService
 * answers, so a reader who may not manage members gets 204 and the share stays.
 */
export async function unshareGroup(ctx: SubgraphContext, ref: string, invitedId: number): Promise<boolean> {
  requireUser(ctx.actor);
  const { group, access } = await findReadableGroup(ctx, ref);
  const share = await findShare(ctx, group.id, invitedId);
  if (!share) throw NotFoundError.resource('Group Link');
  if (canGroup(access, 'admin_group_member', group)) await ctx.em.remove(share).flush();
  return true;
}

function findShare(ctx: SubgraphContext, sharedGroupId: number, invitedId: number): Promise<GroupShare | null> {
  return ctx.em.findOne(GroupShare, { sharedGroupId, sharedWithGroupId: invitedId });
}

/** A group's shares, one query per request for every group asked about. */
export function sharesOfGroupLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, GroupShare[]>('collaboration.group-shares', async (ids) => {
    const rows = await ctx.em.find(GroupShare, { sharedGroupId: { $in: [...ids] } }, { orderBy: { id: 'asc' } });
    return ids.map((id) => rows.filter((row) => row.sharedGroupId === id));
  });
}

/** GroupDetail's shared_with_groups: the shares whose invited group the caller may read. */
export async function visibleSharesOf(ctx: SubgraphContext, group: Namespace): Promise<GroupShare[]> {
  const shares = await sharesOfGroupLoader(ctx).load(group.id);
  const readable = await Promise.all(shares.map(async (share) => {
    const invited = await namespaceLoader(ctx).load(share.sharedWithGroupId);
    return invited !== null && canGroup(await groupAccessFor(ctx, invited), 'read_group', invited);
  }));
  return shares.filter((_, i) => readable[i]);
}
