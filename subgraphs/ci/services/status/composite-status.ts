/**
 * The status of a set of jobs (a pipeline's, a stage's, a job's needs): Gitlab::Ci::Status::Composite,
 * reference §2.3. Failed or canceled jobs that may fail count as `success_with_warnings`, manual ones
 * that may fail as `ignored`; then the first rule matching the set of values wins. Callers pass only
 * latest jobs (retried ones are left out).
 */
export interface StatusInput {
  status: string;
  allowFailure: boolean;
}

type Bucket = string;

function bucketOf(job: StatusInput): Bucket {
  if (job.allowFailure && (job.status === 'failed' || job.status === 'canceled')) return 'success_with_warnings';
  if (job.allowFailure && job.status === 'manual') return 'ignored';
  return job.status;
}

/** `dag`: the status a DAG job waits on; one skipped or ignored need makes it `skipped`, an incomplete one `pending`. */
export function compositeStatus(jobs: StatusInput[], options: { dag?: boolean } = {}): string | null {
  if (!jobs.length) return null;
  const set = new Set(jobs.map(bucketOf));
  const only = (...allowed: Bucket[]) => [...set].every((bucket) => allowed.includes(bucket));
  const any = (...wanted: Bucket[]) => wanted.some((bucket) => set.has(bucket));
  if (options.dag && any('skipped', 'ignored')) return 'skipped';
  // A DAG job waits until every need is complete.
  if (options.dag && !only('success', 'failed', 'canceled', 'skipped', 'success_with_warnings')) return 'pending';
  if (only('skipped', 'ignored')) return 'skipped';
  if (only('success', 'skipped', 'success_with_warnings', 'ignored')) return 'success';
  if (only('created', 'success_with_warnings', 'ignored')) return 'created';
  if (only('preparing', 'success_with_warnings', 'ignored')) return 'preparing';
  if (only('canceled', 'success', 'skipped', 'success_with_warnings', 'ignored')) return 'canceled';
  if (only('pending', 'created', 'skipped', 'success_with_warnings', 'ignored')) return 'pending';
  if (any('running', 'pending')) return 'running';
  if (any('waiting_for_resource')) return 'waiting_for_resource';
  if (any('waiting_for_callback')) return 'waiting_for_callback';
  if (any('manual')) return 'manual';
  if (any('scheduled')) return 'scheduled';
  if (any('preparing')) return 'preparing';
  if (any('created')) return 'running';
  if (any('canceling')) return 'canceling';
  return 'failed';
}
