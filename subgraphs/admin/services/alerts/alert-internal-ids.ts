import { query } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The next `count` alert iids of a project (GitLab's InternalId, usage `alert_management_alerts`):
 * one upsert that bumps admin's counter and holds its row lock until the caller's transaction ends,
 * so concurrent notifications number their alerts 1, 2, 3 … Returns the first of the block.
 */
export async function reserveAlertIids(em: EntityManager, projectId: number, count: number): Promise<number> {
  const [{ value }] = await query<{ value: number }>(em, `insert into "admin"."internal_ids" as i (usage, scope_id, last_value)
    values ('alert_management_alerts', ?, ?) on conflict (usage, scope_id) do update set last_value = i.last_value + excluded.last_value
    returning last_value as value`, [projectId, count]);
  return value - count + 1;
}
