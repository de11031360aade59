import { EventKinds, type EventReaction, type MergeRequestEventPayload, type MergeRequestSnapshot, type SubgraphContext } from '@forgegraph/platform';
import { canUpdateIssue } from '../access/issue-access';
import { projectDefaultBranch } from '../domains/repository.client';
import { applyIssueChanges } from '../issues/issue-update.service';
import { closingIssuesOf, contextAsUser, storeClosingIssues } from './closing-issues';

/** MergeRequest#closes_issues answers nothing unless the merge request targets the project's default branch. */
async function targetsDefaultBranch(ctx: SubgraphContext, mr: MergeRequestSnapshot): Promise<boolean> {
  return mr.targetBranch === (await projectDefaultBranch(ctx, mr.projectId));
}

const CLOSING_FIELDS = ['title', 'description', 'target_branch'];

/**
 * MergeRequests::AfterCreateService / UpdateService `cache_merge_request_closes_issues!`: an open
 * merge request's closing issues, as seen by whoever wrote or changed it, stored for
 * GET …/closes_issues and GET …/issues/:issue_iid/closed_by.
 */
export const closingIssuesCacheReaction: EventReaction = {
  name: 'merge-requests.closing-issues-cache',
  kinds: [EventKinds.mergeRequestOpened, EventKinds.mergeRequestUpdated, EventKinds.mergeRequestReopened],
  async react(ctx, em, event) {
    const payload = event.payload as unknown as MergeRequestEventPayload;
    const mr = payload.mergeRequest;
    if (mr.state !== 'opened') return;
    if (event.kind === EventKinds.mergeRequestUpdated && !CLOSING_FIELDS.some((field) => payload.changes[field])) return;
    const asUser = await contextAsUser(ctx, em, payload.userId ?? mr.authorId);
    if (!asUser) return;
    const issues = (await targetsDefaultBranch(ctx, mr)) ? await closingIssuesOf(asUser, mr) : [];
    await storeClosingIssues(em, mr.id, issues.map((readable) => readable.issue.id));
  },
};

/**
 * MergeRequests::PostMergeService#close_issues: merged into the default branch, the merge request
 * closes the open issues it names that the merge user may update (Issues::CloseService as that
 * user), in projects that close referenced issues automatically.
 */
export const closingIssuesOnMergeReaction: EventReaction = {
  name: 'merge-requests.close-issues-on-merge',
  kinds: [EventKinds.mergeRequestMerged],
  async react(ctx, em, event) {
    const payload = event.payload as unknown as MergeRequestEventPayload;
    const mr = payload.mergeRequest;
    if (!(await targetsDefaultBranch(ctx, mr))) return;
    const asUser = await contextAsUser(ctx, em, mr.mergeUserId ?? payload.userId);
    if (!asUser) return;
    const issues = await closingIssuesOf(asUser, mr);
    await storeClosingIssues(em, mr.id, issues.map((readable) => readable.issue.id));
    for (const readable of issues) {
      if (readable.issue.state !== 'opened' || !readable.project.autocloseReferencedIssues) continue;
      if (!canUpdateIssue(readable.access, readable.issue, readable.assigneeIds, asUser.actor)) continue;
      await applyIssueChanges(asUser, readable, { update: { stateEvent: 'close' } });
    }
  },
};
