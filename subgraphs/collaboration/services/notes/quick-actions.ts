import type { SubgraphContext } from '@forgegraph/platform';
import type { Issue } from '../../entities/issue.entity';
import type { UpdateIssueInput } from '../../schema/issue.inputs';
import { userIdByUsername } from '../domains/identity.client';
import { humanDuration, parseDuration } from '../issues/time-tracking-format';

/** What a note's quick actions do to its issue, and what GitLab reports of them. */
export interface QuickActionOutcome {
  /** The note's text without its command lines. */
  body: string;
  update: UpdateIssueInput;
  timeEstimate?: number;
  /** Seconds to log, or `reset` to bring the total back to zero. */
  spend?: number | 'reset';
  /** `/promote`: the issue becomes an epic of its project's group. */
  promoteToEpic?: boolean;
  commandsChanges: Record<string, unknown>;
  messages: string[];
}

export interface QuickActionRights {
  /** `update_issue`: close, reopen, retitle. */
  canUpdate: boolean;
  /** `admin_issue`: assignees, estimates, due dates, confidentiality, locking. */
  canAdmin: boolean;
  /** `/promote`: see canPromoteIssue. */
  canPromote: boolean;
}

type Command = (arg: string, out: QuickActionOutcome, ctx: SubgraphContext, issue: Issue) => Promise<boolean> | boolean;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const usernames = (arg: string) => arg.split(/[\s,]+/).map((name) => name.replace(/^@/, '')).filter(Boolean);

/** Gitlab::QuickActions::IssueActions and IssuableActions (the issue subset Forgegraph runs). Each returns false when its argument is unusable. */
const COMMANDS: Record<string, { right: keyof QuickActionRights; run: Command }> = {
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
  estimate: { right: 'canAdmin', run: estimate },
  remove_estimate: { right: 'canAdmin', run: (_, out) => record(out, { timeEstimate: 0 }, { time_estimate: 0 }, 'Removed time estimate.') },
  spend: { right: 'canAdmin', run: spend },
  promote: { right: 'canPromote', run: (_, out) => record(out, { promoteToEpic: true }, { promote_to_epic: true }, 'Promoted issue to an epic.') },
  remove_time_spent: { right: 'canAdmin', run: (_, out, ctx) => record(out, { spend: 'reset' }, { spend_time: { duration: 'reset', user_id: ctx.actor.userId } }, 'Removed spent time.') },
};

/** What a command does: issue fields, or time tracking. */
type Effect = UpdateIssueInput | Pick<QuickActionOutcome, 'timeEstimate' | 'spend' | 'promoteToEpic'>;

function record(out: QuickActionOutcome, effect: Effect, changes: Record<string, unknown>, message: string): boolean {
  if ('timeEstimate' in effect || 'spend' in effect || 'promoteToEpic' in effect) Object.assign(out, effect);
  else Object.assign(out.update, effect);
  Object.assign(out.commandsChanges, changes);
  out.messages.push(message);
  return true;
}

async function assign(arg: string, out: QuickActionOutcome, ctx: SubgraphContext): Promise<boolean> {
  const names = usernames(arg);
  const ids: number[] = [];
  for (const name of names) {
    const id = name === 'me' ? ctx.actor.userId : await userIdByUsername(ctx, name);
    if (id !== null) ids.push(id);
  }
  if (!ids.length) return false;
  return record(out, { assigneeIds: ids }, { assignee_ids: ids }, `Assigned ${names.map((name) => `@${name === 'me' ? ctx.actor.username : name}`).join(' and ')}.`);
}

function estimate(arg: string, out: QuickActionOutcome): boolean {
  const seconds = parseDuration(arg);
  if (seconds === null || seconds < 0) return false;
  return record(out, { timeEstimate: seconds }, { time_estimate: seconds }, `Set time estimate to ${humanDuration(seconds) ?? '0h'}.`);
}

function spend(arg: string, out: QuickActionOutcome, ctx: SubgraphContext): boolean {
  const seconds = parseDuration(arg.split(/\s+(?=\d{4}-\d{2}-\d{2}$)/)[0]);
  if (!seconds) return false;
  const verb = seconds > 0 ? 'Added' : 'Subtracted';
  return record(out, { spend: seconds }, { spend_time: { duration: seconds, user_id: ctx.actor.userId } }, `${verb} ${humanDuration(Math.abs(seconds))} spent time.`);
}

/**
 * QuickActions::InterpretService: each line `/command args` the caller may run is taken out of the
 * note and applied; commands the caller may not run, unknown ones and those in code blocks stay as text.
 */
export async function interpretQuickActions(ctx: SubgraphContext, text: string, issue: Issue, rights: QuickActionRights): Promise<QuickActionOutcome> {
  const out: QuickActionOutcome = { body: '', update: {}, commandsChanges: {}, messages: [] };
  const kept: string[] = [];
  let inCode = false;
  for (const line of text.split('\n')) {
    if (/^\s*```/.test(line)) inCode = !inCode;
    const match = inCode ? null : /^\/(\w+)(?:[ \t]+(.*))?$/.exec(line.trim());
    const command = match && COMMANDS[match[1]];
    if (command && rights[command.right] && (await command.run((match[2] ?? '').trim(), out, ctx, issue))) continue;
    kept.push(line);
  }
  out.body = kept.join('\n').trim();
  return out;
}
