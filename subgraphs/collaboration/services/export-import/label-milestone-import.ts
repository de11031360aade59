import type { SubgraphContext } from '@forgegraph/platform';
import { Label } from '../../entities/label.entity';
import { Milestone } from '../../entities/milestone.entity';
import { claimInternalId, nextInternalId } from '../internal-ids/internal-ids';
import type { ImportTargets } from './issuable-import';

/** A project label by title (an existing one is reused, as GitLab's RelationFactory finds it). */
export async function importLabel(ctx: SubgraphContext, targets: ImportTargets, row: any): Promise<number> {
  const title = requireText(row.title, 'Title');
  const known = targets.labels.get(title);
  if (known) return known;
  const existing = await ctx.em.findOne(Label, { projectId: targets.projectId, title });
  if (existing) return remember(targets, title, existing.id);
  const label = ctx.em.create(Label, {
    title, color: typeof row.color === 'string' ? row.color : '#6699cc', description: row.description ?? null, projectId: targets.projectId,
    createdAt: dateOr(row.created_at), updatedAt: dateOr(row.updated_at),
  });
  await ctx.em.flush();
  return remember(targets, title, label.id);
}

/** A project milestone with its iid kept (the counter moves past it). */
export async function importMilestone(ctx: SubgraphContext, targets: ImportTargets, row: any): Promise<number> {
  const title = requireText(row.title, 'Title');
  const known = targets.milestones.get(title);
  if (known) return known;
  const existing = await ctx.em.findOne(Milestone, { projectId: targets.projectId, title });
  if (existing) return rememberMilestone(targets, title, existing.id);
  return ctx.em.transactional(async (em) => {
    const iid = Number.isInteger(row.iid) && row.iid > 0 ? row.iid : undefined;
    if (iid) await claimInternalId(em, 'project_milestones', targets.projectId, iid);
    const milestone = em.create(Milestone, {
      iid: iid ?? (await nextInternalId(em, 'project_milestones', targets.projectId)), projectId: targets.projectId, title, description: row.description ?? null,
      state: row.state === 'closed' ? 'closed' : 'active', dueDate: row.due_date ?? null, startDate: row.start_date ?? null,
      createdAt: dateOr(row.created_at), updatedAt: dateOr(row.updated_at),
    });
    await em.flush();
    return rememberMilestone(targets, title, milestone.id);
  });
}

function remember(targets: ImportTargets, title: string, id: number): number {
  targets.labels.set(title, id);
  return id;
}

function rememberMilestone(targets: ImportTargets, title: string, id: number): number {
  targets.milestones.set(title, id);
  return id;
}

export function requireText(value: unknown, field: string): string {
  if (typeof value !== 'string' || !value.trim()) throw new ImportValidationError(`Validation failed: ${field} can't be blank`);
  return value;
}

export function dateOr(value: unknown, fallback: Date = new Date()): Date {
  if (typeof value !== 'string') return fallback;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : date;
}

/** ActiveRecord::RecordInvalid's counterpart: the failed relation's `exception_class`. */
export class ImportValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ActiveRecord::RecordInvalid';
  }
}
