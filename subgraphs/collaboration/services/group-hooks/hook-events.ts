import { intArray, query } from '@forgegraph/platform';
import { randomUUID } from 'node:crypto';
import type { SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EXECUTABLE_SQL } from './hook-auto-disabling';
import { matchesBranchFilter, type BranchFilter } from './hook-branch-filter';
import { enqueueAfterCommit } from './hook-dispatch';
import { flagColumnOf, type HookTrigger } from './hook-triggers';
import { T } from '../tables';

/** Something that happened in a group, to be delivered to the hooks that asked for it. */
export interface GroupHookEvent {
  /** The group's `traversalIds` (root first, itself last): its hooks and its ancestors' hooks receive the event. */
  groupPath: number[];
  trigger: HookTrigger;
  /** GitLab's payload for the event, in GitLab's key order. */
  payload: Record<string, unknown>;
  /** Push events: the pushed branch, which each hook's branch filter must match. */
  branch?: string;
}

/**
 * Records a group hook event for delivery: one outbox row per hook of the group or an ancestor that
 * existed when the change happened (`occurredAt`, the domain event's), has the event's flag on and
 * is not disabled (EE Group#execute_hooks, which runs in the change's request), written in the
 * caller's transaction.
 *
 * Why an outbox and not pg-boss directly: pg-boss's `send` runs on its own connection and cannot
 * join the MikroORM transaction, so queueing inside it could announce a change that then rolls
 * back, and queueing outside it could lose the event. The rows commit or vanish with the change;
 * once the transaction has committed, one delivery job per row is queued (keyed by the row id,
 * and each job claims its row, so a second job for the same row does nothing), and the rows a
 * crash left unqueued are queued again when the subgraph boots (`requeuePendingDeliveries`).
 *
 * `em` must be the EntityManager `em.transactional()` handed to the caller: a reaction's (the
 * reaction's receipt and the deliveries commit together). A null event records nothing.
 *
 * Adding an event kind is a payload builder returning a `GroupHookEvent` plus a reaction on the
 * domain event it answers (`domain-hook.reactions.ts`, `push-hook.reaction.ts`), registered in the
 * subgraph definition; the trigger table, delivery, retries, headers and log are shared.
 */
export async function recordGroupHookEvent(ctx: SubgraphContext, em: EntityManager, event: GroupHookEvent | null, occurredAt: string): Promise<void> {
  if (!event) return;
  if (!em.getTransactionContext()) throw new Error('recordGroupHookEvent must run inside the transaction of the change');
  const hooks = await query<BranchFilter & { id: number }>(em, `select h.id, h.push_events_branch_filter, h.branch_filter_strategy
    from ${T.groupHooks} h join ${T.namespaces} n on n.id = h.group_id
    where h.group_id = any(?::int[]) and h.${flagColumnOf(event.trigger)} and not n.pending_delete and ${EXECUTABLE_SQL}
      and h.created_at <= ?::timestamptz
    order by h.id`, [intArray(event.groupPath), occurredAt]);
  const branch = event.branch;
  const hookIds = hooks.filter((hook) => branch === undefined || matchesBranchFilter(hook, branch)).map((hook) => hook.id);
  if (!hookIds.length) return;
  const rows = await query<{ id: string }>(em, `insert into ${T.groupHookDeliveries} (hook_id, trigger, payload, event_uuid, idempotency_key)
    select hook_id, ?, ?::json, ?::uuid, gen_random_uuid() from unnest(?::int[]) with ordinality as hooks (hook_id, position)
    order by position returning id`,
  [event.trigger, JSON.stringify(event.payload), randomUUID(), intArray(hookIds)]);
  enqueueAfterCommit(ctx, em, rows.map((row) => row.id));
}

/**
 * Whether a hook of the group or an ancestor could receive the event: payload builders return null
 * without looking anything up when none could (GitLab checks `GroupHook.where(...).exists?` first).
 */
export async function hasGroupHooks(ctx: SubgraphContext, groupPath: number[], trigger: HookTrigger): Promise<boolean> {
  const rows = await query(ctx.em, `select 1 from ${T.groupHooks} h
    where h.group_id = any(?::int[]) and h.${flagColumnOf(trigger)} limit 1`, [intArray(groupPath)]);
  return rows.length > 0;
}
