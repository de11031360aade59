import { Conditions, intArray, query, type SubgraphContext } from '@forgegraph/platform';
import type { AwardableType } from '../../entities/award-emoji.entity';
import { T } from '../tables';
import { DOWNVOTE, UPVOTE } from './emoji-names';

export interface Votes {
  upvotes: number;
  downvotes: number;
}

/** Thumbs up and down per awardable of one type (AwardEmoji.votes_for_collection): one query for a page. */
export function awardVotesLoader(ctx: SubgraphContext, type: AwardableType) {
  return ctx.loaders.get<number, Votes>(`collaboration.award-votes.${type}`, async (ids) => {
    const rows = await query<{ awardable_id: number; name: string; count: number }>(ctx.em,
      `select awardable_id, name, count(*)::int as count from ${T.awardEmoji}
        where awardable_type = ? and awardable_id = any(?::int[]) and name in (?, ?) group by awardable_id, name`,
      [type, intArray(ids), UPVOTE, DOWNVOTE]);
    const votes = new Map(ids.map((id) => [id, { upvotes: 0, downvotes: 0 }]));
    for (const row of rows) votes.get(row.awardable_id)![row.name === UPVOTE ? 'upvotes' : 'downvotes'] = row.count;
    return ids.map((id) => votes.get(id)!);
  });
}

/** Upvotes of the awardable in `alias` as an ORDER BY expression (`order_by=popularity`, Issuable's order_upvotes_desc). */
export function upvotesOrder(type: AwardableType, alias: string): string {
  return `(select count(*) from ${T.awardEmoji} ae where ae.awardable_type = '${type}' and ae.awardable_id = ${alias}.id and ae.name = '${UPVOTE}')`;
}

/**
 * IssuableFinder#by_my_reaction_emoji and its negation: `None` (no award of the caller's), `Any`
 * (some award of the caller's) or a name; negated, not awarded that name by the caller. Anonymous
 * callers are not filtered, as in GitLab.
 */
export function addMyReactionEmoji(where: Conditions, options: { type: AwardableType; alias: string; userId: number | null; emoji: string | null | undefined; negated: boolean }): void {
  const { type, alias, userId, emoji, negated } = options;
  if (!emoji || userId === null) return;
  const awarded = (nameCondition: string) => `exists (select 1 from ${T.awardEmoji} ae where ae.awardable_type = '${type}'
    and ae.awardable_id = ${alias}.id and ae.user_id = ?${nameCondition})`;
  const special = negated ? null : emoji.toLowerCase();
  if (special === 'none') where.add(`not ${awarded('')}`, userId);
  else if (special === 'any') where.add(awarded(''), userId);
  else where.add(negated ? `not ${awarded(' and ae.name = ?')}` : awarded(' and ae.name = ?'), userId, emoji);
}
