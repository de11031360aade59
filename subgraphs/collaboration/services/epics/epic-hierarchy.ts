import { parseRecordId, query, ValidationFailedError, type SubgraphContext } from '@forgegraph/platform';
import type { Namespace } from '../../entities/namespace.entity';
import { groupAccessFor } from '../access/access.service';
import { namespaceLoader } from '../loaders';
import { T } from '../tables';
import { canAdminEpics, canReadEpic } from './epic-access';
import { epicLoader } from './epic-loaders';

/** ee/app/models/ee/epic.rb: MAX_HIERARCHY_DEPTH and MAX_CHILDREN_COUNT. */
const MAX_HIERARCHY_DEPTH = 7;
const MAX_CHILDREN_COUNT = 100;

const refuse = (reason: string) => ValidationFailedError.fields({ parent: [reason] });

/**
 * Epic#validate_parent for `parent_id` on create and update: the parent must be an epic the caller
 * may edit in the epic's group or one of its ancestors, not the epic itself nor one of its
 * descendants, with room for one more child, and the joined tree no deeper than 7 levels.
 * Returns the parent's id (null detaches); GitLab's texts answer as a 400 on `parent`.
 */
export async function validParentId(ctx: SubgraphContext, epic: { id: number | null; group: Namespace }, parentId: number | null): Promise<number | null> {
  if (!parentId) return null;
  const parent = parseRecordId(parentId) ? await epicLoader(ctx).load(parentId) : null;
  const parentGroup = parent ? await namespaceLoader(ctx).load(parent.groupId) : null;
  const access = parentGroup ? await groupAccessFor(ctx, parentGroup) : null;
  if (!parent || !parentGroup || !access || !canReadEpic(access, parentGroup, parent) || !canAdminEpics(access)) {
    throw refuse('No matching epic found. Make sure that you are adding a valid epic URL.');
  }
  if (parent.id === epic.id) throw refuse('This epic cannot be added. An epic cannot be added to itself.');
  const ancestors = await ancestorIds(ctx, parent.id);
  if (epic.id !== null && ancestors.includes(epic.id)) throw refuse('This epic cannot be added. It is already an ancestor of the parent epic.');
  if (!epic.group.traversalIds.includes(parent.groupId)) {
    throw refuse('This epic cannot be added. An epic must belong to the same group or subgroup as its parent epic.');
  }
  const depth = epic.id === null ? 1 : await subtreeDepth(ctx, epic.id);
  if (depth + ancestors.length >= MAX_HIERARCHY_DEPTH) {
    throw refuse(`This epic cannot be added. One or more epics would exceed the maximum depth (${MAX_HIERARCHY_DEPTH}) from its most distant ancestor.`);
  }
  await requireRoomForChild(ctx, parent.id, epic.id);
  return parent.id;
}

/** The epic's ancestors, its parent first (the epic itself is not listed). */
async function ancestorIds(ctx: SubgraphContext, epicId: number): Promise<number[]> {
  const rows = await query<{ id: number }>(ctx.em, `with recursive up as (
      select parent_id as id, 1 as depth from ${T.epics} where id = ?
      union all
      select e.parent_id, up.depth + 1 from ${T.epics} e join up on e.id = up.id where up.depth < 50
    ) select id from up where id is not null order by depth`, [epicId]);
  return rows.map((row) => row.id);
}

/** Levels from the epic down to its deepest descendant (1 without children). */
async function subtreeDepth(ctx: SubgraphContext, epicId: number): Promise<number> {
  const [row] = await query<{ depth: number }>(ctx.em, `with recursive down as (
      select id, 1 as depth from ${T.epics} where id = ?
      union all
      select e.id, down.depth + 1 from ${T.epics} e join down on e.parent_id = down.id where down.depth < 50
    ) select max(depth)::int as depth from down`, [epicId]);
  return row?.depth ?? 1;
}

async function requireRoomForChild(ctx: SubgraphContext, parentId: number, epicId: number | null): Promise<void> {
  const [row] = await query<{ count: number }>(ctx.em, `select count(*)::int as count from ${T.epics} where parent_id = ? and id <> ?`, [parentId, epicId ?? 0]);
  if (row.count >= MAX_CHILDREN_COUNT) throw refuse('You cannot add any more epics. This epic already has maximum number of child epics.');
}
