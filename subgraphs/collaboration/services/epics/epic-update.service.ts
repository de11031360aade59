import { BadRequestError, query, type SubgraphContext } from '@forgegraph/platform';
import type { Epic } from '../../entities/epic.entity';
import type { UpdateEpicInput } from '../../schema/epic.inputs';
import { normalizeColor } from '../labels/label-color';
import { T } from '../tables';
import { canAdminEpics, canDestroyEpic, canSetEpicHistory } from './epic-access';
import { validParentId } from './epic-hierarchy';
import { epicLabelIdsByTitles, setEpicLabels } from './epic-labels';
import { epicLabelIdsLoader } from './epic-loaders';
import { findEditableEpic, type ReadableEpic } from './epic-lookup';
import { epicHistoryDate, fixedDate, validateEpicFields } from './epic-rules';

/** Epics::UpdateService through PUT /groups/:id/epics/:epic_iid: fields, labels, parent and `state_event` in one transaction. */
export async function updateEpic(ctx: SubgraphContext, groupRef: string, iid: number, input: UpdateEpicInput): Promise<Epic> {
  const readable = await findEditableEpic(ctx, groupRef, iid, canAdminEpics);
  validateEpicFields(input);
  const { epic, access } = readable;
  const labelIds = await changedLabelIds(ctx, readable, input);
  if (input.parentId !== undefined) epic.parentId = await validParentId(ctx, { id: epic.id, group: readable.group }, input.parentId);
  applyFields(epic, input);
  applyStateEvent(epic, input.stateEvent, ctx.actor.userId);
  epic.updatedAt = canSetEpicHistory(access) && input.updatedAt ? epicHistoryDate(input.updatedAt, 'updated_at') : new Date();
  await ctx.em.transactional(async (em) => {
    em.persist(epic);
    await em.flush();
    if (labelIds) await setEpicLabels(em, epic.id, labelIds);
  });
  return epic;
}

/** `labels` replaces the set (empty clears); `add_labels` and `remove_labels` change it; null when none is given. */
async function changedLabelIds(ctx: SubgraphContext, { epic, group, access }: ReadableEpic, input: UpdateEpicInput): Promise<number[] | null> {
  if (!input.labels && !input.addLabels && !input.removeLabels) return null;
  let ids = input.labels ? await epicLabelIdsByTitles(ctx, group, access, input.labels, true) : await epicLabelIdsLoader(ctx).load(epic.id);
  if (input.addLabels) ids = [...ids, ...(await epicLabelIdsByTitles(ctx, group, access, input.addLabels, true))];
  if (input.removeLabels) {
    const removed = new Set(await epicLabelIdsByTitles(ctx, group, access, input.removeLabels, false));
    ids = ids.filter((id) => !removed.has(id));
  }
  epicLabelIdsLoader(ctx).clear(epic.id);
  return [...new Set(ids)];
}

function applyFields(epic: Epic, input: UpdateEpicInput): void {
  if (input.title !== undefined && input.title !== null) epic.title = input.title.trim();
  if (input.description !== undefined) epic.description = input.description ?? null;
  if (input.confidential !== undefined && input.confidential !== null) epic.confidential = input.confidential;
  if (input.color) epic.color = normalizeColor(input.color);
  if (input.startDateFixed !== undefined) epic.startDateFixed = fixedDate(input.startDateFixed);
  if (input.dueDateFixed !== undefined) epic.dueDateFixed = fixedDate(input.dueDateFixed);
  // A fixed date given without its switch switches it on (Epics::BaseService#set_date_params).
  if (input.startDateIsFixed !== undefined && input.startDateIsFixed !== null) epic.startDateIsFixed = input.startDateIsFixed;
  else if (input.startDateFixed) epic.startDateIsFixed = true;
  if (input.dueDateIsFixed !== undefined && input.dueDateIsFixed !== null) epic.dueDateIsFixed = input.dueDateIsFixed;
  else if (input.dueDateFixed) epic.dueDateIsFixed = true;
}

/** `close` and `reopen`; closing a closed epic (or reopening an open one) changes nothing, as in GitLab. */
function applyStateEvent(epic: Epic, event: string | null | undefined, userId: number | null): void {
  if (!event) return;
  if (event === 'close' && epic.state === 'opened') Object.assign(epic, { state: 'closed', closedAt: new Date(), closedById: userId });
  else if (event === 'reopen' && epic.state === 'closed') Object.assign(epic, { state: 'opened', closedAt: null, closedById: null });
  else if (event !== 'close' && event !== 'reopen') throw BadRequestError.param('state_event does not have a valid value');
}

/**
 * DELETE /groups/:id/epics/:epic_iid: Owners and administrators (`destroy_epic`). Child epics stay,
 * detached from it (GitLab 16.11+); its issue links go with it.
 */
export async function deleteEpic(ctx: SubgraphContext, groupRef: string, iid: number): Promise<boolean> {
  const { epic } = await findEditableEpic(ctx, groupRef, iid, canDestroyEpic);
  await ctx.em.transactional(async (em) => {
    await query(em, `update ${T.epics} set parent_id = null where parent_id = ?`, [epic.id]);
    await query(em, `delete from ${T.epics} where id = ?`, [epic.id]);
  });
  return true;
}
