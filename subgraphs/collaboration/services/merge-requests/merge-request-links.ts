import { intArray, query } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { T } from '../tables';

type LinkTable = typeof T.mergeRequestAssignees | typeof T.mergeRequestReviewers | typeof T.mergeRequestLabels;
const COLUMN: Record<string, string> = { [T.mergeRequestAssignees]: 'user_id', [T.mergeRequestReviewers]: 'user_id', [T.mergeRequestLabels]: 'label_id' };

/** Replaces a merge request's assignees, reviewers or labels (kept reviewers keep their review state). */
export async function setMergeRequestLinks(em: EntityManager, table: LinkTable, mergeRequestId: number, ids: number[]): Promise<void> {
  const column = COLUMN[table];
  await query(em, `delete from ${table} where merge_request_id = ? and not (${column} = any(?::int[]))`, [mergeRequestId, intArray(ids)]);
  if (ids.length) await query(em, `insert into ${table} (merge_request_id, ${column}) select ?, unnest(?::int[]) on conflict do nothing`, [mergeRequestId, intArray(ids)]);
}
