import { query, type SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Issue } from '../../entities/issue.entity';
import type { Project } from '../../entities/project.entity';
import type { ProjectAccess } from '../access/access.service';
import { issueReferences } from './issue-presentation';
import { listedMilestones } from '../milestones/milestone-scope';
import { namespaceLoader } from '../loaders';
import { T } from '../tables';

/**
 * What Issues::MoveService copies to the new issue besides its fields: the notes (authors, bodies,
 * times, system and internal flags kept), the award emoji and the time logs.
 */
export async function copyIssueRecords(em: EntityManager, oldIssueId: number, newIssueId: number, projectId: number): Promise<void> {
  await query(em, `insert into ${T.notes} (noteable_type, noteable_id, project_id, author_id, body, system, internal, created_at, updated_at)
    select 'Issue', ?, ?, author_id, body, system, internal, created_at, updated_at from ${T.notes}
    where noteable_type = 'Issue' and noteable_id = ? order by id`, [newIssueId, projectId, oldIssueId]);
  await query(em, `insert into ${T.awardEmoji} (awardable_type, awardable_id, user_id, name, created_at, updated_at)
    select 'Issue', ?, user_id, name, created_at, updated_at from ${T.awardEmoji} where awardable_type = 'Issue' and awardable_id = ? order by id`,
  [newIssueId, oldIssueId]);
  await query(em, `insert into ${T.issueTimelogs} (issue_id, user_id, time_spent, summary, spent_at, created_at)
    select ?, user_id, time_spent, summary, spent_at, created_at from ${T.issueTimelogs} where issue_id = ? order by id`, [newIssueId, oldIssueId]);
}

/** MoveService#cloneable_milestone_id: the target project's (or its groups') milestone of the same title. */
export async function milestoneIdByTitle(ctx: SubgraphContext, to: { project: Project; access: ProjectAccess }, title: string): Promise<number | null> {
  const namespace = (await namespaceLoader(ctx).load(to.project.namespaceId))!;
  const scope = listedMilestones({ kind: 'project', project: to.project, access: to.access, namespace }, true);
  const [row] = await query<{ id: number }>(ctx.em, `select m.id from ${T.milestones} m where (${scope.sql}) and m.title = ? order by m.project_id nulls last, m.id limit 1`,
    [...scope.params, title]);
  return row?.id ?? null;
}

/** `moved to group/project#5` / `moved from …`: the other issue's reference from the note's project. */
export async function movedNoteBody(ctx: SubgraphContext, direction: 'to' | 'from', other: Issue, otherProject: Project, noteProject: Project): Promise<string> {
  const namespace = (await namespaceLoader(ctx).load(otherProject.namespaceId))!;
  const { relative } = issueReferences(other, otherProject, namespace, { project: noteProject });
  return `moved ${direction} ${relative}`;
}
