import type { BranchFilterStrategy } from '../../entities/web-hook.entity';

export interface BranchFilter {
  push_events_branch_filter: string | null;
  branch_filter_strategy: BranchFilterStrategy;
}

/**
 * WebHook#executable_for_branch? (doc/user/project/integrations/webhooks.md#filter-push-events-by-branch):
 * no filter or `all_branches` takes every branch; `wildcard` matches the whole name with `*` for
 * any run of characters; `regex` matches anywhere in the name.
 */
export function matchesBranchFilter(hook: BranchFilter, branch: string): boolean {
  const filter = hook.push_events_branch_filter;
  if (!filter || hook.branch_filter_strategy === 'all_branches') return true;
  if (hook.branch_filter_strategy === 'regex') {
    try {
      return new RegExp(filter).test(branch);
    } catch {
      return false;
    }
  }
  const pattern = filter.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${pattern}$`).test(branch);
}
