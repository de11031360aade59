import { intArray, query, textArray, type SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Namespace } from '../../entities/namespace.entity';
import type { GroupAccess } from '../access/access.service';
import { canGroup } from '../access/access.service';
import { availableLabels } from '../labels/label-scope';
import { T } from '../tables';

/** GitLab's default colour for labels created by title (Label::DEFAULT_COLOR). */
const DEFAULT_LABEL_COLOR = '#6699cc';

/**
 * Labels::FindOrCreateService for an epic: the ids of the labels titled `titles` that the group sees
 * (its own and its ancestors'); a title it has none of becomes a new group label when the caller
 * may administer labels there and `create` is asked.
 */
export async function epicLabelIdsByTitles(ctx: SubgraphContext, group: Namespace, access: GroupAccess, titles: string[], create: boolean): Promise<number[]> {
  const wanted = [...new Set(titles.map((title) => title.trim()).filter(Boolean))];
  if (!wanted.length) return [];
  const scope = availableLabels({ kind: 'group', group, access });
  const find = () => query<{ id: number; title: string }>(ctx.em,
    `select l.id, l.title from ${T.labels} l where (${scope.sql}) and l.title = any(?::text[]) order by l.id`, [...scope.params, textArray(wanted)]);
  let found = await find();
  const missing = wanted.filter((title) => !found.some((label) => label.title === title));
  if (missing.length && create && canGroup(access, 'admin_label', group)) {
    await query(ctx.em, `insert into ${T.labels} (title, color, group_id) select unnest(?::text[]), ?, ? on conflict do nothing`,
      [textArray(missing), DEFAULT_LABEL_COLOR, group.id]);
    found = await find();
  }
  return [...new Set(wanted.flatMap((title) => found.filter((label) => label.title === title).slice(0, 1).map((label) => label.id)))];
}

export async function setEpicLabels(em: EntityManager, epicId: number, labelIds: number[]): Promise<void> {
  await query(em, `delete from ${T.epicLabels} where epic_id = ?`, [epicId]);
  if (labelIds.length) await query(em, `insert into ${T.epicLabels} (epic_id, label_id) select ?, unnest(?::int[]) on conflict do nothing`, [epicId, intArray(labelIds)]);
}
