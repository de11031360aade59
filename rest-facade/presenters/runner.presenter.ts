import type { RunnerDetailsFields, RunnerFields, RunnerManagerFields } from '../operations/fragments/runner';
import { presentUserBasic } from './user.presenter';

/**
 * Entities::Ci::Runner. `ip_address` is always null (GitLab stopped exposing it), `name` is not kept for
 * runners created through the API, and `created_by` is shown as UserBasic.
 */
export function presentRunner(runner: RunnerFields) {
  return {
    id: Number(runner.id),
    description: runner.description,
    ip_address: null,
    active: !runner.paused,
    paused: runner.paused,
    is_shared: runner.runnerType === 'instance_type',
    runner_type: runner.runnerType,
    name: null,
    online: runner.online,
    ...(runner.creator ? { created_by: presentUserBasic(runner.creator) } : {}),
    created_at: runner.createdAt,
    status: runner.status,
    job_execution_status: runner.jobExecutionStatus,
  };
}

/** Entities::Ci::RunnerDetails: version and platform from the newest manager; the note only for those who may update. */
export function presentRunnerDetails(runner: RunnerDetailsFields) {
  const manager = runner.latestManager;
  return {
    ...presentRunner(runner),
    tag_list: runner.tagList,
    run_untagged: runner.runUntagged,
    locked: runner.locked,
    maximum_timeout: runner.maximumTimeout,
    access_level: runner.accessLevel,
    version: manager?.version ?? null,
    revision: manager?.revision ?? null,
    platform: manager?.platform ?? null,
    architecture: manager?.architecture ?? null,
    contacted_at: runner.contactedAt,
    maintenance_note: runner.viewerCanUpdate ? runner.maintenanceNote : null,
    projects: runner.projects.map((project) => ({
      id: Number(project.id),
      name: project.name,
      name_with_namespace: project.nameWithNamespace,
      path: project.path,
      path_with_namespace: project.pathWithNamespace,
    })),
    groups: runner.groups.map((group) => ({ id: Number(group.id), web_url: group.webUrl, name: group.name })),
  };
}

const ONLINE_MS = 2 * 60 * 60 * 1000;
const STALE_MS = 7 * 24 * 60 * 60 * 1000;

/** Ci::RunnerManager#status from the two times the fragment carries (same rules as the runner's). */
function managerStatus(manager: RunnerManagerFields, now = Date.now()): string {
  const contacted = manager.contactedAt ? Date.parse(manager.contactedAt) : null;
  if (Math.max(Date.parse(manager.createdAt), contacted ?? 0) <= now - STALE_MS) return 'stale';
  if (contacted === null) return 'never_contacted';
  return contacted > now - ONLINE_MS ? 'online' : 'offline';
}

/** Entities::Ci::RunnerManager. */
export function presentRunnerManager(manager: RunnerManagerFields) {
  return {
    id: Number(manager.id),
    system_id: manager.systemId,
    version: manager.version,
    revision: manager.revision,
    platform: manager.platform,
    architecture: manager.architecture,
    created_at: manager.createdAt,
    contacted_at: manager.contactedAt,
    ip_address: manager.ipAddress,
    status: managerStatus(manager),
  };
}
