import { type Conditions, NotFoundError, type SubgraphContext, query } from '@forgegraph/platform';
import { Label } from '../../entities/label.entity';
import type { Parent } from '../namespaces/parent-ref';
import { T } from '../tables';

/** Records the project labels are seen from, for their priority and subscription fields. */
export function seenFrom<L extends Label | Label[]>(parent: Parent, labels: L): L {
  const projectId = parent.kind === 'project' ? parent.project.id : null;
  for (const label of Array.isArray(labels) ? labels : [labels]) label.viewedFromProjectId = projectId;
  return labels;
}

const ID = /^\d{1,9}$/;

/** LabelHelpers#find_label: by id first, then by title, among `scope`; `404 Label Not Found` otherwise. */
export async function findLabelIn(ctx: SubgraphContext, parent: Parent, scope: Conditions, ref: string): Promise<Label> {
  const byId = ID.test(ref) ? Number(ref) : null;
  const [row] = await query(ctx.em,
    `select l.* from ${T.labels} l where ${scope.sql} and (l.id = ? or l.title = ?) order by (l.id = ?) desc limit 1`,
    [...scope.params, byId, ref, byId]);
  if (!row) throw NotFoundError.resource('Label');
  return seenFrom(parent, ctx.em.map(Label, row as never));
}

/** Whether a label titled `title` is among `scope` (other than `exceptId`). */
export async function hasLabelTitled(ctx: SubgraphContext, scope: Conditions, title: string, exceptId: number | null = null): Promise<boolean> {
  const [row] = await query(ctx.em, `select 1 from ${T.labels} l where ${scope.sql} and l.title = ? and l.id <> ? limit 1`,
    [...scope.params, title, exceptId ?? 0]);
  return row !== undefined;
}
