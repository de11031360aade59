import type { NamespaceSnapshot } from '@forgegraph/platform';
import type { HookEvent } from '../hook-events';
import { xmlschema } from './hook-users';

/**
 * Gitlab::HookData::SubgroupBuilder (webhook_events.md#subgroup-events): the Subgroup Hook payload,
 * delivered to the parent's hooks and its ancestors'.
 */
export function subgroupHookEvent(group: NamespaceSnapshot, parent: NamespaceSnapshot, action: 'create' | 'destroy'): HookEvent {
  return {
    groupPath: parent.traversalIds,
    trigger: 'subgroup_hooks',
    payload: {
      created_at: xmlschema(group.createdAt),
      updated_at: xmlschema(group.updatedAt),
      event_name: `subgroup_${action}`,
      name: group.name,
      path: group.path,
      full_path: group.fullPath,
      group_id: group.id,
      parent_group_id: parent.id,
      parent_name: parent.name,
      parent_path: parent.path,
      parent_full_path: parent.fullPath,
    },
  };
}
