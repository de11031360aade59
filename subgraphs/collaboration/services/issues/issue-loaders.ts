import { byKeys, intArray, plainRecords, query, type SubgraphContext } from '@forgegraph/platform';
import { Issue } from '../../entities/issue.entity';
import { Label } from '../../entities/label.entity';
import { Milestone } from '../../entities/milestone.entity';
import { T } from '../tables';
import { timeSpentLoader } from '../time-tracking/timelogs';

/** Per-request batched reads of issues and their relations: one query per kind for a whole page. */
export function issueLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, Issue | null>('collaboration.issue', async (ids) => {
    const rows = await ctx.em.find(Issue, { id: { $in: [...ids] } });
    return byKeys(ids, rows, (issue) => issue.id);
  });
}

export function issueAssigneesLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, number[]>('collaboration.issue-assignees', async (issueIds) => {
    const rows = await query<{ issue_id: number; user_id: number }>(ctx.em,
      `select issue_id, user_id from ${T.issueAssignees} where issue_id = any(?::int[]) order by issue_id, user_id`, [intArray(issueIds)]);
    return groupedBy(issueIds, rows, (row) => row.issue_id, (row) => row.user_id);
  });
}

/** Label ids per issue. */
export function issueLabelIdsLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, number[]>('collaboration.issue-label-ids', async (issueIds) => {
    const rows = await query<{ issue_id: number; label_id: number }>(ctx.em,
      `select issue_id, label_id from ${T.issueLabels} where issue_id = any(?::int[])`, [intArray(issueIds)]);
    return groupedBy(issueIds, rows, (row) => row.issue_id, (row) => row.label_id);
  });
}

/** Labels by id, as read-only records. */
export function labelLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, Label | null>('collaboration.label', async (labelIds) => {
    const rows = plainRecords(ctx.em, Label, await query(ctx.em, `select * from ${T.labels} where id = any(?::int[])`, [intArray(labelIds)]));
    return byKeys(labelIds, rows, (label) => label.id);
  });
}

/** Labels by id that still exist, by title (GitLab sorts an issue's labels so). */
export async function labelsByTitle(ctx: SubgraphContext, ids: number[]): Promise<Label[]> {
  const labels = await labelLoader(ctx).loadMany(ids);
  return labels.filter((label): label is Label => label instanceof Label).sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
}

/** An issue's labels, by title. */
export async function issueLabels(ctx: SubgraphContext, issueId: number): Promise<Label[]> {
  return labelsByTitle(ctx, await issueLabelIdsLoader(ctx).load(issueId));
}

export function milestoneLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, Milestone | null>('collaboration.milestone', async (ids) => {
    const rows = plainRecords(ctx.em, Milestone, await query(ctx.em, `select * from ${T.milestones} where id = any(?::int[])`, [intArray(ids)]));
    return byKeys(ids, rows, (milestone) => milestone.id);
  });
}

/** Seconds spent per issue (the sum of its timelogs). */
export const issueTimeSpentLoader = (ctx: SubgraphContext) => timeSpentLoader(ctx, 'Issue');

/** Comments per issue (GitLab's user_notes_count: system notes do not count). */
export function issueUserNotesCountLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, number>('collaboration.issue-user-notes-count', async (issueIds) => {
    const rows = await query<{ noteable_id: number; count: number }>(ctx.em,
      `select noteable_id, count(*)::int as count from ${T.notes} where noteable_type = 'Issue' and noteable_id = any(?::int[]) and not system
        group by noteable_id`, [intArray(issueIds)]);
    const counts = new Map(rows.map((row) => [row.noteable_id, row.count]));
    return issueIds.map((id) => counts.get(id) ?? 0);
  });
}

/** Open issues per project: all of them, and those that are not confidential (Projects::OpenIssuesCountService). */
export function openIssuesCountLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, { total: number; public: number }>('collaboration.open-issues-count', async (projectIds) => {
    const rows = await query<{ project_id: number; total: number; public: number }>(ctx.em,
      `select project_id, count(*)::int as total, (count(*) filter (where not confidential))::int as public from ${T.issues}
        where project_id = any(?::int[]) and state = 'opened' and issue_type <> 'task' group by project_id`, [intArray(projectIds)]);
    const counts = new Map(rows.map((row) => [row.project_id, row]));
    return projectIds.map((id) => counts.get(id) ?? { total: 0, public: 0 });
  });
}

export function groupedBy<K, R, V>(keys: readonly K[], rows: R[], keyOf: (row: R) => K, valueOf: (row: R) => V): V[][] {
  const groups = new Map<K, V[]>();
  for (const row of rows) {
    const list = groups.get(keyOf(row)) ?? [];
    list.push(valueOf(row));
    groups.set(keyOf(row), list);
  }
  return keys.map((key) => groups.get(key) ?? []);
}
