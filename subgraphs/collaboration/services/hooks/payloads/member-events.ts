import type { MemberEventPayload } from '@forgegraph/platform';
import type { HookEvent } from '../hook-events';
import { xmlschema, type HookUser } from './hook-users';

/** Gitlab::Access#human_access. */
const HUMAN_ACCESS: Record<number, string> = {
  5: 'Minimal Access', 10: 'Guest', 15: 'Planner', 20: 'Reporter', 30: 'Developer', 40: 'Maintainer', 50: 'Owner',
};

const EVENT_NAMES = { create: 'user_add_to_group', update: 'user_update_for_group', destroy: 'user_remove_from_group' } as const;
export type MemberAction = keyof typeof EVENT_NAMES;

/**
 * Gitlab::HookData::GroupMemberBuilder (doc/user/project/integrations/webhook_events.md#group-member-events):
 * the Member Hook payload for a group membership. Ancestors' hooks receive it too.
 */
export function memberHookEvent(event: MemberEventPayload, user: HookUser | null, action: MemberAction): HookEvent {
  const { namespace: group, member } = event;
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
