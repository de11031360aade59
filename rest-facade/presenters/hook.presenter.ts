import type { GroupHookFields } from '../operations/fragments/group-hook';
import type { ProjectHookFields } from '../operations/fragments/project-hook';
import type { WebHookLogFields } from '../operations/fragments/web-hook';

const keysOf = (names: string[]) => names.map((key) => ({ key }));

/**
 * Entities::Hook (lib/api/entities/hook.rb), what group and project hooks show alike: only the
 * names of URL variables and custom headers. The secret token is never part of it.
 */
export function presentHook(hook: GroupHookFields | ProjectHookFields) {
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
  };
}

/** Entities::WebHookLog: one delivery attempt; `execution_duration` in seconds, `response_status` a string. */
export function presentWebHookLog(log: WebHookLogFields) {
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
