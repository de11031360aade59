import { ConflictError, ForbiddenError, intArray, query, type SubgraphContext } from '@forgegraph/platform';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Issue } from '../../entities/issue.entity';
import type { Project } from '../../entities/project.entity';
import type { CreateIssueInput } from '../../schema/issue.inputs';
import { canCreateIssue } from '../access/issue-access';
import { claimInternalId, nextInternalId } from '../internal-ids/internal-ids';
import { findReadableProject } from '../namespaces/lookup';
import { T } from '../tables';
import { allowedIssueFields, assignableUsers, canSetIssueHistory, historyDate, validateIssueFields } from './issue-rules';

/** Issues::CreateService through POST /projects/:id/issues: the issue, its iid and its assignees in one transaction. */
export async function createIssue(ctx: SubgraphContext, projectRef: string, requested: CreateIssueInput): Promise<Issue> {
  const { project, access } = await findReadableProject(ctx, projectRef);
  if (!canCreateIssue(access, project, ctx.actor)) throw ForbiddenError.create();
  validateIssueFields(requested);
  const input = allowedIssueFields(requested, access);
  const history = canSetIssueHistory(access);
  const assigneeIds = input.assigneeIds ? await assignableUsers(ctx, project, input.assigneeIds) : [];
  try {
    return await ctx.em.transactional(async (em) => {
      const iid = history && input.iid ? await claimIid(em, project, input.iid) : await nextInternalId(em, 'issues', project.id);
      const createdAt = history && input.createdAt ? historyDate(input.createdAt, 'created_at') : new Date();
      const issue = em.create(Issue, {
        projectId: project.id, iid, authorId: ctx.actor.userId, title: requested.title.trim(), description: input.description ?? null,
        confidential: input.confidential ?? false, discussionLocked: input.discussionLocked ?? null, dueDate: input.dueDate || null,
        issueType: input.issueType ?? 'issue', weight: input.weight ?? null, createdAt, updatedAt: createdAt,
      });
      await em.flush();
      await setAssignees(em, issue.id, assigneeIds);
      return issue;
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw ConflictError.message('Duplicated issue');
    throw error;
  }
}

async function claimIid(em: EntityManager, project: Project, iid: number): Promise<number> {
  await claimInternalId(em, 'issues', project.id, iid);
  return iid;
}

/** Replaces an issue's assignees (GitLab keeps them as issue_assignees rows). */
export async function setAssignees(em: EntityManager, issueId: number, userIds: number[]): Promise<void> {
  await query(em, `delete from ${T.issueAssignees} where issue_id = ?`, [issueId]);
  if (!userIds.length) return;
  await query(em, `insert into ${T.issueAssignees} (issue_id, user_id) select ?, unnest(?::int[]) on conflict do nothing`, [issueId, intArray(userIds)]);
}
