import { ConflictError, ForbiddenError, isUniqueViolation, UnprocessableError, type SubgraphContext } from '@forgegraph/platform';
import { MergeRequest } from '../../entities/merge-request.entity';
import type { Project } from '../../entities/project.entity';
import type { CreateMergeRequestInput } from '../../schema/merge-request.inputs';
import { canProject, type ProjectAccess } from '../access/access.service';
import { canAdminMergeRequests, canCreateMergeRequest, canReadMergeRequests } from '../access/merge-request-access';
import { mergeRequestSnapshot, publishMergeRequestEvent } from '../events/merge-request-events';
import { approvalStateLoader } from '../approvals/approval-state';
import { planMergeRequestRules } from '../approvals/merge-request-rules-plan';
import { writeMergeRequestRules } from '../approvals/merge-request-rules-write';
import { nextInternalId } from '../internal-ids/internal-ids';
import { availableMilestoneId, labelIdsByTitles } from '../issues/issue-labels';
import { assignableUsers } from '../issues/issue-rules';
import { findReadableProject } from '../namespaces/lookup';
import { T } from '../tables';
import { refreshDiff } from './merge-request-diff';
import { setMergeRequestLinks } from './merge-request-links';
import { validateMergeRequestFields } from './merge-request-rules';

/** MergeRequests::CreateService through POST /projects/:id/merge_requests (same-project merge requests). */
export async function createMergeRequest(ctx: SubgraphContext, projectRef: string, input: CreateMergeRequestInput): Promise<MergeRequest> {
  const { project, access } = await findReadableProject(ctx, projectRef);
  if (!canCreateMergeRequest(access, project, ctx.actor)) throw ForbiddenError.create();
  if (input.targetProjectId && input.targetProjectId !== project.id) {
    // Forks do not exist yet: a merge request can only target its own project.
    throw UnprocessableError.message(['Validate fork Source project is not a fork of the target project']);
  }
  validateMergeRequestFields(input);
  if (input.sourceBranch === input.targetBranch) throw ConflictError.message(["You can't use same project/branch for source and target"]);
  await rejectDuplicate(ctx, project.id, input.sourceBranch, input.targetBranch);
  const links = await requestedLinks(ctx, project, access, input);
  const mr = Object.assign(new MergeRequest(), {
    projectId: project.id, sourceProjectId: project.id, iid: 0, sourceBranch: input.sourceBranch, targetBranch: input.targetBranch,
    authorId: ctx.actor.userId, title: input.title.trim(), description: input.description ?? null, milestoneId: links.milestoneId,
    squash: squashDefault(project, input.squash), forceRemoveSourceBranch: input.removeSourceBranch ?? null,
  });
  const rulesPlan = await planMergeRequestRules(ctx, { project, mergeRequestId: null, target: mr, attributes: input.approvalRulesAttributes });
  const check = await refreshDiff(ctx, mr);
  if (check && !check.sourceSha) throw UnprocessableError.message([`Source branch "${input.sourceBranch}" does not exist`]);
  if (check && !check.targetSha) throw UnprocessableError.message([`Target branch "${input.targetBranch}" does not exist`]);
  try {
    await ctx.em.transactional(async (em) => {
      mr.iid = await nextInternalId(em, 'merge_requests', project.id);
      em.persist(mr);
      await em.flush();
      await setMergeRequestLinks(em, T.mergeRequestAssignees, mr.id, links.assigneeIds);
      await setMergeRequestLinks(em, T.mergeRequestReviewers, mr.id, links.reviewerIds);
      await setMergeRequestLinks(em, T.mergeRequestLabels, mr.id, links.labelIds);
      if (rulesPlan) await writeMergeRequestRules(em, mr.id, rulesPlan);
      const { approved } = await approvalStateLoader(ctx).load(mr);
      await publishMergeRequestEvent(ctx, em, { after: mergeRequestSnapshot(mr, project, { ...links, approved }), project, action: 'open' });
    });
  } catch (error) {
    if (isUniqueViolation(error)) await rejectDuplicate(ctx, project.id, input.sourceBranch, input.targetBranch);
    throw error;
  }
  return mr;
}

/** MergeRequest#validate_branches: one open merge request per source and target branch (409, GitLab's array message). */
export async function rejectDuplicate(ctx: SubgraphContext, projectId: number, source: string, target: string, exceptId?: number): Promise<void> {
  const other = await ctx.em.findOne(MergeRequest, {
    projectId, sourceProjectId: projectId, sourceBranch: source, targetBranch: target, state: { $in: ['opened', 'locked'] },
    ...(exceptId ? { id: { $ne: exceptId } } : {}),
  });
  if (other) throw ConflictError.message([`Another open merge request already exists for this source branch: !${other.iid}`]);
}

/**
 * Assignees, reviewers, labels and milestone as IssuableBaseService filters them: only for callers
 * who may set metadata, users who can read the project's merge requests, `0`/empty for none.
 */
export async function requestedLinks(ctx: SubgraphContext, project: Project, access: ProjectAccess, input: CreateMergeRequestInput) {
  if (!canAdminMergeRequests(access)) return { assigneeIds: [], reviewerIds: [], labelIds: [], milestoneId: null };
  return {
    assigneeIds: input.assigneeIds ? await assignableUsers(ctx, project, input.assigneeIds, canReadMergeRequests) : [],
    reviewerIds: input.reviewerIds ? await assignableUsers(ctx, project, input.reviewerIds, canReadMergeRequests) : [],
    labelIds: input.labels ? await labelIdsByTitles(ctx, project, access, input.labels, canProject(access, 'admin_label', project)) : [],
    milestoneId: input.milestoneId ? await availableMilestoneId(ctx, project, access, input.milestoneId) : null,
  };
}

/** Project#squash_option: `always` and `never` override the request; `default_on`/`default_off` are defaults. */
export function squashDefault(project: Project, requested: boolean | null | undefined): boolean {
  if (project.squashOption === 'always') return true;
  if (project.squashOption === 'never') return false;
  return requested ?? project.squashOption === 'default_on';
}
