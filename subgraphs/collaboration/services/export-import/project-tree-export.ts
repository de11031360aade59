import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { NdjsonWriter, query, type SubgraphContext, type TransferPartTask } from '@forgegraph/platform';
import { T } from '../tables';
import { exportIssuables } from './issuables-export';
import { exportMembers } from './members-export';
import { iso } from './relation-batches';

/**
 * collaboration's part of an export (lib/gitlab/import_export/project/import_export.yml):
 * `tree/project.json` and the ndjson relations labels, milestones, issues, merge_requests and
 * project_members, each written line by line from keyset batches.
 */
export async function exportProjectTree(ctx: SubgraphContext, task: TransferPartTask): Promise<void> {
  const em = ctx.em;
  const tree = path.join(task.stagingDir, 'tree');
  const [project] = await query(em, `select * from ${T.projects} where id = ?`, [task.projectId]);
  if (!project) throw new Error(`project ${task.projectId} is gone`);
  await mkdir(path.join(tree, 'project'), { recursive: true });
  await writeFile(path.join(tree, 'project.json'), JSON.stringify({
    description: typeof task.overrideParams?.description === 'string' ? task.overrideParams.description : project.description,
    visibility_level: project.visibility_level,
    archived: project.archived,
    created_at: iso(project.created_at),
    updated_at: iso(project.updated_at),
  }));
  const labels = await query(em, `select * from ${T.labels} where project_id = ? order by id`, [task.projectId]);
  await writeAll(path.join(tree, 'project', 'labels.ndjson'), labels.map(labelJson));
  const milestones = await query(em, `select * from ${T.milestones} where project_id = ? order by id`, [task.projectId]);
  await writeAll(path.join(tree, 'project', 'milestones.ndjson'), milestones.map(milestoneJson));
  await exportIssuables(ctx, task.projectId, tree, 'issues');
  await exportIssuables(ctx, task.projectId, tree, 'merge_requests');
  await exportMembers(ctx, task.projectId, path.join(tree, 'project', 'project_members.ndjson'));
}

async function writeAll(file: string, rows: unknown[]): Promise<void> {
  const out = await NdjsonWriter.open(file);
  for (const row of rows) await out.write(row);
  await out.close();
}

export function labelJson(row: any) {
  return {
    id: row.id, title: row.title, color: row.color, project_id: row.project_id, created_at: iso(row.created_at), updated_at: iso(row.updated_at),
    template: false, description: row.description, group_id: row.group_id, type: row.project_id ? 'ProjectLabel' : 'GroupLabel', priorities: [],
  };
}

export function milestoneJson(row: any) {
  return {
    id: row.id, title: row.title, project_id: row.project_id, description: row.description, due_date: row.due_date,
    created_at: iso(row.created_at), updated_at: iso(row.updated_at), state: row.state, iid: row.iid, start_date: row.start_date,
    group_id: row.group_id, events: [],
  };
}
