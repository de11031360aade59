import { ForbiddenError, intArray, query, type SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Epic } from '../../entities/epic.entity';
import type { CreateEpicInput } from '../../schema/epic.inputs';
import { normalizeColor } from '../labels/label-color';
import { findReadableGroup } from '../namespaces/lookup';
import { T } from '../tables';
import { canAdminEpics, canSetEpicHistory } from './epic-access';
import { validParentId } from './epic-hierarchy';
import { epicLabelIdsByTitles } from './epic-labels';
import { epicHistoryDate, fixedDate, validateEpicFields } from './epic-rules';

/** Epics::CreateService through POST /groups/:id/epics: the epic, its iid and its labels in one statement. */
export async function createEpic(ctx: SubgraphContext, groupRef: string, input: CreateEpicInput): Promise<Epic> {
  const { group, access } = await findReadableGroup(ctx, groupRef);
  if (!canAdminEpics(access)) throw ForbiddenError.create();
  validateEpicFields(input);
  const parentId = await validParentId(ctx, { id: null, group }, input.parentId ?? null);
  // A fixed date given without its switch switches it on (Epics::BaseService#set_date_params).
  const labelIds = input.labels ? await epicLabelIdsByTitles(ctx, group, access, input.labels, true) : [];
  const values = {
    group_id: group.id, author_id: ctx.actor.userId, title: input.title.trim(), description: input.description ?? null,
    confidential: input.confidential ?? false, color: input.color ? normalizeColor(input.color) : '#1068bf', parent_id: parentId,
    start_date_fixed: fixedDate(input.startDateFixed), start_date_is_fixed: input.startDateIsFixed ?? Boolean(input.startDateFixed),
    due_date_fixed: fixedDate(input.dueDateFixed), due_date_is_fixed: input.dueDateIsFixed ?? Boolean(input.dueDateFixed),
    created_at: canSetEpicHistory(access) && input.createdAt ? epicHistoryDate(input.createdAt, 'created_at') : new Date(),
  };
  return ctx.em.transactional((em) => insertEpic(em, values, labelIds));
}

/** The epic with the group's next iid (the counter's row lock lasts this statement) and its labels. */
async function insertEpic(em: EntityManager, values: Record<string, unknown>, labelIds: number[]): Promise<Epic> {
  const columns = Object.keys(values);
  const [row] = await query(em, `with next_iid as (${NEXT_EPIC_IID}),
    created as (insert into ${T.epics} (${columns.join(', ')}, updated_at, iid)
      values (${columns.map(() => '?').join(', ')}, ?, (select value from next_iid)) returning *),
    labelled as (insert into ${T.epicLabels} (epic_id, label_id) select created.id, unnest(?::int[]) from created)
    select * from created`, [values.group_id, ...Object.values(values), values.created_at, intArray(labelIds)]);
  return em.map(Epic, row as never);
}

const NEXT_EPIC_IID = `insert into ${T.internalIds} as i (usage, scope_id, last_value) values ('epics', ?, 1)
  on conflict (usage, scope_id) do update set last_value = i.last_value + 1 returning last_value as value`;
