import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readNdjson, type FailedRelation, type SubgraphContext, type TransferPartTask } from '@forgegraph/platform';
import { Project } from '../../entities/project.entity';
import { importIssuable, type ImportTargets } from './issuable-import';
import { importLabel, importMilestone } from './label-milestone-import';
import { importMembers } from './members-import';
import { mapExportedUsers } from './user-mapping';

/**
 * collaboration's part of an import (Gitlab::ImportExport::Project::TreeRestorer): project attributes,
 * members, labels, milestones, issues and merge requests, each line in its own transaction; a line
 * that fails is recorded as GitLab's ImportFailure and the rest goes on.
 */
export async function importProjectTree(ctx: SubgraphContext, task: TransferPartTask): Promise<FailedRelation[]> {
  const tree = path.join(task.stagingDir, 'tree');
  const failures: FailedRelation[] = [];
  await restoreProjectAttributes(ctx, task, tree);
  const users = await mapExportedUsers(ctx, tree, task.importerId!);
  await importMembers(ctx, task.projectId, users);
  const targets: ImportTargets = { projectId: task.projectId, users, labels: new Map(), milestones: new Map() };
  const relations: Array<[string, (row: any) => Promise<unknown>]> = [
    ['labels', (row) => importLabel(ctx, targets, row)],
    ['milestones', (row) => importMilestone(ctx, targets, row)],
    ['issues', (row) => importIssuable(ctx, targets, 'issues', row)],
    ['merge_requests', (row) => importIssuable(ctx, targets, 'merge_requests', row)],
  ];
  for (const [relation, importRow] of relations) {
    for await (const { line, row } of readNdjson(path.join(tree, 'project', `${relation}.ndjson`))) {
      try {
        if (row instanceof Error) throw row;
        await importRow(row);
      } catch (error) {
        ctx.em.clear();
        failures.push(failureOf(relation, line, error));
      }
    }
  }
  return failures;
}

/** `tree/project.json`'s attributes below `override_params` (GitLab's AttributesPermitter keeps a safe list). */
async function restoreProjectAttributes(ctx: SubgraphContext, task: TransferPartTask, tree: string): Promise<void> {
  const text = await readFile(path.join(tree, 'project.json'), 'utf8').catch(() => null);
  const attributes = { ...(text ? JSON.parse(text) : {}), ...(task.overrideParams ?? {}) };
  const changes: Partial<Project> = {};
  if (typeof attributes.description === 'string' || attributes.description === null) changes.description = attributes.description;
  if (Object.keys(changes).length) await ctx.em.nativeUpdate(Project, { id: task.projectId }, changes);
}

function failureOf(relation: string, line: number, error: unknown): FailedRelation {
  return {
    relation_name: relation,
    line_number: line - 1,
    exception_class: error instanceof SyntaxError ? 'JSON::ParserError' : error instanceof Error ? error.name : 'StandardError',
    exception_message: error instanceof Error ? error.message : String(error),
    source: 'process_relation_item!',
  };
}
