import { query, type JobDefinition, type SubgraphContext, type SubgraphRuntime } from '@forgegraph/platform';
import { T } from '../tables';
import { EXPIRE_PROJECT_ARTIFACTS_JOB } from './artifact-actions.service';
import { keepsLatestArtifacts } from './artifact-limits';
import { artifactStore } from './artifact-store';

export const REMOVE_EXPIRED_ARTIFACTS_JOB = 'ci.remove-expired-artifacts';
/** How often expired artifacts are swept (GitLab's ExpireBuildArtifactsWorker runs every 7 minutes). */
const SWEEP_EVERY_SECONDS = 7 * 60;
/** One sweep waits at a time: the stately queue keeps one waiting job per key, however many boots send it. */
const SWEEP_KEY = 'sweep';
const BATCH = 500;

/**
 * Artifacts that belong to the newest successful pipeline of their ref (or one of its child pipelines):
 * GitLab's "locked" artifacts, kept while `keep_latest_artifact` is on. `$1`: the project, or null for all.
 */
const LOCKED_JOBS = `select j.id from ${T.jobs} j join ${T.pipelines} p on p.id = j.pipeline_id
  where coalesce(p.parent_pipeline_id, p.id) in (
    select distinct on (l.project_id, l.ref) l.id from ${T.pipelines} l
     where l.status = 'success' and l.parent_pipeline_id is null and ($1::int is null or l.project_id = $1::int)
     order by l.project_id, l.ref, l.id desc)`;

/** Removes expired artifacts (rows, then files), in batches; never job logs, never locked ones when kept. */
export async function removeExpiredArtifacts(ctx: SubgraphContext, projectId: number | null): Promise<number> {
  const keepLatest = await keepsLatestArtifacts(ctx);
  const store = artifactStore(ctx);
  let removed = 0;
  for (;;) {
    const rows = await query<{ object_key: string }>(ctx.em, `delete from ${T.jobArtifacts} where id in (
        select a.id from ${T.jobArtifacts} a
         where a.expire_at <= now() and a.file_type <> 'trace' and ($1::int is null or a.project_id = $1::int)
           ${keepLatest ? `and a.job_id not in (${LOCKED_JOBS})` : ''}
         limit ${BATCH}) returning object_key`.replace(/\$1/g, '?'), Array(keepLatest ? 4 : 2).fill(projectId));
    await Promise.all(rows.map((row) => store.delete(row.object_key)));
    removed += rows.length;
    if (rows.length < BATCH) return removed;
  }
}

/** Sets every deletable artifact of a project to expire now, then removes them (DELETE /projects/:id/artifacts). */
async function expireProjectArtifacts(ctx: SubgraphContext, projectId: number): Promise<void> {
  const keepLatest = await keepsLatestArtifacts(ctx);
  await query(ctx.em, `update ${T.jobArtifacts} set expire_at = now()
     where project_id = ? and file_type <> 'trace' and (expire_at is null or expire_at > now())
       ${keepLatest ? `and job_id not in (${LOCKED_JOBS.replace(/\$1/g, '?')})` : ''}`, keepLatest ? [projectId, projectId, projectId] : [projectId]);
  await removeExpiredArtifacts(ctx, projectId);
}

/**
 * The periodic sweep, as a delayed job queued by each upload that can expire and re-queued while expiring
 * artifacts remain (pg-boss's cron clock outlived `stop` under jest, and an idle instance needs no sweep).
 */
export const removeExpiredArtifactsJob: JobDefinition<{ projectId?: number }> = {
  name: REMOVE_EXPIRED_ARTIFACTS_JOB,
  policy: 'stately',
  run: async (data, ctx) => {
    await removeExpiredArtifacts(ctx, data.projectId ?? null);
    const [pending] = await query<{ any: boolean }>(ctx.em, `select exists (select 1 from ${T.jobArtifacts} where expire_at is not null) as any`);
    if (pending?.any) await scheduleArtifactSweep(ctx.runtime);
  },
};

/** Queues the next sweep, unless one already waits. */
export async function scheduleArtifactSweep(runtime: SubgraphRuntime): Promise<void> {
  await runtime.jobs.send(REMOVE_EXPIRED_ARTIFACTS_JOB, {}, { singletonKey: SWEEP_KEY, startAfterSeconds: SWEEP_EVERY_SECONDS });
}

export const expireProjectArtifactsJob: JobDefinition<{ projectId: number }> = {
  name: EXPIRE_PROJECT_ARTIFACTS_JOB,
  run: (data, ctx) => expireProjectArtifacts(ctx, data.projectId),
};
