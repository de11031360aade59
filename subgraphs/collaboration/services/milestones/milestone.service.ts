import { NotFoundError, fuzzySearch, offsetPage, parseRecordId, query, type Conditions, type Page, type PageArgs, type SubgraphContext } from '@forgegraph/platform';
import { Milestone } from '../../entities/milestone.entity';
import type { CreateMilestoneInput, MilestoneFilter, UpdateMilestoneInput } from '../../schema/milestone.inputs';
import { sanitizeLabelText as sanitizeTitle } from '../labels/label-rules';
import { findParent, type Parent, type ParentRefs } from '../namespaces/parent-ref';
import { T } from '../tables';
import { nextInternalId } from '../internal-ids/internal-ids';
import { castDate, throwIfMilestoneInvalid, validateMilestone } from './milestone-rules';
import { listedMilestones, titleClashScope } from './milestone-scope';

/** GET milestones: MilestonesFinder's filters, ordered by due date (none last), then newest first. */
export async function listMilestones(ctx: SubgraphContext, refs: ParentRefs, filter: MilestoneFilter, page: PageArgs): Promise<Page<Milestone>> {
  const parent = await findParent(ctx, refs);
  const where = listedMilestones(parent, filter.includeAncestors ?? false);
  if (filter.state === 'active' || filter.state === 'closed') where.add('m.state = ?', filter.state);
  if (filter.iids?.length) where.add('m.iid = any(?::int[])', `{${filter.iids.join(',')}}`);
  if (filter.title != null) where.add('m.title = ?', filter.title);
  const search = fuzzySearch(['m.title', 'm.description'], filter.search ?? '');
  if (search) where.add(search.sql, ...search.params);
  if (filter.updatedBefore) where.add('m.updated_at < ?', filter.updatedBefore);
  if (filter.updatedAfter) where.add('m.updated_at > ?', filter.updatedAfter);
  return offsetPage(ctx.em, Milestone, { from: `${T.milestones} m`, where, orderBy: 'm.due_date asc nulls last, m.id desc', alias: 'm' }, page);
}

export async function findMilestone(ctx: SubgraphContext, refs: ParentRefs, milestoneId: string): Promise<Milestone> {
  return milestoneOf(ctx, await findParent(ctx, refs), milestoneId);
}

/** POST milestones: the iid comes from the parent's counter in the inserting transaction. */
export async function createMilestone(ctx: SubgraphContext, refs: ParentRefs, input: CreateMilestoneInput): Promise<Milestone> {
  const parent = await findParent(ctx, refs, 'admin_milestone');
  const attributes = { title: sanitizeTitle(input.title), dueDate: castDate(input.dueDate), startDate: castDate(input.startDate) };
  const taken = attributes.title !== null && await isTitleTaken(ctx, titleClashScope(parent), attributes.title, null);
  throwIfMilestoneInvalid(validateMilestone(attributes, taken), 'create');
  const owner = parent.kind === 'project' ? { projectId: parent.project.id, groupId: null } : { projectId: null, groupId: parent.group.id };
  return ctx.em.transactional(async (em) => {
    // The counter's row lock serializes concurrent creations until this transaction ends.
    const iid = owner.projectId !== null
      ? await nextInternalId(em, 'project_milestones', owner.projectId)
      : await nextInternalId(em, 'group_milestones', owner.groupId!);
    const milestone = em.create(Milestone, { ...attributes, ...owner, title: attributes.title!, iid, description: input.description ?? null });
    await em.flush();
    return milestone;
  });
}

/** PUT milestones/:milestone_id: only given attributes change; `state_event` closes or reopens. */
export async function updateMilestone(ctx: SubgraphContext, refs: ParentRefs, milestoneId: string, input: UpdateMilestoneInput): Promise<Milestone> {
  const parent = await findParent(ctx, refs, 'admin_milestone');
  const milestone = await milestoneOf(ctx, parent, milestoneId);
  const title = sanitizeTitle(input.title) ?? milestone.title;
  if (input.description !== undefined) milestone.description = input.description;
  if (input.dueDate !== undefined) milestone.dueDate = castDate(input.dueDate);
  if (input.startDate !== undefined) milestone.startDate = castDate(input.startDate);
  if (input.stateEvent === 'close') milestone.state = 'closed';
  if (input.stateEvent === 'activate') milestone.state = 'active';
  const taken = title !== milestone.title && await isTitleTaken(ctx, titleClashScope(parent), title, milestone.id);
  milestone.title = title;
  throwIfMilestoneInvalid(validateMilestone(milestone, taken), 'update');
  await ctx.em.flush();
  return milestone;
}

export async function deleteMilestone(ctx: SubgraphContext, refs: ParentRefs, milestoneId: string): Promise<boolean> {
  const milestone = await milestoneOf(ctx, await findParent(ctx, refs, 'admin_milestone'), milestoneId);
  await ctx.em.remove(milestone).flush();
  return true;
}

/** `parent.milestones.find(id)`: the global id of one of the parent's own milestones, else `404 Not found`. */
async function milestoneOf(ctx: SubgraphContext, parent: Parent, milestoneId: string): Promise<Milestone> {
  const id = parseRecordId(milestoneId);
  const owner = parent.kind === 'project' ? { projectId: parent.project.id } : { groupId: parent.group.id };
  const milestone = id === null ? null : await ctx.em.findOne(Milestone, { id, ...owner });
  if (!milestone) throw NotFoundError.record();
  return milestone;
}

async function isTitleTaken(ctx: SubgraphContext, scope: Conditions, title: string, exceptId: number | null): Promise<boolean> {
  const [row] = await query(ctx.em, `select 1 from ${T.milestones} m where (${scope.sql}) and m.title = ? and m.id <> ? limit 1`,
    [...scope.params, title, exceptId ?? 0]);
  return row !== undefined;
}
