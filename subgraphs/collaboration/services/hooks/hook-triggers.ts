import type { EventFlag } from '../../entities/web-hook.entity';

/**
 * GitLab's hook triggers (WebHook.triggers): the name an event is delivered under, mapped to the
 * flag that opts a hook in. The name also gives the `X-Gitlab-Event` header and the log's `trigger`.
 */
export const HOOK_TRIGGERS = {
  push_hooks: 'pushEvents',
  tag_push_hooks: 'tagPushEvents',
  issue_hooks: 'issuesEvents',
  confidential_issue_hooks: 'confidentialIssuesEvents',
  note_hooks: 'noteEvents',
  confidential_note_hooks: 'confidentialNoteEvents',
  merge_request_hooks: 'mergeRequestsEvents',
  job_hooks: 'jobEvents',
  pipeline_hooks: 'pipelineEvents',
  wiki_page_hooks: 'wikiPageEvents',
  deployment_hooks: 'deploymentEvents',
  feature_flag_hooks: 'featureFlagEvents',
  release_hooks: 'releasesEvents',
  milestone_hooks: 'milestoneEvents',
  emoji_hooks: 'emojiEvents',
  resource_access_token_hooks: 'resourceAccessTokenEvents',
  vulnerability_hooks: 'vulnerabilityEvents',
  member_hooks: 'memberEvents',
  subgroup_hooks: 'subgroupEvents',
  project_hooks: 'projectEvents',
} as const satisfies Record<string, EventFlag>;

export type HookTrigger = keyof typeof HOOK_TRIGGERS;

/** The flag's column, for SQL (a fixed identifier from the table above, never user input). */
export function flagColumnOf(trigger: HookTrigger): string {
  return HOOK_TRIGGERS[trigger].replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** WebHookService.hook_to_event: `member_hooks` → `Member Hook`, `merge_request_hooks` → `Merge Request Hook`. */
export function eventHeaderOf(trigger: string): string {
  return trigger.replace(/s$/, '').split('_').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

export function isHookTrigger(name: string): name is HookTrigger {
  return Object.prototype.hasOwnProperty.call(HOOK_TRIGGERS, name);
}
