import type { EntityManager } from '@mikro-orm/postgresql';
import { todayUtc } from '../tokens/token-secret';
import { T } from '../tables';

/**
 * Users::ActivityService: API and GraphQL use sets `last_activity_on` (once a day, so a busy user
 * costs one write per day) and, as the activity docs say, `current_sign_in_at`. The row is written
 * directly so `updated_at` keeps meaning "profile changed".
 */
export async function recordUserActivity(em: EntityManager, user: { id: number; lastActivityOn: string | null }, now = new Date()): Promise<void> {
  const today = todayUtc(now);
  if (user.lastActivityOn === today) return;
  await em.getConnection().execute(
    `update ${T.users} set "last_activity_on" = ?, "current_sign_in_at" = ? where "id" = ? and "last_activity_on" is distinct from ?`,
    [today, now, user.id, today],
  );
}
