import { compositeStatus } from '../status/composite-status';
import { isCompleted } from '../status/statuses';

/** What processing needs of a (latest) job. */
export interface ProcessableJob {
  id: number;
  name: string;
  stageIdx: number;
  status: string;
  when: string;
  allowFailure: boolean;
  /** Null: stage scheduling; else the names of the jobs it needs (DAG). */
  needs: string[] | null;
}

export interface StatusChange {
  id: number;
  status: string;
}

/**
 * One pass of Ci::PipelineProcessing::AtomicProcessingService over a pipeline's latest jobs: each
 * `created` job whose predecessors are complete (earlier stages' jobs, or its needs) moves on as
 * Ci::ProcessBuildService decides by its `when` (reference §2.2). Stages are walked in order over
 * the statuses as they change, so one pass settles everything that can be settled now. Pure.
 */
export function processJobs(jobs: ProcessableJob[]): StatusChange[] {
  const statuses = new Map(jobs.map((job) => [job.id, job.status]));
  const current = (job: ProcessableJob) => ({ status: statuses.get(job.id)!, allowFailure: job.allowFailure });
  const byName = new Map(jobs.map((job) => [job.name, job]));
  const changes: StatusChange[] = [];
  const ordered = [...jobs].sort((a, b) => a.stageIdx - b.stageIdx || a.id - b.id);
  for (const job of ordered) {
    if (statuses.get(job.id) !== 'created') continue;
    const dag = job.needs !== null;
    const previous = dag
      ? job.needs!.map((name) => byName.get(name)).filter((need): need is ProcessableJob => need !== undefined)
      : ordered.filter((other) => other.stageIdx < job.stageIdx);
    const previousStatus = previous.length ? compositeStatus(previous.map(current), { dag })! : 'success';
    if (!isCompleted(previousStatus)) continue;
    const next = nextStatus(job, previousStatus, dag);
    statuses.set(job.id, next);
    changes.push({ id: job.id, status: next });
  }
  return changes;
}

/** Ci::ProcessBuildService: enqueue, make manual or schedule when the previous status allows, else skip. */
function nextStatus(job: ProcessableJob, previousStatus: string, dag: boolean): string {
  const valid = job.when === 'on_failure' ? ['failed']
    : job.when === 'always' ? ['success', 'failed', 'skipped']
      : dag ? ['success'] : ['success', 'skipped'];
  if (!valid.includes(previousStatus)) return 'skipped';
  if (job.when === 'manual') return 'manual';
  if (job.when === 'delayed') return 'scheduled';
  return 'pending';
}
