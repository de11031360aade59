import {
  EventKinds, type EventReaction, type GroupEventPayload, type MemberEventPayload, type ProjectEventPayload,
} from '@forgegraph/platform';
import { hasHooks, recordHookEvent } from './hook-events';
import { findHookUser, findHookUsers } from './payloads/hook-users';
import { memberHookEvent, type MemberAction } from './payloads/member-events';
import { subgroupHookEvent } from './payloads/group-events';
import { projectHookEvent } from './payloads/project-events';

/*
 * Group hooks' registrations on collaboration's own domain events (none of them reaches project
 * hooks: ProjectHook.triggers has no member, subgroup or project events): each turns an event into
 * GitLab's hook payload for the hooks of the group and its ancestors that asked for it (hooks of groups being
 * deleted hear nothing: the delivery lookup skips them). The platform runs each once per event, in
 * the transaction of its receipt; a payload is built only when some hook could want it, as GitLab
 * checks `GroupHook.where(...).exists?` first.
 */

const MEMBER_ACTIONS: Record<string, MemberAction> = {
  [EventKinds.memberAdded]: 'create', [EventKinds.memberUpdated]: 'update', [EventKinds.memberRemoved]: 'destroy',
};

/** Member Hook: group memberships only (project memberships make no group hook event). */
export const memberHookReaction: EventReaction = {
  name: 'group-hooks.member',
  kinds: Object.keys(MEMBER_ACTIONS),
  async react(ctx, em, event) {
    const payload = event.payload as unknown as MemberEventPayload;
    if (payload.sourceType !== 'group' || !(await hasHooks(ctx, { groupPath: payload.namespace.traversalIds }, 'member_hooks'))) return;
    const user = await findHookUser(ctx, payload.member.userId);
    await recordHookEvent(ctx, em, memberHookEvent(payload, user, MEMBER_ACTIONS[event.kind]), event.occurredAt);
  },
};

/** Subgroup Hook: to the parent's hooks and its ancestors' (a top-level group has no hooks above it). */
export const subgroupHookReaction: EventReaction = {
  name: 'group-hooks.subgroup',
  kinds: [EventKinds.groupCreated, EventKinds.groupDestroyed],
  async react(ctx, em, event) {
    const { group, parent } = event.payload as unknown as GroupEventPayload;
    if (!parent) return;
    const action = event.kind === EventKinds.groupCreated ? 'create' : 'destroy';
    await recordHookEvent(ctx, em, subgroupHookEvent(group, parent, action), event.occurredAt);
  },
};

/** Project Hook: projects in groups (personal namespaces have no group hooks). */
export const projectHookReaction: EventReaction = {
  name: 'group-hooks.project',
  kinds: [EventKinds.projectCreated, EventKinds.projectDestroyed],
  async react(ctx, em, event) {
    const payload = event.payload as unknown as ProjectEventPayload;
    if (payload.namespace.kind !== 'group' || !(await hasHooks(ctx, { groupPath: payload.namespace.traversalIds }, 'project_hooks'))) return;
    const owners = await findHookUsers(ctx, payload.groupOwnerIds);
    const action = event.kind === EventKinds.projectCreated ? 'create' : 'destroy';
    await recordHookEvent(ctx, em, projectHookEvent(payload, owners, action), event.occurredAt);
  },
};
