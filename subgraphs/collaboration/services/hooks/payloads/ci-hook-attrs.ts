import type { HookBuild } from '../../domains/ci.client';
import type { HookUser } from './hook-users';
import { xmlschema } from './hook-users';
import { userHookAttrs } from './issue-events';
import { projectHookAttrs, type HookProject } from './project-hook-attrs';

/**
 * A time as CI hooks carry it: GitLab queues hook data through Sidekiq's JSON, where a Time becomes
 * `Time#to_s` (`2016-08-12 15:23:28 UTC`), as in webhook_events.md#pipeline-events.
 */
export function hookTime(value: string | null): string | null {
  return value === null ? null : `${new Date(value).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** The `_iso` companions of job hooks (`Time#iso8601`). */
export const isoTime = (value: string | null): string | null => (value === null ? null : xmlschema(value));

/** Project#hook_attrs(backward: false): without the deprecated homepage/url/ssh_url/http_url keys. */
export function ciProjectHookAttrs(subject: HookProject, externalUrl: string): Record<string, unknown> {
  const { homepage: _homepage, url: _url, ssh_url: _sshUrl, http_url: _httpUrl, ...attrs } = projectHookAttrs(subject, externalUrl);
  return attrs;
}

/** Users of a hook by id, as `user.hook_attrs` (null for none). */
export type HookUsers = Map<number, HookUser>;
export const hookUserOf = (users: HookUsers, ref: { id: string } | null) => {
  const user = ref ? users.get(Number(ref.id)) : undefined;
  return user ? userHookAttrs(user) : null;
};

/** Gitlab::DataBuilder::Pipeline#build_hook_attrs: no runners or artifacts exist yet, so those are empty. */
export function buildHookAttrs(build: HookBuild, users: HookUsers): Record<string, unknown> {
  return {
    id: Number(build.id),
    stage: build.stage,
    name: build.name,
    status: build.status,
    created_at: hookTime(build.createdAt),
    started_at: hookTime(build.startedAt),
    finished_at: hookTime(build.finishedAt),
    duration: build.duration,
    queued_duration: build.queuedDuration,
    failure_reason: build.status === 'failed' ? build.failureReason : null,
    when: build.when,
    // Ci::Build#action?: manual and delayed jobs.
    manual: build.when === 'manual' || build.when === 'delayed',
    allow_failure: build.allowFailure,
    user: hookUserOf(users, build.user),
    runner: null,
    artifacts_file: { filename: null, size: null },
    environment: null,
  };
}

/** Gitlab::Ci::Status labels of the core statuses (a pipeline's `detailed_status` when it has moved on since). */
export const STATUS_LABELS: Record<string, string> = {
  created: 'created', waiting_for_resource: 'waiting for resource', preparing: 'preparing', pending: 'pending', running: 'running',
  success: 'passed', failed: 'failed', canceling: 'canceling', canceled: 'canceled', skipped: 'skipped', manual: 'manual action', scheduled: 'delayed',
};
