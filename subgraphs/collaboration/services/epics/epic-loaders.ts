import { byKeys, intArray, plainRecords, query, type SubgraphContext } from '@forgegraph/platform';
import { Epic } from '../../entities/epic.entity';
import { issueFact, type IssueFact } from '../issues/issue-facts';
import { T } from '../tables';

/** Per-request batched reads of epics and their relations: one query per kind for a whole page. */
export function epicLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, Epic | null>('collaboration.epic', async (ids) => {
    const rows = plainRecords(ctx.em, Epic, await query(ctx.em, `select * from ${T.epics} where id = any(?::int[])`, [intArray(ids)]));
    return byKeys(ids, rows, (epic) => epic.id);
  });
}

/** Label ids per epic. */
export function epicLabelIdsLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, number[]>('collaboration.epic-label-ids', async (epicIds) => {
    const rows = await query<{ epic_id: number; label_id: number }>(ctx.em,
      `select epic_id, label_id from ${T.epicLabels} where epic_id = any(?::int[])`, [intArray(epicIds)]);
    const labels = new Map<number, number[]>();
    for (const row of rows) labels.set(row.epic_id, [...(labels.get(row.epic_id) ?? []), row.label_id]);
    return epicIds.map((id) => labels.get(id) ?? []);
  });
}

/** The epic an issue belongs to (its epic_issues link), by issue id. */
export function issueEpicIdLoader(ctx: SubgraphContext): IssueFact<number | null> {
  return issueFact(ctx, (facts) => facts.epicId);
}
