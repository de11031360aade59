import { ForbiddenError, parseRecordId, type SubgraphContext } from '@forgegraph/platform';
import { Epic } from '../../entities/epic.entity';
import type { Namespace } from '../../entities/namespace.entity';
import type { GroupAccess } from '../access/access.service';
import { findReadableGroup } from '../namespaces/lookup';
import { canReadEpic } from './epic-access';

export interface ReadableEpic {
  epic: Epic;
  group: Namespace;
  access: GroupAccess;
}

/**
 * ee/lib/api/helpers/epics_helpers.rb `epic` + `authorize!`: the group must be readable (`404 Group
 * Not Found`); a missing epic is authorized as nil, so it answers `403 Forbidden` like one the caller
 * may not see (a confidential epic for a Guest).
 */
export async function findReadableEpic(ctx: SubgraphContext, groupRef: string, iid: number): Promise<ReadableEpic> {
  const { group, access } = await findReadableGroup(ctx, groupRef);
  const epic = parseRecordId(iid) ? await ctx.em.findOne(Epic, { groupId: group.id, iid }) : null;
  if (!epic || !canReadEpic(access, group, epic)) throw ForbiddenError.create();
  return { epic, group, access };
}

/** An epic the caller may also edit (`admin_epic`), else `403 Forbidden`. */
export async function findEditableEpic(ctx: SubgraphContext, groupRef: string, iid: number, allowed: (access: GroupAccess) => boolean): Promise<ReadableEpic> {
  const readable = await findReadableEpic(ctx, groupRef, iid);
  if (!allowed(readable.access)) throw ForbiddenError.create();
  return readable;
}
