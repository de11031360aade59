import type { SubgraphContext } from '@forgegraph/platform';
import { userIdByUsername } from '../domains/identity.client';
import { humanDuration, parseDuration } from '../issues/time-tracking-format';

/** What a note's quick actions do to its issuable (`update`, an issue or merge request input), and what GitLab reports of them. */
export interface QuickActionOutcome<U> {
  /** The note's text without its command lines. */
  body: string;
  update: U;
  timeEstimate?: number;
  /** Seconds to log, or `reset` to bring the total back to zero. */
  spend?: number | 'reset';
  /** `/promote`: the issue becomes an epic of its project's group. */
  promoteToEpic?: boolean;
  /** `/merge`: the merge request is merged once the note is written. */
  merge?: boolean;
  /** `/approve`, `/unapprove`. */
  approval?: 'approve' | 'unapprove';
  commandsChanges: Record<string, unknown>;
  messages: string[];
}

/** The effects that are not fields of the update input. */
type Effects = Pick<QuickActionOutcome<unknown>, 'timeEstimate' | 'spend' | 'promoteToEpic' | 'merge' | 'approval'>;
const EFFECT_KEYS = ['timeEstimate', 'spend', 'promoteToEpic', 'merge', 'approval'];

/** One command: the right it needs (a key of the caller's rights) and what it does; false when its argument is unusable. */
export interface QuickAction<T, U, R extends string> {
  right: R;
  run(arg: string, out: QuickActionOutcome<U>, ctx: SubgraphContext, target: T): Promise<boolean> | boolean;
}

export type QuickActions<T, U, R extends string> = Record<string, QuickAction<T, U, R>>;

/** Records a command's effect, its `commands_changes` and its execution message. */
export function record<U>(out: QuickActionOutcome<U>, effect: Partial<U> | Effects, changes: Record<string, unknown>, message: string): boolean {
  if (Object.keys(effect).some((key) => EFFECT_KEYS.includes(key))) Object.assign(out, effect);
  else Object.assign(out.update as object, effect);
  Object.assign(out.commandsChanges, changes);
  out.messages.push(message);
  return true;
}

export const usernames = (arg: string) => arg.split(/[\s,]+/).map((name) => name.replace(/^@/, '')).filter(Boolean);

/** The ids of `@name` arguments (`me` is the caller) that exist, with the names as GitLab references them. */
export async function extractUsers(ctx: SubgraphContext, arg: string): Promise<Array<{ id: number; reference: string }>> {
  const users: Array<{ id: number; reference: string }> = [];
  for (const name of usernames(arg)) {
    const id = name === 'me' ? ctx.actor.userId : await userIdByUsername(ctx, name);
    if (id !== null) users.push({ id, reference: `@${name === 'me' ? ctx.actor.username : name}` });
  }
  return users;
}

/** Ruby's Array#to_sentence: `a`, `a and b`, `a, b, and c`. */
export function toSentence(words: string[]): string {
  if (words.length <= 2) return words.join(' and ');
  return `${words.slice(0, -1).join(', ')}, and ${words[words.length - 1]}`;
}

/** /estimate, /remove_estimate, /spend and /remove_time_spent (IssueAndMergeRequestActions), for any time-tracked issuable. */
export function timeTrackingActions<T, U, R extends string>(right: R): QuickActions<T, U, R> {
  const estimate = (arg: string, out: QuickActionOutcome<U>) => {
    const seconds = parseDuration(arg);
    if (seconds === null || seconds < 0) return false;
    if (seconds === 0) return record(out, { timeEstimate: 0 }, { time_estimate: 0 }, 'Removed time estimate.');
    return record(out, { timeEstimate: seconds }, { time_estimate: seconds }, `Set time estimate to ${humanDuration(seconds)}.`);
  };
  const spend = (arg: string, out: QuickActionOutcome<U>, ctx: SubgraphContext) => {
    const seconds = parseDuration(arg.split(/\s+(?=\d{4}-\d{2}-\d{2}$)/)[0]);
    if (!seconds) return false;
    const verb = seconds > 0 ? 'Added' : 'Subtracted';
    return record(out, { spend: seconds }, { spend_time: { duration: seconds, user_id: ctx.actor.userId } }, `${verb} ${humanDuration(Math.abs(seconds))} spent time.`);
  };
  const removeEstimate = (_: string, out: QuickActionOutcome<U>) => record(out, { timeEstimate: 0 }, { time_estimate: 0 }, 'Removed time estimate.');
  const removeSpent = (_: string, out: QuickActionOutcome<U>, ctx: SubgraphContext) =>
    record(out, { spend: 'reset' }, { spend_time: { duration: 'reset', user_id: ctx.actor.userId } }, 'Removed spent time.');
  return {
    estimate: { right, run: estimate }, estimate_time: { right, run: estimate },
    remove_estimate: { right, run: removeEstimate }, remove_time_estimate: { right, run: removeEstimate },
    spend: { right, run: spend }, spent: { right, run: spend }, spend_time: { right, run: spend },
    remove_time_spent: { right, run: removeSpent },
  };
}

/**
 * QuickActions::InterpretService: each line `/command args` the caller may run is taken out of the
 * note and applied; commands the caller may not run, unknown ones and those in code blocks stay as text.
 */
export async function interpretQuickActions<T, U, R extends string>(ctx: SubgraphContext, text: string, target: T, options: {
  commands: QuickActions<T, U, R>; rights: Record<R, boolean>; update: U;
}): Promise<QuickActionOutcome<U>> {
  const out: QuickActionOutcome<U> = { body: '', update: options.update, commandsChanges: {}, messages: [] };
  const kept: string[] = [];
  let inCode = false;
  for (const line of text.split('\n')) {
    if (/^\s*```/.test(line)) inCode = !inCode;
    const match = inCode ? null : /^\/(\w+)(?:[ \t]+(.*))?$/.exec(line.trim());
    const command = match && Object.hasOwn(options.commands, match[1]) ? options.commands[match[1]] : null;
    if (command && options.rights[command.right] && (await command.run((match![2] ?? '').trim(), out, ctx, target))) continue;
    kept.push(line);
  }
  out.body = kept.join('\n').trim();
  return out;
}
