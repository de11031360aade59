import { byKeys, intArray, plainRecords, query, type SubgraphContext } from '@forgegraph/platform';
import { MergeRequest } from '../../entities/merge-request.entity';
import { groupedBy } from '../issues/issue-loaders';
import { T } from '../tables';

/** Per-request batched reads of merge requests and their relations: one query per kind for a page. */
export function mergeRequestLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, MergeRequest | null>('collaboration.merge-request', async (ids) => {
    const rows = plainRecords(ctx.em, MergeRequest, await query(ctx.em, `select * from ${T.mergeRequests} where id = any(?::int[])`, [intArray(ids)]));
    return byKeys(ids, rows, (mr) => mr.id);
  });
}

function userLinksLoader(ctx: SubgraphContext, name: string, table: string) {
  return ctx.loaders.get<number, number[]>(`collaboration.merge-request-${name}`, async (ids) => {
    const rows = await query<{ merge_request_id: number; user_id: number }>(ctx.em,
      `select merge_request_id, user_id from ${table} where merge_request_id = any(?::int[]) order by merge_request_id, user_id`, [intArray(ids)]);
    return groupedBy(ids, rows, (row) => row.merge_request_id, (row) => row.user_id);
  });
}

export const mergeRequestAssigneesLoader = (ctx: SubgraphContext) => userLinksLoader(ctx, 'assignees', T.mergeRequestAssignees);
export const mergeRequestReviewersLoader = (ctx: SubgraphContext) => userLinksLoader(ctx, 'reviewers', T.mergeRequestReviewers);

export function mergeRequestLabelIdsLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, number[]>('collaboration.merge-request-label-ids', async (ids) => {
    const rows = await query<{ merge_request_id: number; label_id: number }>(ctx.em,
      `select merge_request_id, label_id from ${T.mergeRequestLabels} where merge_request_id = any(?::int[])`, [intArray(ids)]);
    return groupedBy(ids, rows, (row) => row.merge_request_id, (row) => row.label_id);
  });
}

/** Comments per merge request (system notes do not count) and how many of its discussions are unresolved. */
export function mergeRequestUserNotesCountLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, number>('collaboration.merge-request-user-notes-count', async (ids) => {
    const rows = await query<{ noteable_id: number; count: number }>(ctx.em,
      `select noteable_id, count(*)::int as count from ${T.notes} where noteable_type = 'MergeRequest' and noteable_id = any(?::int[]) and not system
        group by noteable_id`, [intArray(ids)]);
    const counts = new Map(rows.map((row) => [row.noteable_id, row.count]));
    return ids.map((id) => counts.get(id) ?? 0);
  });
}
