import { NotFoundError, parseRecordId, type SubgraphContext } from '@forgegraph/platform';
import { Issue } from '../../entities/issue.entity';
import type { Project } from '../../entities/project.entity';
import type { ProjectAccess } from '../access/access.service';
import { canReadIssue } from '../access/issue-access';
import { findReadableProject } from '../namespaces/lookup';
import { issueAssigneesLoader } from './issue-loaders';

export interface ReadableIssue {
  issue: Issue;
  project: Project;
  access: ProjectAccess;
  assigneeIds: number[];
}

/**
 * GitLab's find_project_issue: an issue of a project the caller reads, by iid. A missing issue, one
 * the caller may not see (confidential, issues feature off) and a bad iid are the same `404 Not found`.
 */
export async function findReadableIssue(ctx: SubgraphContext, projectRef: string, iid: number): Promise<ReadableIssue> {
  const { project, access } = await findReadableProject(ctx, projectRef);
  const issue = parseRecordId(iid) ? await ctx.em.findOne(Issue, { projectId: project.id, iid }) : null;
  if (!issue) throw NotFoundError.record();
  const assigneeIds = await issueAssigneesLoader(ctx).load(issue.id);
  if (!canReadIssue(access, project, issue, assigneeIds, ctx.actor)) throw NotFoundError.record();
  return { issue, project, access, assigneeIds };
}
