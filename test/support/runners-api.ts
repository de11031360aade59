import type { HttpClient } from './http-client';
import { runSql } from './factories';
import type { TestService } from './service';

/** `POST /runners/verify` as gitlab-runner sends it: records the contact (`contacted_at`) and the manager's info. */
export async function verifyRunner(api: HttpClient, token: string, info: Record<string, unknown> = {}, systemId = 's_000000000001'): Promise<void> {
  const res = await api.as(null).post('/runners/verify', { body: { token, system_id: systemId, info: { name: 'gitlab-runner', ...info } } });
  if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${res.text}`);
}

/** Moves a runner's times into the past (stale and offline runners without waiting days). */
export async function ageRunner(service: TestService, runnerId: number, times: { createdHoursAgo?: number; contactedHoursAgo?: number | null }): Promise<void> {
  const url = service.server.backend.databaseUrl;
  if (times.createdHoursAgo !== undefined) {
    await runSql(url, `update ci.runners set created_at = now() - make_interval(hours => $2) where id = $1`, [runnerId, times.createdHoursAgo]);
  }
  if (times.contactedHoursAgo !== undefined) {
    const value = times.contactedHoursAgo === null ? null : times.contactedHoursAgo;
    await runSql(url, `update ci.runners set contacted_at = case when $2::int is null then null else now() - make_interval(hours => $2::int) end where id = $1`, [runnerId, value]);
  }
}

/** The ids of a runner list answer, for include/exclude assertions. */
export function idsOf(res: { status: number; body: any; text: string }): number[] {
  if (res.status !== 200) throw new Error(`list failed: ${res.status} ${res.text}`);
  return (res.body as Array<{ id: number }>).map((runner) => runner.id);
}
