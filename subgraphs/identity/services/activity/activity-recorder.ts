import { todayUtc } from '../tokens/token-secret';
import { T, type SqlConnectionSource } from '../tables';

/**
 * Users::ActivityService: API and GraphQL use sets `last_activity_on` (once a day, so a busy user
 * costs one write per day) and, as the activity docs say, `current_sign_in_at`. The row is written
 * directly so `updated_at` keeps meaning "profile changed".
 */
export async function recordUserActivity(em: SqlConnectionSource, user: { id: number; lastActivityOn: string | null }, now = new Date()): Promise<void> {
  if (!isActivityDue(user, now)) return;
  const today = todayUtc(now);
  await em.getConnection().execute(
    `update ${T.users} set "last_activity_on" = ?, "current_sign_in_at" = ? where "id" = ? and "last_activity_on" is distinct from ?`,
    [today, now, user.id, today],
  );
}

/** False once the user's activity of today is recorded: most requests, which then need no database work. */
export function isActivityDue(user: { lastActivityOn: string | null }, now = new Date()): boolean {
  return user.lastActivityOn !== todayUtc(now);
}
