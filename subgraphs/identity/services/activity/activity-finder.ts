import type { FilterQuery } from '@mikro-orm/core';
import { cappedTotal, pageInfo, requireUser, type Page, type SubgraphContext } from '@forgegraph/platform';
import { User } from '../../entities/user.entity';
import type { PageRequest } from '../tokens/token-finder';

/** One entry of the activity list: who, and the last day they used GitLab (`YYYY-MM-DD`). */
export interface UserActivityEntry {
  username: string;
  lastActivityOn: string;
}

/**
 * `GET /user/activities`: users active on or after `from` (default six months ago), oldest activity
 * first. Only administrators see users with a private profile (lib/api/users.rb).
 */
export async function listUserActivities(ctx: SubgraphContext, from: Date | null, page: PageRequest): Promise<Page<UserActivityEntry>> {
  requireUser(ctx.actor);
  const where: FilterQuery<User> = { lastActivityOn: { $gte: firstDayOnOrAfter(from ?? sixMonthsAgo()) } };
  if (!ctx.actor.isAdmin) where.privateProfile = false;
  const [nodes, total] = await ctx.em.findAndCount(User, where, {
    orderBy: { lastActivityOn: 'asc', id: 'asc' }, limit: page.perPage, offset: (page.page - 1) * page.perPage,
  });
  const activities = nodes.map((user) => ({ username: user.username, lastActivityOn: user.lastActivityOn! }));
  return { nodes: activities, pageInfo: pageInfo(page, cappedTotal(total)) };
}

/** `last_activity_on >= from` compares a date (its midnight) with a time: a day counts from its midnight on. */
function firstDayOnOrAfter(from: Date): string {
  const day = from.toISOString().slice(0, 10);
  if (from.getTime() === Date.parse(`${day}T00:00:00Z`)) return day;
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** Rails' `6.months.ago`: the same day of the month, clamped to the month's last day. */
function sixMonthsAgo(now = new Date()): Date {
  const target = new Date(now);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - 6);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return target;
}
