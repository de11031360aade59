import type { ProjectHookFields } from '../operations/fragments/project-hook';
import { presentHook } from './hook.presenter';

/** Entities::ProjectHook (lib/api/entities/hook.rb + project_hook.rb): every event flag of a project hook. */
export function presentProjectHook(hook: ProjectHookFields) {
  return {
    ...presentHook(hook),
    project_id: Number(hook.projectId),
    issues_events: hook.issuesEvents,
    confidential_issues_events: hook.confidentialIssuesEvents,
    note_events: hook.noteEvents,
    confidential_note_events: hook.confidentialNoteEvents,
    pipeline_events: hook.pipelineEvents,
    wiki_page_events: hook.wikiPageEvents,
    deployment_events: hook.deploymentEvents,
    feature_flag_events: hook.featureFlagEvents,
    job_events: hook.jobEvents,
    releases_events: hook.releasesEvents,
    milestone_events: hook.milestoneEvents,
    emoji_events: hook.emojiEvents,
    resource_access_token_events: hook.resourceAccessTokenEvents,
    resource_deploy_token_events: hook.resourceDeployTokenEvents,
    vulnerability_events: hook.vulnerabilityEvents,
  };
}
