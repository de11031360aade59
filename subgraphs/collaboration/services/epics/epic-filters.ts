import { BadRequestError, Conditions, type SubgraphContext } from '@forgegraph/platform';
import type { EpicsFilter, NegatedEpicsFilter } from '../../schema/epic.inputs';
import { userIdByUsername } from '../domains/identity.client';
import { addLabels, addSearch, addTimeRange, EPIC_TABLES as t } from '../issuables/issuable-filters';
import { addMyReactionEmoji } from '../award-emoji/award-votes';

/** EpicsFinder's filters over epics `e` as SQL conditions (an author named by username is looked up first). */
export async function addEpicFilters(ctx: SubgraphContext, where: Conditions, filter: EpicsFilter): Promise<void> {
  if (filter.state === 'opened' || filter.state === 'closed') where.add('e.state = ?', filter.state);
  await addAuthor(ctx, where, filter, false);
  addLabels(where, t, filter.labels, false);
  addSearch(where, t, filter.search, null);
  addTimeRange(where, t, filter);
  if (filter.confidential !== undefined && filter.confidential !== null) where.add('e.confidential = ?', filter.confidential);
  addMyReactionEmoji(where, { type: 'Epic', alias: 'e', userId: ctx.actor.userId, emoji: filter.myReactionEmoji, negated: false });
  if (filter.not) await addNegated(ctx, where, filter.not);
}

async function addNegated(ctx: SubgraphContext, where: Conditions, not: NegatedEpicsFilter): Promise<void> {
  // ee/lib/api/epics.rb declares `mutually_exclusive :author_id, :author_username` inside `not` too.
  if (not.authorId != null && not.authorUsername != null) throw BadRequestError.param('not[author_id], not[author_username] are mutually exclusive');
  await addAuthor(ctx, where, not, true);
  addLabels(where, t, not.labels, true);
}

async function addAuthor(ctx: SubgraphContext, where: Conditions, filter: Pick<EpicsFilter, 'authorId' | 'authorUsername'>, negated: boolean): Promise<void> {
  const id = filter.authorId ?? (filter.authorUsername ? (await userIdByUsername(ctx, filter.authorUsername)) ?? 0 : null);
  if (id === null) return;
  where.add(negated ? 'e.author_id is distinct from ?' : 'e.author_id = ?', id);
}
