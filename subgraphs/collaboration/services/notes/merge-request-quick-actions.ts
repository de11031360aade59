import type { SubgraphContext } from '@forgegraph/platform';
import type { MergeRequest } from '../../entities/merge-request.entity';
import type { Project } from '../../entities/project.entity';
import type { UpdateMergeRequestInput } from '../../schema/merge-request.inputs';
import type { ProjectAccess } from '../access/access.service';
import { directoryUsers } from '../domains/identity.client';
import { milestoneLoader } from '../issues/issue-loaders';
import { isDraftTitle } from '../merge-requests/merge-request-rules';
import { activeMilestoneByTitle, labelsByTitles, labelTitles, nameReference } from './quick-action-lookups';
import { extractUsers, interpretQuickActions, record, timeTrackingActions, toSentence, type QuickActionOutcome, type QuickActions } from './quick-actions';

export interface MergeRequestQuickActionRights {
  /** `update_merge_request`: close, reopen, retitle, draft status. */
  canUpdate: boolean;
  /** `admin_merge_request` (`set_merge_request_metadata`): assignees, reviewers, labels, milestone, time tracking, locking. */
  canAdmin: boolean;
  /** MergeOrchestrationService#can_merge?: the caller may merge it and it is mergeable now. */
  canMerge: boolean;
  /** `eligible_for_approval_by?` / `eligible_for_unapproval_by?`, never once merged. */
  canApprove: boolean;
  canUnapprove: boolean;
}

/** The merge request a note's commands act on, with the relations they read. */
export interface MergeRequestCommandTarget {
  mr: MergeRequest;
  project: Project;
  access: ProjectAccess;
  assigneeIds: number[];
  reviewerIds: number[];
  labelIds: number[];
}

type Right = keyof MergeRequestQuickActionRights;
type Outcome = QuickActionOutcome<UpdateMergeRequestInput>;
type Target = MergeRequestCommandTarget;

const plural = (word: string, count: number) => (count === 1 ? word : `${word}s`);
const DRAFT_PREFIX = /^\s*(\[draft\]|\(draft\)|draft:)\s*/i;

async function references(ctx: SubgraphContext, ids: number[]): Promise<string[]> {
  const users = await directoryUsers(ctx, ids);
  return ids.flatMap((id) => (users.has(id) ? [`@${users.get(id)!.username}`] : []));
}

/** /assign and /assign_reviewer add to the current users (several assignees and reviewers, as GitLab EE allows). */
function addUsers(field: 'assigneeIds' | 'reviewerIds', message: (refs: string[]) => string): QuickActions<Target, UpdateMergeRequestInput, Right>[string]['run'] {
  return async (arg, out, ctx, target) => {
    const users = await extractUsers(ctx, arg);
    if (!users.length) return false;
    const ids = [...new Set([...(out.update[field] ?? target[field]), ...users.map((user) => user.id)])];
    const key = field === 'assigneeIds' ? 'assignee_ids' : 'reviewer_ids';
    return record(out, { [field]: ids }, { [key]: ids }, message(users.map((user) => user.reference)));
  };
}

/** /unassign and /unassign_reviewer: the named users, or everyone without names. */
function removeUsers(field: 'assigneeIds' | 'reviewerIds', noun: string): QuickActions<Target, UpdateMergeRequestInput, Right>[string]['run'] {
  return async (arg, out, ctx, target) => {
    const current = out.update[field] ?? target[field];
    if (!current.length) return false;
    const named = arg ? (await extractUsers(ctx, arg)).map((user) => user.id) : [];
    const removed = named.length ? named : current;
    const ids = current.filter((id) => !removed.includes(id));
    const key = field === 'assigneeIds' ? 'assignee_ids' : 'reviewer_ids';
    return record(out, { [field]: ids }, { [key]: ids }, `Removed ${plural(noun, removed.length)} ${toSentence(await references(ctx, removed))}.`);
  };
}

async function label(arg: string, out: Outcome, ctx: SubgraphContext, { project, access }: Target): Promise<boolean> {
  const labels = await labelsByTitles(ctx, project, access, labelTitles(arg));
  if (!labels.length) return false;
  const refs = labels.map((found) => nameReference('~', found.title));
  return record(out, { addLabels: [...(out.update.addLabels ?? []), ...labels.map((found) => found.title)] },
    { add_label_ids: labels.map((found) => found.id) }, `Added ${refs.join(' ')} ${plural('label', labels.length)}.`);
}

async function unlabel(arg: string, out: Outcome, ctx: SubgraphContext, { project, access, labelIds }: Target): Promise<boolean> {
  if (!labelIds.length) return false;
  if (!arg) return record(out, { labels: [] }, { label_ids: [] }, 'Removed all labels.');
  const labels = await labelsByTitles(ctx, project, access, labelTitles(arg));
  if (!labels.length) return false;
  const refs = labels.map((found) => nameReference('~', found.title));
  return record(out, { removeLabels: [...(out.update.removeLabels ?? []), ...labels.map((found) => found.title)] },
    { remove_label_ids: labels.map((found) => found.id) }, `Removed ${refs.join(' ')} ${plural('label', labels.length)}.`);
}

async function relabel(arg: string, out: Outcome, ctx: SubgraphContext, { project, access, labelIds }: Target): Promise<boolean> {
  if (!labelIds.length) return false;
  const labels = await labelsByTitles(ctx, project, access, labelTitles(arg));
  if (!labels.length) return false;
  const refs = labels.map((found) => nameReference('~', found.title));
  return record(out, { labels: labels.map((found) => found.title) }, { label_ids: labels.map((found) => found.id) },
    `Replaced all labels with ${refs.join(' ')} ${plural('label', labels.length)}.`);
}

