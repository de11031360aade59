import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, parseRecordId, UnprocessableError, type SubgraphContext } from '@forgegraph/platform';
import { MergeRequest } from '../../entities/merge-request.entity';
import type { UpdateMergeRequestInput } from '../../schema/merge-request.inputs';
import { canProject } from '../access/access.service';
import { canAdminMergeRequests, canDestroyMergeRequest, canReadMergeRequests, canUpdateMergeRequest } from '../access/merge-request-access';
import { availableMilestoneId, labelIdsByTitles } from '../issues/issue-labels';
import { assignableUsers } from '../issues/issue-rules';
import { mergeRequestRelations, mergeRequestSnapshot, publishMergeRequestEvent } from '../events/merge-request-events';
import { approvalStateLoader, forgetApprovalState } from '../approvals/approval-state';
import { planMergeRequestRules } from '../approvals/merge-request-rules-plan';
import { writeMergeRequestRules } from '../approvals/merge-request-rules-write';
import { findReadableProject } from '../namespaces/lookup';
import { T } from '../tables';
import { rejectDuplicate } from './merge-request-create.service';
import { refreshDiff } from './merge-request-diff';
import { setMergeRequestLinks } from './merge-request-links';
import { mergeRequestAssigneesLoader, mergeRequestLabelIdsLoader, mergeRequestReviewersLoader } from './merge-request-loaders';
import { findReadableMergeRequest, type ReadableMergeRequest } from './merge-request-lookup';
import { validateMergeRequestFields } from './merge-request-rules';

/** MergeRequests::UpdateService through PUT /projects/:id/merge_requests/:merge_request_iid. */
export async function updateMergeRequest(ctx: SubgraphContext, projectRef: string, iid: number, input: UpdateMergeRequestInput): Promise<MergeRequest> {
  const readable = await findReadableMergeRequest(ctx, projectRef, iid);
  if (!canUpdateMergeRequest(readable.access, readable.mr.authorId, ctx.actor)) throw ForbiddenError.create();
  validateMergeRequestFields(input);
  await applyMergeRequestChanges(ctx, readable, input);
  return readable.mr;
}

/**
 * Applies authorized, validated changes (an update, or a note's quick actions) in one transaction,
 * nested in the caller's if it has one; metadata only for those who administer merge requests.
 */
export async function applyMergeRequestChanges(ctx: SubgraphContext, readable: ReadableMergeRequest, input: UpdateMergeRequestInput): Promise<void> {
  const { mr, project, access } = readable;
  const relations = await mergeRequestRelations(ctx, mr);
  const before = mergeRequestSnapshot(mr, project, relations);
  const metadata = canAdminMergeRequests(access) ? await changedLinks(ctx, readable, input) : {};
  const retarget = input.targetBranch && input.targetBranch !== mr.targetBranch ? input.targetBranch : null;
  if (retarget === mr.sourceBranch) throw ConflictError.message(["You can't use same project/branch for source and target"]);
  if (retarget && mr.state === 'opened') await rejectDuplicate(ctx, project.id, mr.sourceBranch, retarget, mr.id);
  applyFields(mr, input);
  if (metadata.milestoneId !== undefined) mr.milestoneId = metadata.milestoneId;
  await applyStateEvent(ctx, mr, input.stateEvent);
  if (retarget) {
    mr.targetBranch = retarget;
    const check = await refreshDiff(ctx, mr);
    if (check && !check.targetSha) throw UnprocessableError.message([`Target branch "${retarget}" does not exist`]);
  }
  const rulesPlan = await planMergeRequestRules(ctx, {
    project, mergeRequestId: mr.id, target: mr, attributes: input.approvalRulesAttributes, resetToDefaults: input.resetApprovalRulesToDefaults,
  });
  mr.updatedAt = new Date();
  await ctx.em.transactional(async (em) => {
    em.persist(mr);
    await em.flush();
    if (metadata.assigneeIds) await setMergeRequestLinks(em, T.mergeRequestAssignees, mr.id, metadata.assigneeIds);
    if (metadata.reviewerIds) await setMergeRequestLinks(em, T.mergeRequestReviewers, mr.id, metadata.reviewerIds);
    if (metadata.labelIds) await setMergeRequestLinks(em, T.mergeRequestLabels, mr.id, metadata.labelIds);
    if (rulesPlan) {
      await writeMergeRequestRules(em, mr.id, rulesPlan);
      forgetApprovalState(ctx, mr.id);
    }
    const after = mergeRequestSnapshot(mr, project, {
      assigneeIds: metadata.assigneeIds ?? relations.assigneeIds, reviewerIds: metadata.reviewerIds ?? relations.reviewerIds, labelIds: metadata.labelIds ?? relations.labelIds,
      approved: rulesPlan ? (await approvalStateLoader(ctx).load(mr)).approved : relations.approved,
    });
    const action = before.state === after.state ? 'update' : after.state === 'closed' ? 'close' : 'reopen';
    await publishMergeRequestEvent(ctx, em, { before, after, project, action });
  });
  mergeRequestAssigneesLoader(ctx).clear(mr.id);
  mergeRequestReviewersLoader(ctx).clear(mr.id);
  mergeRequestLabelIdsLoader(ctx).clear(mr.id);
}

