import type { UserActivitiesResult } from '../operations/users';

/** Entities::UserActivity; `last_activity_at` repeats the date for old clients (deprecated). */
export function presentUserActivity(activity: UserActivitiesResult['userActivities']['nodes'][number]) {
  return {
    username: activity.username,
    last_activity_on: activity.lastActivityOn,
    last_activity_at: activity.lastActivityOn,
  };
}
