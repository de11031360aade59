import { CreateGroupHook, DeleteGroupHook, GroupHook, GroupHookLogs, GroupHooks, ResendGroupHookLog, TestGroupHook, UpdateGroupHook } from '../operations/group-webhooks';
import { p } from '../params/param';
import { presentGroupHook } from '../presenters/group-hook.presenter';
import { defineRoutes } from './route';
import { webHookRoutes } from './web-hook-routes';

/** `group_hook_properties` of ee/lib/api/group_hooks.rb: the event flags. */
const GROUP_HOOK_FLAGS = [
  'push_events', 'issues_events', 'confidential_issues_events', 'merge_requests_events', 'tag_push_events', 'note_events',
  'confidential_note_events', 'job_events', 'pipeline_events', 'project_events', 'wiki_page_events', 'deployment_events',
  'feature_flag_events', 'releases_events', 'subgroup_events', 'emoji_events', 'resource_access_token_events', 'member_events',
  'vulnerability_events', 'enable_ssl_verification',
];

/** doc/api/group_webhooks.md (group hooks are Owners' and administrators'). */
export const groupHookRoutes = defineRoutes(webHookRoutes({
  resource: 'groups',
  refVariable: 'groupRef',
  flags: GROUP_HOOK_FLAGS,
  // `service_access_tokens_expiration_enforced` is in the documented body but is no hook setting,
  // so it is accepted and has no effect.
  updateParams: { service_access_tokens_expiration_enforced: p.boolean() },
  operations: {
    list: GroupHooks, get: GroupHook, create: CreateGroupHook, update: UpdateGroupHook, delete: DeleteGroupHook,
    test: TestGroupHook, logs: GroupHookLogs, resend: ResendGroupHookLog,
  },
  present: presentGroupHook,
}));
