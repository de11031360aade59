import { query } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { T } from '../tables';

export type InternalIdUsage = 'milestones';

/**
 * The next iid of `usage` in a project or group (GitLab's InternalId): one upsert that increments
 * the scope's counter under its row lock. Run it in the transaction that inserts the record, so
 * concurrent creations get consecutive, distinct numbers and a rolled-back creation gives its
 * number back. Numbers of deleted records are never handed out again.
 */
export async function nextInternalId(em: EntityManager, usage: InternalIdUsage, scope: { kind: 'project' | 'group'; id: number }): Promise<number> {
  const [row] = await query<{ last_value: number }>(em,
    `insert into ${T.internalIds} as i (usage, scope_kind, scope_id, last_value) values (?, ?, ?, 1)
     on conflict (usage, scope_kind, scope_id) do update set last_value = i.last_value + 1
     returning last_value`, [usage, scope.kind, scope.id]);
  return row.last_value;
}
