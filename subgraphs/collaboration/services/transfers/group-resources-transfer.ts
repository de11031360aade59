import { intArray, query } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { nextInternalId } from '../internal-ids/internal-ids';
import { T } from '../tables';

/**
 * Labels::TransferService and Milestones::TransferService: labels and milestones of the groups a
 * project leaves that its issues and merge requests still use become project copies (or the
 * same-titled ones the project already sees), so nothing points at a group outside its new hierarchy.
 */
export async function transferGroupResources(em: EntityManager, projectId: number, oldGroupIds: number[], newGroupIds: number[]): Promise<void> {
  const leaving = oldGroupIds.filter((id) => !newGroupIds.includes(id));
  if (!leaving.length) return;
  await transferLabels(em, projectId, leaving, newGroupIds);
  await transferMilestones(em, projectId, leaving, newGroupIds);
}

async function transferLabels(em: EntityManager, projectId: number, leaving: number[], newGroupIds: number[]): Promise<void> {
  const labels = await query<{ id: number; title: string; color: string; description: string | null }>(em,
    `select l.id, l.title, l.color, l.description from ${T.labels} l where l.group_id = any(?::int[]) and (
       exists (select 1 from ${T.issueLabels} il join ${T.issues} i on i.id = il.issue_id where il.label_id = l.id and i.project_id = ?)
       or exists (select 1 from ${T.mergeRequestLabels} ml join ${T.mergeRequests} mr on mr.id = ml.merge_request_id
                  where ml.label_id = l.id and mr.project_id = ?)
       or exists (select 1 from ${T.labelPriorities} lp where lp.label_id = l.id and lp.project_id = ?))`,
    [intArray(leaving), projectId, projectId, projectId]);
  for (const label of labels) {
    const [found] = await query<{ id: number }>(em,
      `select id from ${T.labels} where title = ? and (project_id = ? or group_id = any(?::int[])) order by project_id nulls last limit 1`,
      [label.title, projectId, intArray(newGroupIds)]);
    const [target] = found ? [found] : await query<{ id: number }>(em,
      `insert into ${T.labels} (title, color, description, project_id) values (?, ?, ?, ?) returning id`,
      [label.title, label.color, label.description, projectId]);
    await relinkLabel(em, projectId, label.id, target.id);
  }
}

/** Label links of the project's issues and merge requests, as GitLab's label_links are for both. */
const LINK_TABLES = [
  { links: T.issueLabels, owner: 'issue_id', records: T.issues },
  { links: T.mergeRequestLabels, owner: 'merge_request_id', records: T.mergeRequests },
];

async function relinkLabel(em: EntityManager, projectId: number, from: number, to: number): Promise<void> {
  for (const { links, owner, records } of LINK_TABLES) {
    const owned = `select id from ${records} where project_id = ?`;
    await query(em, `insert into ${links} (${owner}, label_id) select ${owner}, ? from ${links}
      where label_id = ? and ${owner} in (${owned}) on conflict do nothing`, [to, from, projectId]);
    await query(em, `delete from ${links} where label_id = ? and ${owner} in (${owned})`, [from, projectId]);
  }
  await query(em, `insert into ${T.labelPriorities} (project_id, label_id, priority) select project_id, ?, priority from ${T.labelPriorities}
    where project_id = ? and label_id = ? on conflict do nothing`, [to, projectId, from]);
  await query(em, `delete from ${T.labelPriorities} where project_id = ? and label_id = ?`, [projectId, from]);
}

async function transferMilestones(em: EntityManager, projectId: number, leaving: number[], newGroupIds: number[]): Promise<void> {
  const milestones = await query<{ id: number; title: string; description: string | null; state: string; due_date: string | null; start_date: string | null }>(em,
    `select m.id, m.title, m.description, m.state, m.due_date, m.start_date from ${T.milestones} m where m.group_id = any(?::int[])
       and (exists (select 1 from ${T.issues} i where i.milestone_id = m.id and i.project_id = ?)
         or exists (select 1 from ${T.mergeRequests} mr where mr.milestone_id = m.id and mr.project_id = ?))`, [intArray(leaving), projectId, projectId]);
  for (const milestone of milestones) {
    const [found] = await query<{ id: number }>(em,
      `select id from ${T.milestones} where title = ? and (project_id = ? or group_id = any(?::int[])) order by project_id nulls last limit 1`,
      [milestone.title, projectId, intArray(newGroupIds)]);
    const target = found ?? await createProjectMilestone(em, projectId, milestone);
    for (const records of [T.issues, T.mergeRequests]) {
      await query(em, `update ${records} set milestone_id = ? where project_id = ? and milestone_id = ?`, [target.id, projectId, milestone.id]);
    }
  }
}

async function createProjectMilestone(em: EntityManager, projectId: number, m: { title: string; description: string | null; state: string; due_date: string | null; start_date: string | null }) {
  const iid = await nextInternalId(em, 'project_milestones', projectId);
  const [row] = await query<{ id: number }>(em,
    `insert into ${T.milestones} (iid, project_id, title, description, state, due_date, start_date) values (?, ?, ?, ?, ?, ?, ?) returning id`,
    [iid, projectId, m.title, m.description, m.state, m.due_date, m.start_date]);
  return row;
}
