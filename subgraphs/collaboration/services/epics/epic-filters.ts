import { BadRequestError, Conditions, fuzzySearch, textArray, type SubgraphContext } from '@forgegraph/platform';
import type { EpicsFilter, NegatedEpicsFilter } from '../../schema/epic.inputs';
import { userIdByUsername } from '../domains/identity.client';
import { T } from '../tables';
import { addMyReactionEmoji } from '../award-emoji/award-votes';

/** EpicsFinder's filters over epics `e` as SQL conditions (an author named by username is looked up first). */
export async function addEpicFilters(ctx: SubgraphContext, where: Conditions, filter: EpicsFilter): Promise<void> {
  if (filter.state === 'opened' || filter.state === 'closed') where.add('e.state = ?', filter.state);
  await addAuthor(ctx, where, filter, false);
  addLabels(where, filter.labels, false);
  if (filter.search) {
    const search = fuzzySearch(['e.title', 'e.description'], filter.search);
    if (search) where.add(search.sql, ...search.params);
  }
  if (filter.createdAfter) where.add('e.created_at >= ?', new Date(filter.createdAfter));
  if (filter.createdBefore) where.add('e.created_at <= ?', new Date(filter.createdBefore));
  if (filter.updatedAfter) where.add('e.updated_at >= ?', new Date(filter.updatedAfter));
  if (filter.updatedBefore) where.add('e.updated_at <= ?', new Date(filter.updatedBefore));
  if (filter.confidential !== undefined && filter.confidential !== null) where.add('e.confidential = ?', filter.confidential);
  addMyReactionEmoji(where, { type: 'Epic', alias: 'e', userId: ctx.actor.userId, emoji: filter.myReactionEmoji, negated: false });
  if (filter.not) await addNegated(ctx, where, filter.not);
}

async function addNegated(ctx: SubgraphContext, where: Conditions, not: NegatedEpicsFilter): Promise<void> {
  // ee/lib/api/epics.rb declares `mutually_exclusive :author_id, :author_username` inside `not` too.
  if (not.authorId != null && not.authorUsername != null) throw BadRequestError.param('not[author_id], not[author_username] are mutually exclusive');
  await addAuthor(ctx, where, not, true);
  addLabels(where, not.labels, true);
}

async function addAuthor(ctx: SubgraphContext, where: Conditions, filter: Pick<EpicsFilter, 'authorId' | 'authorUsername'>, negated: boolean): Promise<void> {
  const id = filter.authorId ?? (filter.authorUsername ? (await userIdByUsername(ctx, filter.authorUsername)) ?? 0 : null);
  if (id === null) return;
  where.add(negated ? 'e.author_id is distinct from ?' : 'e.author_id = ?', id);
}

const withLabel = (titleCondition: string) => `exists (select 1 from ${T.epicLabels} el join ${T.labels} l on l.id = el.label_id
  where el.epic_id = e.id and ${titleCondition})`;

/** `labels`: every title (case-insensitive), or `None` / `Any`; negated, none of them. */
function addLabels(where: Conditions, labels: string[] | null | undefined, negated: boolean): void {
  const titles = (labels ?? []).map((title) => title.trim()).filter(Boolean);
  if (!titles.length) return;
  const special = titles.length === 1 ? titles[0].toLowerCase() : null;
  const labelled = withLabel('true');
  if (special === 'none') where.add(negated ? labelled : `not ${labelled}`);
  else if (special === 'any') where.add(negated ? `not ${labelled}` : labelled);
  else if (negated) where.add(`not ${withLabel('lower(l.title) = any(?::text[])')}`, textArray(titles.map((title) => title.toLowerCase())));
  else for (const title of titles) where.add(withLabel('lower(l.title) = ?'), title.toLowerCase());
}
