import { intArray, query, type SubgraphContext } from '@forgegraph/platform';
import { T } from '../tables';

/** An epic's composite dates (Epics::UpdateDatesService): fixed when switched so, else inherited. */
export interface EpicDates {
  startDate: string | null;
  dueDate: string | null;
  startDateFromInheritedSource: string | null;
  dueDateFromInheritedSource: string | null;
}

interface TreeRow {
  id: number;
  parent_id: number | null;
  start_date_fixed: string | null;
  start_date_is_fixed: boolean;
  due_date_fixed: string | null;
  due_date_is_fixed: boolean;
}

const earliest = (dates: Array<string | null>) => dates.filter((d): d is string => d !== null).sort()[0] ?? null;
const latest = (dates: Array<string | null>) => dates.filter((d): d is string => d !== null).sort().at(-1) ?? null;

/**
 * The dates of a page of epics in two queries: every epic below them (one recursive walk) and the
 * earliest start / latest due date of each one's issues' milestones. The inherited start is the
 * earliest of those milestones and of the child epics' effective starts; the due date the latest.
 */
export function epicDatesLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, EpicDates>('collaboration.epic-dates', async (epicIds) => {
    const tree = await query<TreeRow>(ctx.em, `with recursive tree as (
        select id, parent_id, start_date_fixed::text, start_date_is_fixed, due_date_fixed::text, due_date_is_fixed from ${T.epics} where id = any(?::int[])
        union
        select c.id, c.parent_id, c.start_date_fixed::text, c.start_date_is_fixed, c.due_date_fixed::text, c.due_date_is_fixed
        from ${T.epics} c join tree t on c.parent_id = t.id
      ) select * from tree`, [intArray(epicIds)]);
    const milestones = await query<{ epic_id: number; start: string | null; due: string | null }>(ctx.em,
      `select ei.epic_id, min(m.start_date)::text as start, max(m.due_date)::text as due from ${T.epicIssues} ei
        join ${T.issues} i on i.id = ei.issue_id join ${T.milestones} m on m.id = i.milestone_id
        where ei.epic_id = any(?::int[]) group by ei.epic_id`, [intArray(tree.map((row) => row.id))]);
    return computeDates(epicIds, tree, new Map(milestones.map((row) => [row.epic_id, row])));
  });
}

function computeDates(epicIds: readonly number[], tree: TreeRow[], milestones: Map<number, { start: string | null; due: string | null }>): EpicDates[] {
  const children = new Map<number, TreeRow[]>();
  for (const row of tree) if (row.parent_id !== null) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  const byId = new Map(tree.map((row) => [row.id, row]));
  const memo = new Map<number, EpicDates>();
  const datesOf = (row: TreeRow, seen: Set<number>): EpicDates => {
    const known = memo.get(row.id);
    if (known) return known;
    const below = (children.get(row.id) ?? []).filter((child) => !seen.has(child.id)).map((child) => datesOf(child, new Set([...seen, child.id])));
    const own = milestones.get(row.id);
    const startDateFromInheritedSource = earliest([own?.start ?? null, ...below.map((child) => child.startDate)]);
    const dueDateFromInheritedSource = latest([own?.due ?? null, ...below.map((child) => child.dueDate)]);
    const dates = {
      startDate: row.start_date_is_fixed ? row.start_date_fixed : startDateFromInheritedSource,
      dueDate: row.due_date_is_fixed ? row.due_date_fixed : dueDateFromInheritedSource,
      startDateFromInheritedSource,
      dueDateFromInheritedSource,
    };
    memo.set(row.id, dates);
    return dates;
  };
  const none: EpicDates = { startDate: null, dueDate: null, startDateFromInheritedSource: null, dueDateFromInheritedSource: null };
  return epicIds.map((id) => {
    const row = byId.get(id);
    return row ? datesOf(row, new Set([id])) : none;
  });
}
