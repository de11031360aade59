import type { SubgraphContext } from '@forgegraph/platform';
import type { Issue } from '../../entities/issue.entity';
import type { UpdateIssueInput } from '../../schema/issue.inputs';
import { extractUsers, interpretQuickActions, record, timeTrackingActions, type QuickActionOutcome, type QuickActions } from './quick-actions';

export interface IssueQuickActionRights {
  /** `update_issue`: close, reopen, retitle. */
  canUpdate: boolean;
  /** `admin_issue`: assignees, estimates, due dates, confidentiality, locking. */
  canAdmin: boolean;
  /** `/promote`: see canPromoteIssue. */
  canPromote: boolean;
}

type Right = keyof IssueQuickActionRights;
export type IssueQuickActionOutcome = QuickActionOutcome<UpdateIssueInput>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

async function assign(arg: string, out: IssueQuickActionOutcome, ctx: SubgraphContext): Promise<boolean> {
  const users = await extractUsers(ctx, arg);
  if (!users.length) return false;
  const ids = users.map((user) => user.id);
  return record(out, { assigneeIds: ids }, { assignee_ids: ids }, `Assigned ${users.map((user) => user.reference).join(' and ')}.`);
}

/** Gitlab::QuickActions::IssueActions and IssuableActions (the issue subset Forgegraph runs). */
const COMMANDS: QuickActions<Issue, UpdateIssueInput, Right> = {
  close: { right: 'canUpdate', run: (_, out, __, issue) => issue.state === 'opened' && record(out, { stateEvent: 'close' }, { state_event: 'close' }, 'Closed this issue.') },
  reopen: { right: 'canUpdate', run: (_, out, __, issue) => issue.state === 'closed' && record(out, { stateEvent: 'reopen' }, { state_event: 'reopen' }, 'Reopened this issue.') },
  title: { right: 'canUpdate', run: (arg, out) => !!arg && record(out, { title: arg }, { title: arg }, `Changed the title to "${arg}".`) },
  assign: { right: 'canAdmin', run: assign },
  unassign: { right: 'canAdmin', run: (_, out) => record(out, { assigneeIds: [] }, { assignee_ids: [] }, 'Removed all assignees.') },
  confidential: { right: 'canAdmin', run: (_, out, __, issue) => !issue.confidential && record(out, { confidential: true }, { confidential: true }, 'Made this issue confidential.') },
  lock: { right: 'canAdmin', run: (_, out, __, issue) => !issue.discussionLocked && record(out, { discussionLocked: true }, { discussion_locked: true }, 'Locked the discussion.') },
  unlock: { right: 'canAdmin', run: (_, out, __, issue) => !!issue.discussionLocked && record(out, { discussionLocked: false }, { discussion_locked: false }, 'Unlocked the discussion.') },
  due: { right: 'canAdmin', run: (arg, out) => DATE.test(arg) && record(out, { dueDate: arg }, { due_date: arg }, `Set the due date to ${arg}.`) },
  remove_due_date: { right: 'canAdmin', run: (_, out) => record(out, { dueDate: null }, { due_date: null }, 'Removed the due date.') },
  promote: { right: 'canPromote', run: (_, out) => record(out, { promoteToEpic: true }, { promote_to_epic: true }, 'Promoted issue to an epic.') },
  ...timeTrackingActions<Issue, UpdateIssueInput, Right>('canAdmin'),
};

export function interpretIssueQuickActions(ctx: SubgraphContext, text: string, issue: Issue, rights: IssueQuickActionRights): Promise<IssueQuickActionOutcome> {
  return interpretQuickActions(ctx, text, issue, { commands: COMMANDS, rights, update: {} });
}