async function milestone(arg: string, out: Outcome, ctx: SubgraphContext, { project, access }: Target): Promise<boolean> {
  const found = await activeMilestoneByTitle(ctx, project, access, arg);
  if (!found) return false;
  return record(out, { milestoneId: found.id }, { milestone_id: found.id }, `Set the milestone to ${nameReference('%', found.title)}.`);
}

async function removeMilestone(_: string, out: Outcome, ctx: SubgraphContext, { mr }: Target): Promise<boolean> {
  const current = mr.milestoneId === null ? null : await milestoneLoader(ctx).load(mr.milestoneId);
  if (!current) return false;
  return record(out, { milestoneId: null }, { milestone_id: null }, `Removed ${nameReference('%', current.title)} milestone.`);
}

/** /draft and /ready (MergeRequestActions): the title's draft prefix, as MergeRequests::UpdateService#handle_wip_event sets it. */
function draft(_: string, out: Outcome, __: SubgraphContext, { mr }: Target): boolean {
  const title = out.update.title ?? mr.title;
  if (isDraftTitle(title)) return record(out, {}, { wip_event: 'draft' }, "No change to this merge request's draft status.");
  return record(out, { title: `Draft: ${title}` }, { wip_event: 'draft' }, 'Marked this merge request as a draft.');
}

function ready(_: string, out: Outcome, __: SubgraphContext, { mr }: Target): boolean {
  const title = out.update.title ?? mr.title;
  if (!isDraftTitle(title)) return record(out, {}, {}, "No change to this merge request's draft status.");
  return record(out, { title: title.replace(DRAFT_PREFIX, '') }, { wip_event: 'ready' }, 'Marked this merge request as ready.');
}

const isOpen = (mr: MergeRequest) => mr.state === 'opened' || mr.state === 'locked';

/** Gitlab::QuickActions IssuableActions, IssueAndMergeRequestActions and MergeRequestActions (the merge request subset Forgegraph runs). */
const COMMANDS: QuickActions<Target, UpdateMergeRequestInput, Right> = {
  close: { right: 'canUpdate', run: (_, out, __, { mr }) => isOpen(mr) && record(out, { stateEvent: 'close' }, { state_event: 'close' }, 'Closed this merge request.') },
  reopen: { right: 'canUpdate', run: (_, out, __, { mr }) => mr.state === 'closed' && record(out, { stateEvent: 'reopen' }, { state_event: 'reopen' }, 'Reopened this merge request.') },
  title: { right: 'canUpdate', run: (arg, out) => !!arg && record(out, { title: arg }, { title: arg }, `Changed the title to "${arg}".`) },
  draft: { right: 'canUpdate', run: draft },
  ready: { right: 'canUpdate', run: ready },
  assign: { right: 'canAdmin', run: addUsers('assigneeIds', (refs) => `Assigned ${toSentence(refs)}.`) },
  unassign: { right: 'canAdmin', run: removeUsers('assigneeIds', 'assignee') },
  assign_reviewer: { right: 'canAdmin', run: addUsers('reviewerIds', (refs) => `Assigned ${toSentence(refs)} as ${plural('reviewer', refs.length)}.`) },
  reviewer: { right: 'canAdmin', run: addUsers('reviewerIds', (refs) => `Assigned ${toSentence(refs)} as ${plural('reviewer', refs.length)}.`) },
  request_review: { right: 'canAdmin', run: addUsers('reviewerIds', (refs) => `Requested a review from ${toSentence(refs)}.`) },
  unassign_reviewer: { right: 'canAdmin', run: removeUsers('reviewerIds', 'reviewer') },
  remove_reviewer: { right: 'canAdmin', run: removeUsers('reviewerIds', 'reviewer') },
  label: { right: 'canAdmin', run: label },
  labels: { right: 'canAdmin', run: label },
  unlabel: { right: 'canAdmin', run: unlabel },
  remove_label: { right: 'canAdmin', run: unlabel },
  relabel: { right: 'canAdmin', run: relabel },
  milestone: { right: 'canAdmin', run: milestone },
  remove_milestone: { right: 'canAdmin', run: removeMilestone },
  lock: { right: 'canAdmin', run: (_, out, __, { mr }) => !mr.discussionLocked && record(out, { discussionLocked: true }, { discussion_locked: true }, 'Locked the discussion.') },
  unlock: { right: 'canAdmin', run: (_, out, __, { mr }) => !!mr.discussionLocked && record(out, { discussionLocked: false }, { discussion_locked: false }, 'Unlocked the discussion.') },
  ...timeTrackingActions<Target, UpdateMergeRequestInput, Right>('canAdmin'),
  approve: { right: 'canApprove', run: (_, out) => record(out, { approval: 'approve' }, {}, 'Approved the current merge request.') },
  unapprove: { right: 'canUnapprove', run: (_, out) => record(out, { approval: 'unapprove' }, {}, 'Unapproved the current merge request.') },
};

/** `/merge` is added by the caller, which knows the head sha the note was written against. */
export function interpretMergeRequestQuickActions(ctx: SubgraphContext, text: string, target: Target, options: { rights: MergeRequestQuickActionRights; mergeSha: string | null }): Promise<Outcome> {
  const commands: QuickActions<Target, UpdateMergeRequestInput, Right> = {
    ...COMMANDS,
    merge: { right: 'canMerge', run: (_, out) => record(out, { merge: true }, { merge: options.mergeSha }, 'Merged this merge request.') },
  };
  return interpretQuickActions(ctx, text, target, { commands, rights: options.rights, update: {} });
}
