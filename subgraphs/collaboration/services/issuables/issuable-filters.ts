import { BadRequestError, Conditions, fuzzySearch, textArray, type SubgraphContext } from '@forgegraph/platform';
import { userIdByUsername } from '../domains/identity.client';
import { T } from '../tables';

/**
 * IssuableFinder's filters shared by issues, merge requests and epics, as SQL over the issuable's
 * alias; `labels` is its label join table, whose rows (and user link tables') point at it by `key`.
 */
export interface IssuableTables {
  alias: string;
  key: string;
  labels: string;
}

export const ISSUE_TABLES: IssuableTables = { alias: 'i', key: 'issue_id', labels: T.issueLabels };
export const MERGE_REQUEST_TABLES: IssuableTables = { alias: 'mr', key: 'merge_request_id', labels: T.mergeRequestLabels };
export const EPIC_TABLES: IssuableTables = { alias: 'e', key: 'epic_id', labels: T.epicLabels };

/** `labels`: every title (case-insensitive), or `None` / `Any`; negated, none of them. */
export function addLabels(where: Conditions, t: IssuableTables, labels: string[] | null | undefined, negated: boolean): void {
  const titles = (labels ?? []).map((title) => title.trim()).filter(Boolean);
  if (!titles.length) return;
  const withLabel = (condition: string) => `exists (select 1 from ${t.labels} il join ${T.labels} l on l.id = il.label_id
    where il.${t.key} = ${t.alias}.id and ${condition})`;
  const special = titles.length === 1 ? titles[0].toLowerCase() : null;
  const labelled = withLabel('true');
  if (special === 'none') where.add(negated ? labelled : `not ${labelled}`);
  else if (special === 'any') where.add(negated ? `not ${labelled}` : labelled);
  else if (negated) where.add(`not ${withLabel('lower(l.title) = any(?::text[])')}`, textArray(titles.map((title) => title.toLowerCase())));
  else for (const title of titles) where.add(withLabel('lower(l.title) = ?'), title.toLowerCase());
}

/** `milestone`: a title, `None`, `Any`, `Upcoming` (due later, still open) or `Started` (begun, still open). */
export function addMilestone(where: Conditions, t: IssuableTables, milestone: string | null | undefined, negated: boolean): void {
  if (!milestone) return;
  const a = t.alias;
  const withMilestone = (condition: string) => `exists (select 1 from ${T.milestones} m where m.id = ${a}.milestone_id and ${condition})`;
  const conditions: Record<string, string> = {
    none: `${a}.milestone_id is null`,
    any: `${a}.milestone_id is not null`,
    upcoming: withMilestone(`m.state = 'active' and m.due_date > current_date`),
    started: withMilestone(`m.state = 'active' and m.start_date <= current_date`),
  };
  const condition = conditions[milestone.toLowerCase()];
  if (condition) where.add(negated ? `not (${condition})` : condition);
  else where.add(negated ? `not ${withMilestone('m.title = ?')}` : withMilestone('m.title = ?'), milestone);
}

/** `search` in `title` and/or `description` (GitLab's `in`, default both). */
export function addSearch(where: Conditions, t: IssuableTables, search: string | null | undefined, fields: string[] | null | undefined): void {
  if (!search) return;
  const columns = (fields?.length ? fields : ['title', 'description'])
    .filter((field) => field === 'title' || field === 'description').map((field) => `${t.alias}.${field}`);
  const condition = fuzzySearch(columns.length ? columns : [`${t.alias}.title`, `${t.alias}.description`], search);
  if (condition) where.add(condition.sql, ...condition.params);
}

/** `author_id` or `author_username` (an unknown username matches nothing). */
export async function addAuthor(ctx: SubgraphContext, where: Conditions, t: IssuableTables, filter: { authorId?: number | null; authorUsername?: string | null }, negated: boolean): Promise<void> {
  const id = filter.authorId ?? (filter.authorUsername ? (await userIdByUsername(ctx, filter.authorUsername)) ?? 0 : null);
  if (id === null) return;
  where.add(negated ? `${t.alias}.author_id <> ?` : `${t.alias}.author_id = ?`, id);
}

/**
 * A user-list filter (assignees, reviewers): an id, `None`, `Any`, and usernames each of whom must
 * be in the list (a lone `None`/`Any` username is special where GitLab says so, as `reviewer_username`);
 * negated, none of them. `table` links the issuable (`key`) to users (`user_id`).
 */
export async function addUserLink(ctx: SubgraphContext, where: Conditions, t: IssuableTables, table: string,
  filter: { id?: string | null; usernames?: Array<string | null | undefined> | null; param: string; specialUsernames?: boolean }, negated: boolean): Promise<void> {
  const linked = (condition: string) => `exists (select 1 from ${table} x where x.${t.key} = ${t.alias}.id and x.user_id ${condition})`;
  const id = filter.id?.toLowerCase();
  if (id && !/^(\d{1,10}|none|any)$/.test(id)) throw BadRequestError.param(`${filter.param} should be an integer, none or any`);
  const lone = filter.specialUsernames && filter.usernames?.length === 1 ? filter.usernames[0]?.toLowerCase() : null;
  const none = id === 'none' || lone === 'none';
  const any = id === 'any' || lone === 'any';
  if (none) where.add(negated ? linked('is not null') : `not ${linked('is not null')}`);
  else if (any) where.add(negated ? `not ${linked('is not null')}` : linked('is not null'));
  else {
    if (id) where.add(negated ? `not ${linked('= ?')}` : linked('= ?'), Number(id));
    for (const username of filter.usernames ?? []) {
      if (!username) continue;
      const userId = (await userIdByUsername(ctx, username)) ?? 0;
      where.add(negated ? `not ${linked('= ?')}` : linked('= ?'), userId);
    }
  }
}

/** created/updated after and before (inclusive). */
export function addTimeRange(where: Conditions, t: IssuableTables, filter: { createdAfter?: string | null; createdBefore?: string | null; updatedAfter?: string | null; updatedBefore?: string | null }): void {
  if (filter.createdAfter) where.add(`${t.alias}.created_at >= ?`, new Date(filter.createdAfter));
  if (filter.createdBefore) where.add(`${t.alias}.created_at <= ?`, new Date(filter.createdBefore));
  if (filter.updatedAfter) where.add(`${t.alias}.updated_at >= ?`, new Date(filter.updatedAfter));
  if (filter.updatedBefore) where.add(`${t.alias}.updated_at <= ?`, new Date(filter.updatedBefore));
}
