import { query } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { T } from '../tables';

/** What an internal id counts, and in which scope: issues and merge requests per project, epics per group. */
export type InternalIdUsage = 'issues' | 'merge_requests' | 'project_milestones' | 'group_milestones' | 'epics';

/**
 * The next iid of `usage` in `scopeId` (GitLab's InternalId): one upsert that bumps the scope's
 * counter and holds its row lock until the caller's transaction ends, so concurrent creations get
 * 1, 2, 3 … and a rolled-back one returns its number. Call inside the creating transaction.
 */
export async function nextInternalId(em: EntityManager, usage: InternalIdUsage, scopeId: number): Promise<number> {
  const [{ value }] = await query<{ value: number }>(em, `insert into ${T.internalIds} as i (usage, scope_id, last_value) values (?, ?, 1)
    on conflict (usage, scope_id) do update set last_value = i.last_value + 1 returning last_value as value`, [usage, scopeId]);
  return value;
}

/** An iid given by an administrator or owner: the counter moves past it, so later ones never collide. */
export async function claimInternalId(em: EntityManager, usage: InternalIdUsage, scopeId: number, iid: number): Promise<void> {
  await query(em, `insert into ${T.internalIds} as i (usage, scope_id, last_value) values (?, ?, ?)
    on conflict (usage, scope_id) do update set last_value = greatest(i.last_value, excluded.last_value)`, [usage, scopeId, iid]);
}
