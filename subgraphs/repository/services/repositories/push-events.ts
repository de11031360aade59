import { publishEvent, type SubgraphContext } from '@forgegraph/platform';
import { ZERO_OID } from '../git/object-reader';
import { BRANCH_PREFIX, TAG_PREFIX } from '../git/ref-names';

export const PUSH_EVENT = 'repository_push';
export const TAG_PUSH_EVENT = 'repository_tag_push';
export const REFRESH_SIZE_JOB = 'repository.refresh-size';
/** Relays push events to collaboration's group hooks (services/push/push-hook-relay.ts). */
export const RELAY_PUSH_EVENTS_JOB = 'repository.relay-push-events';

export interface RefUpdate {
  projectId: number;
  /** Full ref name: `refs/heads/main`, `refs/tags/v1.0`. */
  ref: string;
  before: string;
  after: string;
}

/**
 * Records a ref update that happened: an outbox row plus NOTIFY in one transaction (ids only),
 * for group hooks and CI to pick up, then queues the group hook relay of that row and the
 * repository size refresh. Called right after
 * `update-ref` succeeded; git has no transaction to share with PostgreSQL.
 */
export async function recordRefUpdate(ctx: SubgraphContext, update: RefUpdate): Promise<void> {
  const kind = update.ref.startsWith(TAG_PREFIX) ? TAG_PUSH_EVENT : PUSH_EVENT;
  await ctx.em.transactional((em) => publishEvent(em, 'repository', {
    kind,
    payload: {
      id: String(update.projectId),
      projectId: update.projectId,
      ref: update.ref,
      before: update.before,
      after: update.after,
      userId: ctx.actor.userId,
      created: update.before === ZERO_OID,
      deleted: update.after === ZERO_OID,
    },
  }));
  // A lost send leaves the row unrelayed until the next relay run or boot.
  await ctx.runtime.jobs.send(RELAY_PUSH_EVENTS_JOB, {})
    .catch((error) => ctx.runtime.logger.warn('could not queue the push event relay', { error }));
  await ctx.runtime.jobs.send(REFRESH_SIZE_JOB, { projectId: update.projectId }, { singletonKey: String(update.projectId) })
    .catch((error) => ctx.runtime.logger.warn('could not queue the repository size refresh', { error }));
}

export const branchRef = (name: string) => BRANCH_PREFIX + name;
export const tagRef = (name: string) => TAG_PREFIX + name;
