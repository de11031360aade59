import { STATUS_CODES } from 'node:http';
import type { WebHookLogFields } from '../operations/fragments/web-hook';
import type { Operation } from '../operations/operation';
import { p, type ParamSchema } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentWebHookLog } from '../presenters/hook.presenter';
import type { Route } from './route';

/** Settings every hook kind takes besides its event flags (`url` apart). */
const TEXT_SETTINGS = ['name', 'description', 'push_events_branch_filter', 'token', 'custom_webhook_template', 'branch_filter_strategy'];
const KEY_VALUE_SETTINGS = ['url_variables', 'custom_headers'];

/** Grape's `Array do requires :key; requires :value end`: each entry needs both. */
const KEY_VALUES = p.array(p.hash({ key: p.string().required(), value: p.string().required() }));

/** `ProjectHook.triggers` values, which API::Hooks::TriggerTest accepts for group hooks too. */
const TEST_TRIGGERS = [
  'push_events', 'tag_push_events', 'issues_events', 'confidential_issues_events', 'note_events', 'confidential_note_events',
  'merge_requests_events', 'job_events', 'pipeline_events', 'wiki_page_events', 'deployment_events', 'feature_flag_events',
  'releases_events', 'emoji_events', 'resource_access_token_events', 'vulnerability_events',
];

/** API::Hooks::Events `status`: an HTTP status code or a category. */
const LOG_STATUSES = [...Object.keys(STATUS_CODES), 'successful', 'client_failure', 'server_failure'];

/** One hook kind's routes: group hooks (doc/api/group_webhooks.md) or project hooks (doc/api/project_webhooks.md). */
export interface WebHookRouteKind<H> {
  /** The path's first segment. */
  resource: 'groups' | 'projects';
  /** What the operations call `:id`. */
  refVariable: 'groupRef' | 'projectRef';
  /** The boolean settings the kind takes (`group_hook_properties` / `project_hook_properties`). */
  flags: string[];
  /** Params PUT accepts besides the settings. */
  updateParams?: ParamSchema;
  /** The kind's operations: those answering hooks select what `present` reads (the build checks it). */
  operations: {
    list: Operation<Record<string, { nodes: H[] }>>;
    get: Operation<Record<string, H>>;
    create: Operation<Record<string, H>>;
    update: Operation<Record<string, H>>;
    delete: Operation;
    test: Operation;
    logs: Operation<Record<string, { nodes: WebHookLogFields[] }>>;
    resend: Operation<Record<string, { responseStatus: number }>>;
  };
  present: (hook: H) => unknown;
}

/**
 * The hook routes GitLab mounts for both kinds (lib/api/group_hooks.rb, lib/api/project_hooks.rb and
 * the shared API::Hooks::TriggerTest, Events and ResendHook): list, get, create, update, delete,
 * test, logs and resend.
 */
export function webHookRoutes<H>(kind: WebHookRouteKind<H>): Route[] {
  const base = `/${kind.resource}/:id/hooks`;
  const settingParams: ParamSchema = {
    ...Object.fromEntries(kind.flags.map((flag) => [flag, p.boolean()])),
    ...Object.fromEntries(TEXT_SETTINGS.map((name) => [name, p.string()])),
    branch_filter_strategy: p.string().values(['wildcard', 'regex', 'all_branches']),
    url_variables: KEY_VALUES,
    custom_headers: KEY_VALUES,
  };
  // Only the declared settings that were given reach the operation (absent stays absent).
  const hookInput = { pick: [...kind.flags, ...TEXT_SETTINGS, 'url', ...KEY_VALUE_SETTINGS] };
  const ownerId = { id: p.string().required() };
  const hookId = { ...ownerId, hook_id: p.integer().required() };
  const inOwner = { pick: ['id'], rename: { id: kind.refVariable } };
  const hook = { pick: ['id', 'hook_id'], rename: { id: kind.refVariable } };
  const { operations: ops } = kind;
  // WebHookRouteKind ties each presenter to its operation's answer (route()'s inference cannot see
  // through the generic H), so these are plain Route objects.
  const present = kind.present as Route['present'];
  return [
    {
      method: 'GET', path: base, auth: 'required', pagination: 'offset', params: ownerId,
      operation: ops.list, variables: (params) => toVariables(params, inOwner), present,
    },
    {
      method: 'GET', path: `${base}/:hook_id`, auth: 'required', params: hookId,
      operation: ops.get, variables: (params) => toVariables(params, hook), present,
    },
    {
      method: 'POST',
      path: base,
      auth: 'required',
      params: { ...ownerId, url: p.string().required(), ...settingParams },
      operation: ops.create,
      variables: (params) => ({ ...toVariables(params, inOwner), input: toVariables(params, hookInput) }),
      present,
    },
    {
      method: 'PUT',
      path: `${base}/:hook_id`,
      auth: 'required',
      // Spec 001 §4.6: `url` is required on update.
      params: { ...hookId, url: p.string().required(), ...settingParams, ...kind.updateParams },
      operation: ops.update,
      variables: (params) => ({ ...toVariables(params, hook), input: toVariables(params, hookInput) }),
      present,
    },
    {
      method: 'DELETE', path: `${base}/:hook_id`, auth: 'required', params: hookId,
      operation: ops.delete, variables: (params) => toVariables(params, hook),
    },
    {
      method: 'POST',
      path: `${base}/:hook_id/test/:trigger`,
      auth: 'required',
      params: { ...hookId, trigger: p.string().required().values(TEST_TRIGGERS) },
      operation: ops.test,
      variables: (params) => toVariables(params, { ...hook, pick: [...hook.pick, 'trigger'] }),
      // GitLab's `created!`.
      present: () => ({ message: '201 Created' }),
    },
    {
      method: 'GET',
      path: `${base}/:hook_id/events`,
      auth: 'required',
      pagination: 'offset',
      params: {
        ...hookId,
        status: p.array(p.string()).commaSeparated().values(LOG_STATUSES),
        // lib/api/hooks/events.rb allows at most 20 per page.
        per_page: p.integer().default(20).range(1, 20),
      },
      operation: ops.logs,
      variables: (params) => ({ ...toVariables(params, hook), filter: toVariables(params, { pick: ['status'], rename: { status: 'statuses' } }) }),
      present: presentWebHookLog as Route['present'],
    },
    {
      method: 'POST',
      path: `${base}/:hook_id/events/:hook_log_id/resend`,
      auth: 'required',
      params: { ...hookId, hook_log_id: p.integer().required() },
      operation: ops.resend,
      variables: (params) => toVariables(params, { pick: [...hook.pick, 'hook_log_id'], rename: { ...hook.rename, hook_log_id: 'logId' } }),
      // Entities::RetryWebhookEvent.
      present: ((result: { responseStatus: number }) => ({ response_status: result.responseStatus })) as Route['present'],
    },
  ];
}
