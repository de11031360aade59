import { EventKinds, publishEvents, type SubgraphContext } from '@forgegraph/platform';
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
 * Records ref updates that happened as domain events (outbox rows in one transaction, relayed to
 * whoever reacts to pushes: group hooks today, CI and mirrors later), then queues the repository's
 * housekeeping once. Called right after `update-ref` succeeded; git has no transaction to share
 * with PostgreSQL. `updates` are one push's (or one API call's) and belong to one project.
 */
export async function recordRefUpdates(ctx: SubgraphContext, updates: RefUpdate[]): Promise<void> {
  if (!updates.length) return;
  const { push_event_hooks_limit: hooksLimit } = await ctx.runtime.settings.current();
  const groups = updates.map(changeGroup);
  const groupSizes = new Map<string, number>();
  for (const group of groups) groupSizes.set(group, (groupSizes.get(group) ?? 0) + 1);
  await ctx.em.transactional((em) => publishEvents(em, 'repository', updates.map((update, i) => ({
    kind: update.ref.startsWith(TAG_PREFIX) ? EventKinds.repositoryTagPush : EventKinds.repositoryPush,
    payload: {
      id: String(update.projectId),
      projectId: update.projectId,
      ref: update.ref,
      before: update.before,
      after: update.after,
      userId: ctx.actor.userId,
      created: update.before === ZERO_OID,
      deleted: update.after === ZERO_OID,
      // Git::ProcessRefChangesService: a push that creates, updates or removes more branches (or tags)
      // at once than `push_event_hooks_limit` runs no hooks for them.
      executeHooks: groupSizes.get(groups[i])! <= Number(hooksLimit ?? 3),
    },
  }))));
  await ctx.runtime.jobs.send(HOUSEKEEPING_JOB, { projectId: updates[0].projectId }, { singletonKey: String(updates[0].projectId) })
    .catch((error) => ctx.runtime.logger.warn('could not queue the repository housekeeping', { error }));
}

export function recordRefUpdate(ctx: SubgraphContext, update: RefUpdate): Promise<void> {
  return recordRefUpdates(ctx, [update]);
}

/** GitLab groups a push's changes by ref type and action (created, removed, pushed). */
function changeGroup(update: RefUpdate): string {
  const type = update.ref.startsWith(TAG_PREFIX) ? 'tag' : 'branch';
  const action = update.before === ZERO_OID ? 'created' : update.after === ZERO_OID ? 'removed' : 'pushed';
  return `${type} ${action}`;
}

export const branchRef = (name: string) => BRANCH_PREFIX + name;
export const tagRef = (name: string) => TAG_PREFIX + name;
