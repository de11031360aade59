import { BadRequestError, NotFoundError, parseRecordId, query, type SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Issue } from '../../entities/issue.entity';
import type { Project } from '../../entities/project.entity';
import { projectAccessFor, type ProjectAccess } from '../access/access.service';
import { canAdminIssues, canReadIssues } from '../access/issue-access';
import { issueSnapshot, publishIssueEvent } from '../events/issue-events';
import { namespaceLoader, projectLoader } from '../loaders';
import { findReadableProject } from '../namespaces/lookup';
import { T } from '../tables';
import { insertIssue } from './issue-create.service';
import { labelIdsByTitles } from './issue-labels';
import { issueAssigneesLoader, issueLabels, issueTimeSpentLoader } from './issue-loaders';
import { copyIssueRecords, milestoneIdByTitle, movedNoteBody } from './issue-move-copies';
import { assignableUsers } from './issue-rules';

interface MoveSide {
  project: Project;
  access: ProjectAccess;
}

/**
 * Issues::MoveService through POST /projects/:id/issues/:issue_iid/move: a new issue in the target
 * project (its next iid; title, description, author, state, labels and milestone by title, assignees
 * who may see it there, notes, award emoji and time logs copied; a `moved from` note), and the old
 * one closed with `moved_to_id` and a `moved to` note. All in one transaction.
 */
export async function moveIssue(ctx: SubgraphContext, projectRef: string, iid: number, toProjectId: number): Promise<Issue> {
  const from = await findReadableProject(ctx, projectRef);
  const issue = parseRecordId(iid) ? await ctx.em.findOne(Issue, { projectId: from.project.id, iid }) : null;
  if (!issue) throw NotFoundError.resource('Issue');
  const targetId = parseRecordId(toProjectId);
  const target = targetId ? await projectLoader(ctx).load(targetId) : null;
  if (!target) throw NotFoundError.resource('Project');
  const to = { project: target, access: await projectAccessFor(ctx, target) };
  // MoveService#verify_can_move_issue!: permissions (Issue#can_move?) first, then the same project.
  if (!canMove(issue, from, to)) throw BadRequestError.message('Cannot move issue due to insufficient permissions!');
  if (from.project.id === to.project.id) throw BadRequestError.message('Cannot move issue to project it originates from!');
  const plan = await planNewIssue(ctx, issue, to);
  const moved = await ctx.em.transactional(async (em) => {
    const created = await insertIssue(em, plan.values, null, { assigneeIds: plan.assigneeIds, labelIds: plan.labelIds });
    await copyIssueRecords(em, issue.id, created.id, to.project.id);
    await addMovedNotes(ctx, em, { issue, created, from, to });
    const wasOpen = issue.state === 'opened';
    if (wasOpen) Object.assign(issue, { state: 'closed', closedAt: new Date(), closedById: ctx.actor.userId });
    Object.assign(issue, { movedToId: created.id, updatedAt: new Date() });
    em.persist(issue);
    await em.flush();
    await announceMove(ctx, em, { issue, created, from, to, plan, wasOpen });
    return created;
  });
  return moved;
}

/** Issue#can_move?: admin_issue in both projects, and not moved before. */
function canMove(issue: Issue, from: MoveSide, to: MoveSide): boolean {
  const admins = (side: MoveSide) => canReadIssues(side.access, side.project) && canAdminIssues(side.access);
  return issue.movedToId === null && admins(from) && admins(to);
}

async function planNewIssue(ctx: SubgraphContext, issue: Issue, to: MoveSide) {
  const titles = (await issueLabels(ctx, issue.id)).map((label) => label.title);
  const milestoneTitle = issue.milestoneId === null ? null : (await query<{ title: string }>(ctx.em, `select title from ${T.milestones} where id = ?`, [issue.milestoneId]))[0]?.title ?? null;
  const labelIds = await labelIdsByTitles(ctx, to.project, to.access, titles, false);
  const assigneeIds = await assignableUsers(ctx, to.project, await issueAssigneesLoader(ctx).load(issue.id));
  const values = {
    project_id: to.project.id, author_id: issue.authorId, title: issue.title, description: issue.description, state: issue.state,
    confidential: issue.confidential, discussion_locked: issue.discussionLocked, due_date: issue.dueDate, issue_type: issue.issueType,
    weight: issue.weight, severity: issue.severity, health_status: issue.healthStatus, time_estimate: issue.timeEstimate,
    closed_at: issue.closedAt, closed_by_id: issue.closedById,
    milestone_id: milestoneTitle === null ? null : await milestoneIdByTitle(ctx, to, milestoneTitle), created_at: new Date(),
  };
  return { values, labelIds, assigneeIds };
}

/** SystemNoteService.noteable_moved in both directions, each reference as seen from its note's project. */
async function addMovedNotes(ctx: SubgraphContext, em: EntityManager, moves: { issue: Issue; created: Issue; from: MoveSide; to: MoveSide }): Promise<void> {
  const { issue, created, from, to } = moves;
  const notes = [
    { issueId: created.id, projectId: to.project.id, body: await movedNoteBody(ctx, 'from', issue, from.project, to.project) },
    { issueId: issue.id, projectId: from.project.id, body: await movedNoteBody(ctx, 'to', created, to.project, from.project) },
  ];
  for (const note of notes) {
    await query(em, `insert into ${T.notes} (noteable_type, noteable_id, project_id, author_id, body, system) values ('Issue', ?, ?, ?, ?, true)`,
      [note.issueId, note.projectId, ctx.actor.userId, note.body]);
  }
}

/** Issue hooks: the new issue opens in the target project; the old one closes (or, closed already, changes). */
async function announceMove(ctx: SubgraphContext, em: EntityManager, move: {
  issue: Issue; created: Issue; from: MoveSide; to: MoveSide; plan: Awaited<ReturnType<typeof planNewIssue>>; wasOpen: boolean;
}): Promise<void> {
  const { issue, created, from, to, plan } = move;
  const spent = await issueTimeSpentLoader(ctx).load(issue.id);
  const opened = issueSnapshot(created, { assigneeIds: plan.assigneeIds, labelIds: plan.labelIds, totalTimeSpent: spent });
  await publishIssueEvent(em, { issue: opened, project: to.project, namespace: (await namespaceLoader(ctx).load(to.project.namespaceId))!, userId: ctx.actor.userId, action: 'open' });
  const old = issueSnapshot(issue, { assigneeIds: await issueAssigneesLoader(ctx).load(issue.id), labelIds: plan.labelIds, totalTimeSpent: spent });
  const namespace = (await namespaceLoader(ctx).load(from.project.namespaceId))!;
  await publishIssueEvent(em, { issue: old, project: from.project, namespace, userId: ctx.actor.userId, action: move.wasOpen ? 'close' : 'update' });
}
