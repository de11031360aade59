import { intArray, query, type SubgraphContext } from '@forgegraph/platform';
import type { Label } from '../../entities/label.entity';
import { T } from '../tables';

/** A label seen from a project (or from no project: 0), the key of context-dependent label fields. */
const keyOf = (label: Label) => `${label.viewedFromProjectId ?? 0}:${label.id}`;

function groupedByProject(keys: readonly string[]): Map<number, number[]> {
  const byProject = new Map<number, number[]>();
  for (const key of keys) {
    const [projectId, labelId] = key.split(':').map(Number);
    byProject.set(projectId, [...(byProject.get(projectId) ?? []), labelId]);
  }
  return byProject;
}

/** Label#priority(project): one query per request for all labels seen from one project. */
export function labelPriority(ctx: SubgraphContext, label: Label): Promise<number | null> {
  if (label.viewedFromProjectId === null) return Promise.resolve(null);
  const loader = ctx.loaders.get<string, number | null>('collaboration.label-priority', async (keys) => {
    const found = new Map<string, number>();
    for (const [projectId, labelIds] of groupedByProject(keys)) {
      const rows = await query<{ label_id: number; priority: number }>(ctx.em,
        `select label_id, priority from ${T.labelPriorities} where project_id = ? and label_id = any(?::int[])`, [projectId, intArray(labelIds)]);
      for (const row of rows) found.set(`${projectId}:${row.label_id}`, row.priority);
    }
    return keys.map((key) => found.get(key) ?? null);
  });
  return loader.load(keyOf(label));
}

/**
 * Entities::Label#subscribed: subscribed everywhere (no project), or in the project the label is
 * seen from. One query per request for all labels of the caller.
 */
export function isSubscribedToLabel(ctx: SubgraphContext, label: Label): Promise<boolean> {
  const userId = ctx.actor.userId;
  if (userId === null) return Promise.resolve(false);
  const loader = ctx.loaders.get<string, boolean>('collaboration.label-subscribed', async (keys) => {
    const labelIds = [...new Set(keys.map((key) => Number(key.split(':')[1])))];
    const rows = await query<{ label_id: number; project_id: number | null }>(ctx.em,
      `select label_id, project_id from ${T.labelSubscriptions} where user_id = ? and label_id = any(?::int[])`, [userId, intArray(labelIds)]);
    const subscribed = new Set(rows.map((row) => `${row.project_id ?? 0}:${row.label_id}`));
    return keys.map((key) => subscribed.has(key) || subscribed.has(`0:${key.split(':')[1]}`));
  });
  return loader.load(keyOf(label));
}

export interface LabelCountsValue {
  openIssues: number;
  closedIssues: number;
  openMergeRequests: number;
}

/**
 * `with_counts`: open and closed issues and open merge requests per label (in the project it is seen
 * from, else anywhere), two grouped queries for every label of the request.
 */
export function labelCounts(ctx: SubgraphContext, label: Label): Promise<LabelCountsValue> {
  const loader = ctx.loaders.get<string, LabelCountsValue>('collaboration.label-counts', async (keys) => {
    const counts = new Map<string, LabelCountsValue>();
    const countOf = (key: string) => counts.get(key) ?? counts.set(key, { openIssues: 0, closedIssues: 0, openMergeRequests: 0 }).get(key)!;
    for (const [projectId, labelIds] of groupedByProject(keys)) {
      const scope = [intArray(labelIds), projectId, projectId];
      const [issues, mergeRequests] = await Promise.all([
        query<{ label_id: number; opened: number; closed: number }>(ctx.em,
          `select il.label_id, count(*) filter (where i.state = 'opened')::int as opened, count(*) filter (where i.state = 'closed')::int as closed
            from ${T.issueLabels} il join ${T.issues} i on i.id = il.issue_id
            where il.label_id = any(?::int[]) and (? = 0 or i.project_id = ?) group by il.label_id`, scope),
        query<{ label_id: number; opened: number }>(ctx.em,
          `select ml.label_id, count(*)::int as opened from ${T.mergeRequestLabels} ml join ${T.mergeRequests} mr on mr.id = ml.merge_request_id
            where ml.label_id = any(?::int[]) and (? = 0 or mr.project_id = ?) and mr.state = 'opened' group by ml.label_id`, scope),
      ]);
      for (const row of issues) Object.assign(countOf(`${projectId}:${row.label_id}`), { openIssues: row.opened, closedIssues: row.closed });
      for (const row of mergeRequests) countOf(`${projectId}:${row.label_id}`).openMergeRequests = row.opened;
    }
    return keys.map((key) => counts.get(key) ?? { openIssues: 0, closedIssues: 0, openMergeRequests: 0 });
  });
  return loader.load(keyOf(label));
}
