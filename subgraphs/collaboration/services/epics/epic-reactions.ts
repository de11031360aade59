import type { Conditions } from '@forgegraph/platform';

/**
 * `my_reaction_emoji` on `awardable` rows (alias and GitLab's awardable_type): the caller reacted
 * with `name`, with anything (`Any`) or with nothing (`None`). Award emoji are not recorded yet
 * (no award_emoji table), so nobody has reacted to anything: once that table lands, this becomes
 * an `exists (select 1 from award_emoji …)` on (awardable_type, awardable_id, user_id, name).
 */
export function addMyReactionFilter(where: Conditions, awardable: { alias: string; type: string }, emoji: string | null | undefined, userId: number | null): void {
  if (!emoji) return;
  const reacted = reactedSql(awardable, emoji.toLowerCase() === 'any' ? null : emoji, userId);
  if (emoji.toLowerCase() === 'none') where.add(`not (${reacted.sql})`, ...reacted.params);
  else where.add(reacted.sql, ...reacted.params);
}

/** Whether `userId` gave `awardable` the emoji `name` (any emoji when null). Nothing is recorded yet: never. */
function reactedSql(_awardable: { alias: string; type: string }, _name: string | null, _userId: number | null): { sql: string; params: unknown[] } {
  return { sql: 'false', params: [] };
}
