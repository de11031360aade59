import type { Runner } from '../../entities/runner.entity';

/** Ci::Runner::ONLINE_CONTACT_TIMEOUT: a runner heard from within this is online. */
export const ONLINE_CONTACT_TIMEOUT_MS = 2 * 60 * 60 * 1000;
/** Ci::Runner::STALE_TIMEOUT: neither created nor heard from within this, a runner is stale. */
export const STALE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;

export type RunnerStatus = 'online' | 'offline' | 'stale' | 'never_contacted' | 'paused';

/** Ci::Runner#online?. */
export function isRunnerOnline(runner: Runner, now = Date.now()): boolean {
  return !!runner.contactedAt && runner.contactedAt.getTime() > now - ONLINE_CONTACT_TIMEOUT_MS;
}

/** Ci::Runner#stale?: the later of creation and last contact is older than the stale timeout. */
export function isRunnerStale(runner: Runner, now = Date.now()): boolean {
  const last = Math.max(runner.createdAt.getTime(), runner.contactedAt?.getTime() ?? 0);
  return last <= now - STALE_TIMEOUT_MS;
}

/** Ci::Runner#deprecated_rest_status, the REST `status`: a paused runner that has been in contact is `paused`. */
export function runnerRestStatus(runner: Runner, now = Date.now()): RunnerStatus {
  if (isRunnerStale(runner, now)) return 'stale';
  if (!runner.contactedAt) return 'never_contacted';
  if (runner.paused) return 'paused';
  return isRunnerOnline(runner, now) ? 'online' : 'offline';
}

/**
 * Ci::Runner's scopes behind the `scope`, `type` and `status` filters, as SQL over `r` (runners). Deprecated
 * `specific` and `shared` are the legacy type names; `active` and `paused` the legacy statuses.
 */
export const RUNNER_SCOPE_SQL: Readonly<Record<string, string>> = {
  instance_type: `r.runner_type = 'instance_type'`,
  group_type: `r.runner_type = 'group_type'`,
  project_type: `r.runner_type = 'project_type'`,
  shared: `r.runner_type = 'instance_type'`,
  specific: `r.runner_type in ('group_type', 'project_type')`,
  active: 'not r.paused',
  paused: 'r.paused',
  online: `r.contacted_at > now() - interval '2 hours'`,
  offline: `r.contacted_at <= now() - interval '2 hours'`,
  never_contacted: 'r.contacted_at is null',
  stale: `r.created_at <= now() - interval '7 days' and (r.contacted_at is null or r.contacted_at <= now() - interval '7 days')`,
};

/** Ci::Runner::AVAILABLE_STATUSES_INCL_DEPRECATED: what `GET /runners` accepts as `scope`. */
export const OWNED_RUNNER_SCOPES = ['active', 'paused', 'online', 'offline', 'never_contacted', 'stale'];
