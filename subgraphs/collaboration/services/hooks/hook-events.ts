import { intArray, query } from '@forgegraph/platform';
import { randomUUID } from 'node:crypto';
import type { SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EXECUTABLE_SQL } from './hook-auto-disabling';
import { matchesBranchFilter, type BranchFilter } from './hook-branch-filter';
import { enqueueAfterCommit } from './hook-dispatch';
import { flagColumnOf, type HookTrigger } from './hook-triggers';
import { T } from '../tables';

/** Whose hooks may receive an event. */
export interface HookTarget {
  /** The group's `traversalIds` (root first, itself last): its hooks and its ancestors' hooks receive the event; `[]` for none. */
  groupPath: number[];
  /** The project whose hooks receive it too (only for ProjectHook.triggers, e.g. pushes). */
  projectId?: number;
}

/** Something that happened in a group or project, to be delivered to the hooks that asked for it. */
export interface HookEvent extends HookTarget {
  trigger: HookTrigger;
  /** GitLab's payload for the event, in GitLab's key order. */
  payload: Record<string, unknown>;
  /** Push events: the pushed branch, which each hook's branch filter must match. */
  branch?: string;
}

/**
 * Records a hook event for delivery: one outbox row per hook of the project, the group or an
 * ancestor that existed when the change happened (`occurredAt`, the domain event's), has the
 * event's flag on and is not disabled (Project#execute_hooks and EE Group#execute_hooks, which run
 * in the change's request), written in the caller's transaction. Every hook the event reaches
 * shares its `X-Gitlab-Event-UUID`.
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
 * Adding an event kind is a payload builder returning a `HookEvent` plus a reaction on the
 * domain event it answers (`domain-hook.reactions.ts`, `push-hook.reaction.ts`), registered in the
 * subgraph definition; the trigger table, delivery, retries, headers and log are shared.
 */
export async function recordHookEvent(ctx: SubgraphContext, em: EntityManager, event: HookEvent | null, occurredAt: string): Promise<void> {
  if (!event) return;
  if (!em.getTransactionContext()) throw new Error('recordHookEvent must run inside the transaction of the change');
  // Hooks of groups being deleted hear nothing.
  const hooks = await query<BranchFilter & { id: number }>(em, `select h.id, h.push_events_branch_filter, h.branch_filter_strategy
    from ${T.hooks} h left join ${T.namespaces} n on n.id = h.group_id
    where ${OWNED_BY_TARGET} and h.${flagColumnOf(event.trigger)} and not coalesce(n.pending_delete, false) and ${EXECUTABLE_SQL}
      and h.created_at <= ?::timestamptz
    order by h.id`, [...targetParams(event), occurredAt]);
  const branch = event.branch;
  const hookIds = hooks.filter((hook) => branch === undefined || matchesBranchFilter(hook, branch)).map((hook) => hook.id);
  if (!hookIds.length) return;
  const rows = await query<{ id: string }>(em, `insert into ${T.hookDeliveries} (hook_id, trigger, payload, event_uuid, idempotency_key)
    select hook_id, ?, ?::json, ?::uuid, gen_random_uuid() from unnest(?::int[]) with ordinality as hooks (hook_id, position)
    order by position returning id`,
  [event.trigger, JSON.stringify(event.payload), randomUUID(), intArray(hookIds)]);
  enqueueAfterCommit(ctx, em, rows.map((row) => row.id));
}

/**
 * Whether a hook of the project, the group or an ancestor could receive the event: payload builders
 * return null without looking anything up when none could (GitLab checks `hooks.exists?` first).
 */
export async function hasHooks(ctx: SubgraphContext, target: HookTarget, trigger: HookTrigger): Promise<boolean> {
  const rows = await query(ctx.em, `select 1 from ${T.hooks} h
    where ${OWNED_BY_TARGET} and h.${flagColumnOf(trigger)} limit 1`, targetParams(target));
  return rows.length > 0;
}

/** The hooks of a target, over alias `h`, with `targetParams` as its parameters. */
const OWNED_BY_TARGET = '(h.group_id = any(?::int[]) or h.project_id = ?::int)';

const targetParams = (target: HookTarget) => [intArray(target.groupPath), target.projectId ?? null];
