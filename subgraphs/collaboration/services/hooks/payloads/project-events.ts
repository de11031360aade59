import type { ProjectEventPayload } from '@forgegraph/platform';
import { visibilityName } from '../../../entities/visibility';
import type { HookEvent } from '../hook-events';
import { xmlschema, type HookUser } from './hook-users';

/**
 * Gitlab::HookData::ProjectBuilder (webhook_events.md#project-events): the Project Hook payload for
 * a project created in or deleted from a group, `owners` being the group hierarchy's Owners.
 */
export function projectHookEvent(event: ProjectEventPayload, owners: HookUser[], action: 'create' | 'destroy'): HookEvent {
  const { project, namespace } = event;
  return {
    groupPath: namespace.traversalIds,
    trigger: 'project_hooks',
    payload: {
      event_name: `project_${action}`,
      created_at: xmlschema(project.createdAt),
      updated_at: xmlschema(project.updatedAt),
      name: project.name,
      path: project.path,
      path_with_namespace: `${namespace.fullPath}/${project.path}`,
      project_id: project.id,
      project_namespace_id: namespace.id,
      owners: owners.map((user) => ({ name: user.name, email: user.webhookEmail })),
      project_visibility: visibilityName(project.visibilityLevel),
    },
  };
}
