import { query, type SubgraphContext } from '@forgegraph/platform';
import { Pipeline } from '../../entities/pipeline.entity';
import { processPipeline } from '../processing/pipeline-processing.service';
import { T } from '../tables';

/** StuckCiJobsWorker's limit for builds nobody picks up (Ci::StuckBuilds::DropPendingService: 1 day). */
const PENDING_TIMEOUT_SECONDS = 24 * 60 * 60;

/**
 * Ci::StuckBuilds::DropRunningService and DropPendingService: running builds whose runner stopped updating them
 * (no trace patch or keep-alive for `runningTimeoutMs`; a killed runner) and builds pending for a day are failed
 * with `stuck_or_timeout_failure`, with a guarded update (only what is still running or pending), and their
 * pipelines settled. Returns how many were dropped.
 */
export async function dropStuckJobs(ctx: SubgraphContext, runningTimeoutMs: number): Promise<number> {
  return ctx.em.transactional(async (em) => {
    const dropped = await query<{ id: number; pipeline_id: number }>(em,
      `update ${T.jobs} set status = 'failed', failure_reason = 'stuck_or_timeout_failure', finished_at = now(), updated_at = now()
        where (status = 'running' and updated_at < now() - (? * interval '1 millisecond'))
           or (status = 'pending' and kind = 'build' and id in (
                select id from ${T.jobs} where status = 'pending' and kind = 'build' and queued_at < now() - (? * interval '1 second') limit 1000))
        returning id, pipeline_id`, [runningTimeoutMs, PENDING_TIMEOUT_SECONDS]);
    const pipelineIds = [...new Set(dropped.map((row) => row.pipeline_id))];
    for (const pipeline of await em.find(Pipeline, { id: { $in: pipelineIds } })) await processPipeline(em, pipeline);
    return dropped.length;
  });
}
