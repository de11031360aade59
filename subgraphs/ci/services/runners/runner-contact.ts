import type { EntityManager } from '@mikro-orm/postgresql';
import type { Runner } from '../../entities/runner.entity';
import { T } from '../tables';

/** What an authenticated runner call tells about the machine making it (`system_id`, `info`, the peer address). */
export interface RunnerContact {
  systemId?: string | null;
  ipAddress?: string | null;
  info?: RunnerInfo | null;
}

export interface RunnerInfo {
  name?: string | null;
  version?: string | null;
  revision?: string | null;
  platform?: string | null;
  architecture?: string | null;
  executor?: string | null;
}

/**
 * Writes are skipped within this many seconds of the last one: idle runners poll all the time, and
 * GitLab too refreshes `contacted_at` through a cache rather than on every call.
 */
const CONTACT_WRITE_INTERVAL_SECONDS = 60;

/**
 * Ci::Runner#heartbeat and the manager's: records the contact on the runner and upserts the manager of
 * `system_id` (created on its first call, GitLab's ensure_runner_manager). Returns the manager's id.
 */
export async function recordRunnerContact(em: EntityManager, runner: Runner, contact: RunnerContact): Promise<number | null> {
  const connection = em.getConnection();
  if (!runner.contactedAt || Date.now() - runner.contactedAt.getTime() > CONTACT_WRITE_INTERVAL_SECONDS * 1000) {
    await connection.execute(`update ${T.runners} set contacted_at = now() where id = ?`, [runner.id]);
  }
  if (!contact.systemId) return null;
  const info = contact.info ?? {};
  const rows = await connection.execute<Array<{ id: number }>>(
    `insert into ${T.runnerManagers} as m (runner_id, system_id, version, revision, platform, architecture, executor_type, ip_address, contacted_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, now())
     on conflict (runner_id, system_id) do update set version = excluded.version, revision = excluded.revision,
       platform = excluded.platform, architecture = excluded.architecture, executor_type = excluded.executor_type,
       ip_address = excluded.ip_address, contacted_at = now(), updated_at = now()
     where m.contacted_at is null or m.contacted_at < now() - interval '${CONTACT_WRITE_INTERVAL_SECONDS} seconds'
       or m.version is distinct from excluded.version
     returning id`,
    [runner.id, contact.systemId, info.version ?? null, info.revision ?? null, info.platform ?? null, info.architecture ?? null,
      info.executor ?? null, contact.ipAddress ?? null],
  );
  if (rows[0]) return rows[0].id;
  const existing = await connection.execute<Array<{ id: number }>>(`select id from ${T.runnerManagers} where runner_id = ? and system_id = ?`, [runner.id, contact.systemId]);
  return existing[0]?.id ?? null;
}
