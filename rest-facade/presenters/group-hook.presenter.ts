import type { GroupHookFields } from '../operations/fragments/group-hook';
import { presentHook } from './hook.presenter';

/** Entities::GroupHook (lib/api/entities/hook.rb + group_hook.rb): every event flag of a group hook. */
export function presentGroupHook(hook: GroupHookFields) {
  return {
    ...presentHook(hook),
    group_id: Number(hook.groupId),
    issues_events: hook.issuesEvents,
    confidential_issues_events: hook.confidentialIssuesEvents,
    note_events: hook.noteEvents,
    confidential_note_events: hook.confidentialNoteEvents,
    pipeline_events: hook.pipelineEvents,
    wiki_page_events: hook.wikiPageEvents,
    job_events: hook.jobEvents,
    deployment_events: hook.deploymentEvents,
    feature_flag_events: hook.featureFlagEvents,
    releases_events: hook.releasesEvents,
    milestone_events: hook.milestoneEvents,
    subgroup_events: hook.subgroupEvents,
    emoji_events: hook.emojiEvents,
    resource_access_token_events: hook.resourceAccessTokenEvents,
    member_events: hook.memberEvents,
    vulnerability_events: hook.vulnerabilityEvents,
    project_events: hook.projectEvents,
  };
}
