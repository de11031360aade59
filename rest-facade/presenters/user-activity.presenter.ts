/** Entities::UserActivity; `last_activity_at` repeats the date for old clients (deprecated). */
export function presentUserActivity(activity: { username: string; lastActivityOn: string }) {
  return {
    username: activity.username,
    last_activity_on: activity.lastActivityOn,
    last_activity_at: activity.lastActivityOn,
  };
}
