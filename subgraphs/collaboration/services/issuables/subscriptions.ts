import { intArray, query, type SubgraphContext } from '@forgegraph/platform';
import { issueFact, type IssueFact } from '../issues/issue-facts';
import { T } from '../tables';

/** Where one kind of issuable keeps its users' explicit subscription choices. */
export interface SubscriptionStore {
  table: typeof T.issueSubscriptions | typeof T.mergeRequestSubscriptions;
  key: 'issue_id' | 'merge_request_id';
  /** Where the caller's choices are read, when not by a query of their own (issues read theirs with their other facts). */
  choices?: (ctx: SubgraphContext) => IssueFact<boolean | null>;
}

export const ISSUE_SUBSCRIPTIONS: SubscriptionStore = { table: T.issueSubscriptions, key: 'issue_id', choices: (ctx) => issueFact(ctx, (facts) => facts.subscribed) };
export const MERGE_REQUEST_SUBSCRIPTIONS: SubscriptionStore = { table: T.mergeRequestSubscriptions, key: 'merge_request_id' };

/** The caller's explicit choice per issuable (null: none made), one query per request. */
function choiceLoader(ctx: SubgraphContext, store: SubscriptionStore, userId: number): IssueFact<boolean | null> {
  if (store.choices) return store.choices(ctx);
  return ctx.loaders.get<number, boolean | null>(`collaboration.subscription.${store.table}`, async (ids) => {
    const rows = await query<{ id: number; subscribed: boolean }>(ctx.em,
      `select ${store.key} as id, subscribed from ${store.table} where user_id = ? and ${store.key} = any(?::int[])`, [userId, intArray(ids)]);
    const byId = new Map(rows.map((row) => [row.id, row.subscribed]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

/** Issuable#subscribed?: the user's explicit choice, else whether they take part (`participates`). */
export async function isSubscribed(ctx: SubgraphContext, store: SubscriptionStore, id: number, participates: () => Promise<boolean>): Promise<boolean> {
  const me = ctx.actor.userId;
  if (me === null) return false;
  const choice = await choiceLoader(ctx, store, me).load(id);
  return choice ?? participates();
}

/** Records the caller's choice. */
export async function recordSubscription(ctx: SubgraphContext, store: SubscriptionStore, id: number, subscribed: boolean): Promise<void> {
  const me = ctx.actor.userId!;
  await query(ctx.em, `insert into ${store.table} (${store.key}, user_id, subscribed) values (?, ?, ?)
    on conflict (${store.key}, user_id) do update set subscribed = excluded.subscribed`, [id, me, subscribed]);
  choiceLoader(ctx, store, me).clear(id);
}
