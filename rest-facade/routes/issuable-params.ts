import type { Params } from '../params/parse-params';
import { toVariables } from '../params/to-variables';

/**
 * An issuable list's filter variables: the picked params (`assignee_username` becomes
 * `assigneeUsernames`, inside `not[...]` too, as the finders' inputs name it).
 */
export function issuableFilterOf(params: Params, pick: string[]) {
  const not = params.not as Record<string, unknown> | undefined;
  const negated = not && { ...not, assignee_usernames: not.assignee_username, assignee_username: undefined };
  return toVariables({ ...params, not: negated }, { pick, rename: { assignee_username: 'assigneeUsernames' }, skipNull: true });
}
