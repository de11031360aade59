import {
  CreateProjectHook, DeleteProjectHook, ProjectHook, ProjectHookLogs, ProjectHooks, ResendProjectHookLog, TestProjectHook, UpdateProjectHook,
} from '../operations/project-webhooks';
import { presentProjectHook } from '../presenters/project-hook.presenter';
import { defineRoutes } from './route';
import { webHookRoutes } from './web-hook-routes';

/** `project_hook_properties` of lib/api/project_hooks.rb (with EE's vulnerability_events): the event flags. */
const PROJECT_HOOK_FLAGS = [
  'push_events', 'issues_events', 'confidential_issues_events', 'merge_requests_events', 'tag_push_events', 'note_events',
  'confidential_note_events', 'job_events', 'pipeline_events', 'wiki_page_events', 'deployment_events', 'feature_flag_events',
  'releases_events', 'milestone_events', 'emoji_events', 'resource_access_token_events', 'resource_deploy_token_events',
  'vulnerability_events', 'enable_ssl_verification',
];

/** doc/api/project_webhooks.md (project hooks are Maintainers' and administrators': admin_project). */
export const projectHookRoutes = defineRoutes(webHookRoutes({
  resource: 'projects',
  refVariable: 'projectRef',
  flags: PROJECT_HOOK_FLAGS,
  operations: {
    list: ProjectHooks, get: ProjectHook, create: CreateProjectHook, update: UpdateProjectHook, delete: DeleteProjectHook,
    test: TestProjectHook, logs: ProjectHookLogs, resend: ResendProjectHookLog,
  },
  present: presentProjectHook,
}));