interface LinkChanges {
  assigneeIds?: number[];
  reviewerIds?: number[];
  labelIds?: number[];
  milestoneId?: number | null;
}

async function changedLinks(ctx: SubgraphContext, { mr, project, access }: ReadableMergeRequest, input: UpdateMergeRequestInput): Promise<LinkChanges> {
  const changes: LinkChanges = {};
  if (input.assigneeIds) changes.assigneeIds = await assignableUsers(ctx, project, input.assigneeIds, canReadMergeRequests);
  if (input.reviewerIds) changes.reviewerIds = await assignableUsers(ctx, project, input.reviewerIds, canReadMergeRequests);
  if (input.milestoneId !== undefined) changes.milestoneId = input.milestoneId ? await availableMilestoneId(ctx, project, access, input.milestoneId) : null;
  if (input.labels || input.addLabels || input.removeLabels) {
    const create = canProject(access, 'admin_label', project);
    let ids = input.labels ? await labelIdsByTitles(ctx, project, access, input.labels, create) : await mergeRequestLabelIdsLoader(ctx).load(mr.id);
    if (input.addLabels) ids = [...ids, ...(await labelIdsByTitles(ctx, project, access, input.addLabels, create))];
    if (input.removeLabels) {
      const removed = new Set(await labelIdsByTitles(ctx, project, access, input.removeLabels, false));
      ids = ids.filter((id) => !removed.has(id));
    }
    changes.labelIds = [...new Set(ids)];
  }
  return changes;
}

function applyFields(mr: MergeRequest, input: UpdateMergeRequestInput): void {
  if (input.title !== undefined && input.title !== null) mr.title = input.title.trim();
  if (input.description !== undefined) mr.description = input.description ?? null;
  if (input.discussionLocked !== undefined) mr.discussionLocked = input.discussionLocked ?? null;
  if (input.squash !== undefined && input.squash !== null) mr.squash = input.squash;
  if (input.removeSourceBranch !== undefined) mr.forceRemoveSourceBranch = input.removeSourceBranch ?? null;
}

/**
 * `close` (opened → closed, with who and when) and `reopen` (closed → opened, the diff reloaded);
 * either is a no-op on a merged merge request, as GitLab's state machine has no such transition.
 */
async function applyStateEvent(ctx: SubgraphContext, mr: MergeRequest, event: string | null | undefined): Promise<void> {
  if (!event) return;
  if (event !== 'close' && event !== 'reopen') throw BadRequestError.param('state_event does not have a valid value');
  if (event === 'close' && (mr.state === 'opened' || mr.state === 'locked')) {
    Object.assign(mr, { state: 'closed', closedAt: new Date(), closedById: ctx.actor.userId });
  } else if (event === 'reopen' && mr.state === 'closed') {
    // A reopened merge request must not duplicate one opened meanwhile for the same branches.
    await rejectDuplicate(ctx, mr.projectId, mr.sourceBranch, mr.targetBranch, mr.id);
    Object.assign(mr, { state: 'opened', closedAt: null, closedById: null });
    await refreshDiff(ctx, mr);
  }
}

/**
 * DELETE /projects/:id/merge_requests/:merge_request_iid: Owners and administrators. GitLab looks
 * the merge request up (`404 Not found`), then authorizes `destroy_merge_request` (403).
 */
export async function deleteMergeRequest(ctx: SubgraphContext, projectRef: string, iid: number): Promise<boolean> {
  const { project, access } = await findReadableProject(ctx, projectRef);
  const mr = parseRecordId(iid) && canReadMergeRequests(access, project) ? await ctx.em.findOne(MergeRequest, { projectId: project.id, iid }) : null;
  if (!mr) throw NotFoundError.record();
  if (!canDestroyMergeRequest(access)) throw ForbiddenError.create();
  await ctx.em.remove(mr).flush();
  return true;
}
