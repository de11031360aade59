import { EventKinds, publishEvent, type SubgraphContext } from '@forgegraph/platform';
import { ZERO_OID } from '../git/object-reader';
import { BRANCH_PREFIX, TAG_PREFIX } from '../git/ref-names';

export const HOUSEKEEPING_JOB = 'repository.housekeeping';

export interface RefUpdate {
  projectId: number;
  /** Full ref name: `refs/heads/main`, `refs/tags/v1.0`. */
  ref: string;
  before: string;
  after: string;
}

/**
 * Records a ref update that happened as a domain event (an outbox row, relayed to whoever reacts to
 * pushes: group hooks today, CI and mirrors later), then queues the repository's housekeeping.
 * Called right after `update-ref` succeeded; git has no transaction to share with PostgreSQL.
 */
export async function recordRefUpdate(ctx: SubgraphContext, update: RefUpdate): Promise<void> {
  const kind = update.ref.startsWith(TAG_PREFIX) ? EventKinds.repositoryTagPush : EventKinds.repositoryPush;
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
  await ctx.runtime.jobs.send(HOUSEKEEPING_JOB, { projectId: update.projectId }, { singletonKey: String(update.projectId) })
    .catch((error) => ctx.runtime.logger.warn('could not queue the repository housekeeping', { error }));
}

export const branchRef = (name: string) => BRANCH_PREFIX + name;
export const tagRef = (name: string) => TAG_PREFIX + name;
