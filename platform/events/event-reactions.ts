import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobDefinition } from '../jobs/job-queue';
import type { SubgraphContext } from '../subgraph/context';

/** A domain event as reactions receive it, from any subgraph's outbox. */
export interface PublishedEvent {
  /** `<publishing subgraph>:<outbox id>`: unique, the receipts' key. */
  eventId: string;
  kind: string;
  payload: Record<string, unknown>;
  /**
   * When the change's transaction began (its `now()`), ISO 8601 with microseconds: comparable with
   * timestamps the change itself wrote, e.g. to leave out what was created after it.
   */
  occurredAt: string;
}

/**
 * A registration on event kinds (ARCHITECTURE §6): group hooks, integrations, CI triggers and
 * mirrors react to what other services publish without those services importing them. `react` runs
 * in a transaction with the reaction's receipt, so its writes happen exactly once per event;
 * it may throw to be retried with backoff.
 */
export interface EventReaction {
  /** Unique within the subgraph; part of the receipt key, so never renamed once deployed. */
  name: string;
  kinds: string[];
  react(ctx: SubgraphContext, em: EntityManager, event: PublishedEvent): Promise<void>;
}

export const reactionsJobName = (subgraph: string): string => `${subgraph}.reactions`;

/** The queue a subgraph's reactions share; the boot subscribes it to every kind they name. */
export function reactionsJob(subgraph: string, reactions: EventReaction[]): JobDefinition<PublishedEvent> {
  return {
    name: reactionsJobName(subgraph),
    retryDelaySeconds: 1,
    expireInSeconds: 300,
    run: (event, ctx) => runReactions(ctx, reactions, event),
  };
}

async function runReactions(ctx: SubgraphContext, reactions: EventReaction[], event: PublishedEvent): Promise<void> {
  const schema = ctx.runtime.name;
  for (const reaction of reactions.filter((r) => r.kinds.includes(event.kind))) {
    await ctx.em.transactional(async (em) => {
      const receipt = await em.getConnection().execute<unknown[]>(`insert into "${schema}"."event_receipts" (event_id, reaction) values (?, ?)
        on conflict do nothing returning event_id`, [event.eventId, reaction.name], 'all', em.getTransactionContext());
      if (receipt.length) await reaction.react(ctx, em, event);
    });
  }
}

/** Every kind the reactions name, once each. */
export function reactionKinds(reactions: EventReaction[]): string[] {
  return [...new Set(reactions.flatMap((r) => r.kinds))];
}
