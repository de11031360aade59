import {
  ConflictError, Conditions, ForbiddenError, fuzzySearch, offsetPage, query, type Page, type PageArgs, type SubgraphContext,
} from '@forgegraph/platform';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Label } from '../../entities/label.entity';
import type { CreateLabelInput, LabelFilter, UpdateLabelInput } from '../../schema/label.inputs';
import { canGroup, canProject, groupAccessFor } from '../access/access.service';
import { namespaceLoader } from '../loaders';
import { findParent, type Parent, type ParentRefs } from '../namespaces/parent-ref';
import { T } from '../tables';
import { normalizeColor } from './label-color';
import { findLabelIn, hasLabelTitled, seenFrom } from './label-lookup';
import { sanitizeLabelText, validateLabel } from './label-rules';
import { availableLabels, ownLabels } from './label-scope';

/** GET labels: LabelsFinder's labels in title order; `search` matches title or description from 1 character. */
export async function listLabels(ctx: SubgraphContext, refs: ParentRefs, filter: LabelFilter, page: PageArgs): Promise<Page<Label>> {
  const parent = await findParent(ctx, refs);
  const where = availableLabels(parent, filter);
  const search = fuzzySearch(['l.title', 'coalesce(l.description, \'\')'], filter.search ?? '', 1);
  if (search) where.add(search.sql, ...search.params);
  const result = await offsetPage(ctx.em, Label, { from: `${T.labels} l`, where, orderBy: 'l.title, l.id', alias: 'l' }, page);
  seenFrom(parent, result.nodes);
  return result;
}

export async function findLabel(ctx: SubgraphContext, refs: ParentRefs, labelRef: string, filter: LabelFilter): Promise<Label> {
  const parent = await findParent(ctx, refs);
  return findLabelIn(ctx, parent, availableLabels(parent, filter), labelRef);
}

/** POST labels: 409 when any label the parent sees has the title (LabelHelpers#create_label). */
export async function createLabel(ctx: SubgraphContext, refs: ParentRefs, input: CreateLabelInput): Promise<Label> {
  const parent = await findParent(ctx, refs, 'admin_label');
  if (await hasLabelTitled(ctx, availableLabels(parent), input.name)) throw ConflictError.message('Label already exists');
  const attributes = { title: sanitizeLabelText(input.name), color: normalizeColor(input.color) };
  validateLabel(attributes, false).throwIfAny();
  const label = await saveLabel(ctx.em, async (em) => {
    const created = em.create(Label, {
      ...attributes, title: attributes.title!, description: sanitizeLabelText(input.description),
      projectId: parent.kind === 'project' ? parent.project.id : null, groupId: parent.kind === 'group' ? parent.group.id : null,
    });
    await em.flush();
    if (parent.kind === 'project' && input.priority != null) await setPriority(em, parent.project.id, created.id, input.priority);
    return created;
  });
  return seenFrom(parent, label);
}

/** PUT labels/:label_id: the parent's own labels (and its group's); `priority` only in projects. */
export async function updateLabel(ctx: SubgraphContext, refs: ParentRefs, labelRef: string, input: UpdateLabelInput): Promise<Label> {
  const parent = await findParent(ctx, refs, 'admin_label');
  const label = await findLabelIn(ctx, parent, ownLabels(parent), labelRef);
  const changesLabel = [input.newName, input.color, input.description].some((value) => value !== undefined);
  if (changesLabel) {
    await authorizeLabelChange(ctx, parent, label);
    await applyLabelChanges(ctx, label, input);
  }
  // Like LabelHelpers#update_label, the label is saved first and prioritized after.
  await saveLabel(ctx.em, (em) => em.flush());
  if (parent.kind === 'project' && input.priority !== undefined) await setPriority(ctx.em, parent.project.id, label.id, input.priority);
  return label;
}

/** DELETE labels/:label_id: 204; the label's priorities and subscriptions go with it. */
export async function deleteLabel(ctx: SubgraphContext, refs: ParentRefs, labelRef: string): Promise<boolean> {
  const parent = await findParent(ctx, refs);
  const label = await findLabelIn(ctx, parent, ownLabels(parent), labelRef);
  await authorizeLabelChange(ctx, parent, label);
  await ctx.em.remove(label).flush();
  return true;
}

async function applyLabelChanges(ctx: SubgraphContext, label: Label, input: UpdateLabelInput): Promise<void> {
  label.title = sanitizeLabelText(input.newName) ?? label.title;
  if (input.color !== undefined) label.color = normalizeColor(input.color ?? '');
  label.description = sanitizeLabelText(input.description) ?? label.description;
  const sameParent = new Conditions().add(label.projectId !== null ? 'l.project_id = ?' : 'l.group_id = ?', label.projectId ?? label.groupId);
  const taken = await hasLabelTitled(ctx, sameParent, label.title, label.id);
  validateLabel(label, taken).throwIfAny();
}

/** `authorize! :update_label / :delete_label, label`: a group label seen from a project needs the group's right. */
async function authorizeLabelChange(ctx: SubgraphContext, parent: Parent, label: Label): Promise<void> {
  if (label.projectId !== null && parent.kind === 'project') {
    if (!canProject(parent.access, 'admin_label', parent.project)) throw ForbiddenError.create();
    return;
  }
  const group = parent.kind === 'group' && parent.group.id === label.groupId ? parent.group : await namespaceLoader(ctx).load(label.groupId!);
  if (!group || !canGroup(await groupAccessFor(ctx, group), 'admin_label', group)) throw ForbiddenError.create();
}

/** Label#prioritize! / #unprioritize! (a null priority) in one project. */
function setPriority(em: EntityManager, projectId: number, labelId: number, priority: number | null): Promise<unknown> {
  if (priority === null) return query(em, `delete from ${T.labelPriorities} where project_id = ? and label_id = ?`, [projectId, labelId]);
  return query(em, `insert into ${T.labelPriorities} (project_id, label_id, priority) values (?, ?, ?)
    on conflict (project_id, label_id) do update set priority = excluded.priority`, [projectId, labelId, priority]);
}

/**
 * Runs `work` in a transaction of its own; a concurrent request that took the title first answers
 * as GitLab's pre-check would.
 */
async function saveLabel<R>(em: EntityManager, work: (em: EntityManager) => Promise<R>): Promise<R> {
  try {
    return await em.transactional(work);
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw ConflictError.message('Label already exists');
    throw error;
  }
}
