import { intArray, query, type SubgraphContext } from '@forgegraph/platform';
import type { Namespace } from '../../entities/namespace.entity';
import { canGroup, groupAccessFor } from '../access/access.service';
import { userIdByUsername } from '../domains/identity.client';
import { protectedBranchesLoader } from '../domains/repository-protected-branches.client';
import { namespaceLoader } from '../loaders';
import { activeMember, T } from '../tables';

/**
 * ApprovalRules::BaseService's filters: approvers must be members of the project (directly or
 * through its groups) or of the group that owns the rule; groups must be groups the caller sees;
 * protected branches must be the project's. Anything else is dropped silently, as GitLab does.
 */
export async function memberUserIds(ctx: SubgraphContext, userIds: number[], namespaceIds: number[], projectId: number | null): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await query<{ user_id: number }>(ctx.em, `select distinct m.user_id from ${T.members} m
    where m.user_id = any(?::int[]) and ${activeMember('m')}
      and ((m.source_type = 'Namespace' and m.source_id = any(?::int[])) or (m.source_type = 'Project' and m.source_id = ?))`,
  [intArray(userIds), intArray(namespaceIds), projectId ?? 0]);
  const members = new Set(rows.map((row) => row.user_id));
  return userIds.filter((id, i) => members.has(id) && userIds.indexOf(id) === i);
}

export async function userIdsOfUsernames(ctx: SubgraphContext, usernames: string[]): Promise<number[]> {
  const ids = await Promise.all(usernames.map((username) => userIdByUsername(ctx, username)));
  return ids.filter((id): id is number => id !== null);
}

export async function visibleGroupIds(ctx: SubgraphContext, groupIds: number[]): Promise<number[]> {
  const groups = await namespaceLoader(ctx).loadMany(groupIds);
  const visible = await Promise.all(groups.map(async (group) => isVisibleGroup(ctx, group)));
  return groupIds.filter((id, i) => visible[i] && groupIds.indexOf(id) === i);
}

export async function isVisibleGroup(ctx: SubgraphContext, group: Namespace | Error | null): Promise<boolean> {
  if (!group || group instanceof Error || group.kind !== 'group') return false;
  return canGroup(await groupAccessFor(ctx, group), 'read_group', group);
}

export async function projectProtectedBranchIds(ctx: SubgraphContext, projectId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const known = new Set((await protectedBranchesLoader(ctx).load(projectId)).map((branch) => branch.id));
  return ids.filter((id, i) => known.has(id) && ids.indexOf(id) === i);
}
