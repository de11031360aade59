import { query } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { T } from '../tables';

/**
 * The next pipeline iid of a project (GitLab's InternalId, usage `ci_pipelines`): one upsert that
 * holds the counter's row lock until the creating transaction ends, so iids come without gaps and
 * a rolled-back creation gives its number back. Call inside that transaction.
 */
export async function nextPipelineIid(em: EntityManager, projectId: number): Promise<number> {
  const [{ value }] = await query<{ value: number }>(em, `insert into ${T.internalIds} as i (usage, scope_id, last_value) values ('ci_pipelines', ?, 1)
    on conflict (usage, scope_id) do update set last_value = i.last_value + 1 returning last_value as value`, [projectId]);
  return value;
}
