import type { GroupHookFields, GroupHookLogFields } from '../operations/fragments/group-hook';

const keysOf = (names: string[]) => names.map((key) => ({ key }));

/**
 * Entities::GroupHook (lib/api/entities/hook.rb + group_hook.rb): every event flag, and only the
 * names of URL variables and custom headers. The secret token is never part of it.
 */
export function presentGroupHook(hook: GroupHookFields) {
  return {
    id: Number(hook.id),
    url: hook.url,
    name: hook.name,
    description: hook.description,
    created_at: hook.createdAt,
    push_events: hook.pushEvents,
    tag_push_events: hook.tagPushEvents,
    merge_requests_events: hook.mergeRequestsEvents,
    repository_update_events: hook.repositoryUpdateEvents,
    enable_ssl_verification: hook.enableSslVerification,
    alert_status: hook.alertStatus,
    disabled_until: hook.disabledUntil,
    url_variables: keysOf(hook.urlVariableKeys),
    push_events_branch_filter: hook.pushEventsBranchFilter,
    branch_filter_strategy: hook.branchFilterStrategy,
    custom_webhook_template: hook.customWebhookTemplate,
    custom_headers: keysOf(hook.customHeaderKeys),
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

/** Entities::WebHookLog: one delivery attempt; `execution_duration` in seconds, `response_status` a string. */
export function presentWebHookLog(log: GroupHookLogFields) {
  return {
    id: Number(log.id),
    url: log.url,
    trigger: log.trigger,
    request_headers: log.requestHeaders,
    request_data: log.requestData,
    response_headers: log.responseHeaders,
    response_body: log.responseBody,
    execution_duration: log.executionDuration,
    response_status: log.responseStatus,
    created_at: log.createdAt,
  };
}
