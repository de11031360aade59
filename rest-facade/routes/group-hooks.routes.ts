import { STATUS_CODES } from 'node:http';
import { CreateGroupHook, DeleteGroupHook, GroupHook, GroupHookLogs, GroupHooks, ResendGroupHookLog, TestGroupHook, UpdateGroupHook } from '../operations/group-webhooks';
import { p, type ParamSchema } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentGroupHook, presentWebHookLog } from '../presenters/group-hook.presenter';
import { defineRoutes, route } from './route';

const EVENT_FLAGS = [
  'push_events', 'issues_events', 'confidential_issues_events', 'merge_requests_events', 'tag_push_events', 'note_events',
  'confidential_note_events', 'job_events', 'pipeline_events', 'project_events', 'wiki_page_events', 'deployment_events',
  'feature_flag_events', 'releases_events', 'subgroup_events', 'emoji_events', 'resource_access_token_events', 'member_events',
  'vulnerability_events', 'enable_ssl_verification',
];
const TEXT_SETTINGS = ['name', 'description', 'push_events_branch_filter', 'token', 'custom_webhook_template', 'branch_filter_strategy'];
const KEY_VALUE_SETTINGS = ['url_variables', 'custom_headers'];

/** Grape's `Array do requires :key; requires :value end`: each entry needs both. */
const KEY_VALUES = p.array(p.hash({ key: p.string().required(), value: p.string().required() }));

/** `group_hook_properties` of ee/lib/api/group_hooks.rb. */
const HOOK_SETTING_PARAMS: ParamSchema = {
  ...Object.fromEntries(EVENT_FLAGS.map((flag) => [flag, p.boolean()])),
  ...Object.fromEntries(TEXT_SETTINGS.map((name) => [name, p.string()])),
  branch_filter_strategy: p.string().values(['wildcard', 'regex', 'all_branches']),
  url_variables: KEY_VALUES,
  custom_headers: KEY_VALUES,
};

/** `ProjectHook.triggers` values, which API::Hooks::TriggerTest accepts for group hooks too. */
const TEST_TRIGGERS = [
  'push_events', 'tag_push_events', 'issues_events', 'confidential_issues_events', 'note_events', 'confidential_note_events',
  'merge_requests_events', 'job_events', 'pipeline_events', 'wiki_page_events', 'deployment_events', 'feature_flag_events',
  'releases_events', 'emoji_events', 'resource_access_token_events', 'vulnerability_events',
];

/** API::Hooks::Events `status`: an HTTP status code or a category. */
const LOG_STATUSES = [...Object.keys(STATUS_CODES), 'successful', 'client_failure', 'server_failure'];

/** Only the declared settings that were given reach the operation (absent stays absent). */
const HOOK_INPUT = { pick: [...EVENT_FLAGS, ...TEXT_SETTINGS, 'url', ...KEY_VALUE_SETTINGS] };

const GROUP_ID = { id: p.string().required() };
const HOOK_ID = { ...GROUP_ID, hook_id: p.integer().required() };
const IN_GROUP = { pick: ['id'], rename: { id: 'groupRef' } };
const HOOK = { pick: ['id', 'hook_id'], rename: { id: 'groupRef' } };

/** doc/api/group_webhooks.md (group hooks are Owners' and administrators'). */
export const groupHookRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/groups/:id/hooks',
    auth: 'required',
    pagination: 'offset',
    params: GROUP_ID,
    operation: GroupHooks,
    variables: (params) => toVariables(params, IN_GROUP),
    present: presentGroupHook,
  }),
  route({
    method: 'GET',
    path: '/groups/:id/hooks/:hook_id',
    auth: 'required',
    params: HOOK_ID,
    operation: GroupHook,
    variables: (params) => toVariables(params, HOOK),
    present: presentGroupHook,
  }),
  route({
    method: 'POST',
    path: '/groups/:id/hooks',
    auth: 'required',
    params: { ...GROUP_ID, url: p.string().required(), ...HOOK_SETTING_PARAMS },
    operation: CreateGroupHook,
    variables: (params) => ({ ...toVariables(params, IN_GROUP), input: toVariables(params, HOOK_INPUT) }),
    present: presentGroupHook,
  }),
  route({
    method: 'PUT',
    path: '/groups/:id/hooks/:hook_id',
    auth: 'required',
    // Spec 001 §4.6: `url` is required on update. `service_access_tokens_expiration_enforced` is in
    // the documented body but is no hook setting, so it is accepted and has no effect.
    params: { ...HOOK_ID, url: p.string().required(), ...HOOK_SETTING_PARAMS, service_access_tokens_expiration_enforced: p.boolean() },
    operation: UpdateGroupHook,
    variables: (params) => ({ ...toVariables(params, HOOK), input: toVariables(params, HOOK_INPUT) }),
    present: presentGroupHook,
  }),
  route({
    method: 'DELETE',
    path: '/groups/:id/hooks/:hook_id',
    auth: 'required',
    params: HOOK_ID,
    operation: DeleteGroupHook,
    variables: (params) => toVariables(params, HOOK),
  }),
  route({
    method: 'POST',
    path: '/groups/:id/hooks/:hook_id/test/:trigger',
    auth: 'required',
    params: { ...HOOK_ID, trigger: p.string().required().values(TEST_TRIGGERS) },
    operation: TestGroupHook,
    variables: (params) => toVariables(params, { ...HOOK, pick: [...HOOK.pick, 'trigger'] }),
    // GitLab's `created!`.
    present: () => ({ message: '201 Created' }),
  }),
  route({
    method: 'GET',
    path: '/groups/:id/hooks/:hook_id/events',
    auth: 'required',
    pagination: 'offset',
    params: {
      ...HOOK_ID,
      status: p.array(p.string()).commaSeparated().values(LOG_STATUSES),
      // lib/api/hooks/events.rb allows at most 20 per page.
      per_page: p.integer().default(20).range(1, 20),
    },
    operation: GroupHookLogs,
    variables: (params) => ({ ...toVariables(params, HOOK), filter: toVariables(params, { pick: ['status'], rename: { status: 'statuses' } }) }),
    present: presentWebHookLog,
  }),
  route({
    method: 'POST',
    path: '/groups/:id/hooks/:hook_id/events/:hook_log_id/resend',
    auth: 'required',
    params: { ...HOOK_ID, hook_log_id: p.integer().required() },
    operation: ResendGroupHookLog,
    variables: (params) => toVariables(params, { pick: [...HOOK.pick, 'hook_log_id'], rename: { ...HOOK.rename, hook_log_id: 'logId' } }),
    // Entities::RetryWebhookEvent.
    present: (result) => ({ response_status: result.responseStatus }),
  }),
]);
