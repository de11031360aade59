import { intArray, query } from '@forgegraph/platform';
import type { SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Member } from '../../../entities/member.entity';
import { Namespace } from '../../../entities/namespace.entity';
import type { MemberSource } from '../../members/member-source';
import { hasGroupHooks, type GroupHookEvent } from '../hook-events';
import { findHookUser, xmlschema } from './hook-users';
import { T } from '../../tables';

/** Gitlab::Access#human_access. */
const HUMAN_ACCESS: Record<number, string> = {
  5: 'Minimal Access', 10: 'Guest', 15: 'Planner', 20: 'Reporter', 30: 'Developer', 40: 'Maintainer', 50: 'Owner',
};

const EVENT_NAMES = { create: 'user_add_to_group', update: 'user_update_for_group', destroy: 'user_remove_from_group' } as const;
export type MemberAction = keyof typeof EVENT_NAMES;

/** A membership's state before a change (null: it did not exist). */
export type MemberBefore = Pick<Member, 'accessLevel' | 'expiresAt' | 'requestedAt'> | null;

/**
 * Gitlab::HookData::GroupMemberBuilder (doc/user/project/integrations/webhook_events.md#group-member-events):
 * the Member Hook payload for a group membership. Ancestors' hooks receive it too.
 */
export async function memberHookEvent(ctx: SubgraphContext, group: Namespace, member: Member, action: MemberAction): Promise<GroupHookEvent | null> {
  if (!(await hasGroupHooks(ctx, group.traversalIds, 'member_hooks'))) return null;
  const user = await findHookUser(ctx, member.userId);
  return {
    groupPath: group.traversalIds,
    trigger: 'member_hooks',
    payload: {
      created_at: xmlschema(member.createdAt),
      updated_at: xmlschema(member.updatedAt),
      group_name: group.name,
      group_path: group.path,
      group_id: group.id,
      user_username: user?.username ?? null,
      user_name: user?.name ?? null,
      user_email: user?.webhookEmail ?? null,
      user_id: member.userId,
      group_access: HUMAN_ACCESS[member.accessLevel] ?? null,
      group_plan: null,
      // A date column, serialized by ActiveSupport as midnight UTC.
      expires_at: member.expiresAt ? `${member.expiresAt}T00:00:00Z` : null,
      event_name: EVENT_NAMES[action],
    },
  };
}

/**
 * The event a saved group membership makes: a new one (or an approved access request) is an add,
 * a changed access level or expiry an update (GroupMember's hooks); project memberships make none.
 */
export async function memberChangeEvent(ctx: SubgraphContext, source: MemberSource, member: Member, before: MemberBefore): Promise<GroupHookEvent | null> {
  if (!source.group) return null;
  if (!before || before.requestedAt) return memberHookEvent(ctx, source.group, member, 'create');
  if (before.accessLevel === member.accessLevel && before.expiresAt === member.expiresAt) return null;
  return memberHookEvent(ctx, source.group, member, 'update');
}

/**
 * Removal events of a group membership and, unless the subgroup memberships stay, of the user's
 * memberships of the groups below (Members::DestroyService destroys each, and each fires).
 * Call it before the rows are deleted.
 */
export async function memberRemovalEvents(ctx: SubgraphContext, em: EntityManager, source: MemberSource, member: Member, cascade: boolean): Promise<Array<GroupHookEvent | null>> {
  if (!source.group || member.requestedAt) return [];
  const events = [await memberHookEvent(ctx, source.group, member, 'destroy')];
  if (!cascade) return events;
  const rows = await query(em, `select m.* from ${T.members} m
    join ${T.namespaces} n on n.id = m.source_id
    where m.source_type = 'Namespace' and m.user_id = ? and m.requested_at is null and ? = any(n.traversal_ids) and n.id <> ?
    order by m.id`, [member.userId, source.group.id, source.group.id]);
  const below = rows.map((row) => em.map(Member, row as never));
  const groups = await namespacesById(em, below.map((m) => m.sourceId));
  for (const membership of below) events.push(await memberHookEvent(ctx, groups.get(membership.sourceId)!, membership, 'destroy'));
  return events;
}

/** Namespaces by id as they are in this transaction, pending deletion or not. */
export async function namespacesById(em: EntityManager, ids: number[]): Promise<Map<number, Namespace>> {
  const rows = await query(em, `select * from ${T.namespaces} where id = any(?::int[])`, [intArray(ids)]);
  return new Map(rows.map((row) => em.map(Namespace, row as never)).map((n) => [n.id, n]));
}

/** What `memberChangeEvent` compares a saved membership with. */
export function memberBefore(member: Member | null): MemberBefore {
  return member && { accessLevel: member.accessLevel, expiresAt: member.expiresAt, requestedAt: member.requestedAt };
}
