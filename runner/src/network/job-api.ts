import { HttpTransport } from './http-transport';
import { runnerInfo } from './runner-info';

export type JobState = 'running' | 'success' | 'failed';

export interface JobUpdate {
  state: JobState;
  failureReason?: string;
  exitCode?: number;
  checksum: string;
  bytesize: number;
}

/**
 * How the server answered a job call, reduced the way gitlab-runner reduces it
 * (`createUpdateJobResult`, `createPatchTraceResult`): `Job-Status: canceled|failed` or 403 aborts the job at once,
 * `Job-Status: canceling` asks for a graceful cancel (after_script still runs).
 */
export interface RemoteJobState {
  updateIntervalSeconds: number | null;
  isAborted: boolean;
  isCancelRequested: boolean;
}

export type UpdateOutcome = 'succeeded' | 'accepted' | 'trace-validation-failed' | 'abort' | 'failed';
export type PatchOutcome = 'succeeded' | 'range-mismatch' | 'not-found' | 'abort' | 'failed';

/** The job-token calls that report on a running job: `PUT /jobs/:id` and `PATCH /jobs/:id/trace`. */
export class JobApi {
  constructor(private readonly transport: HttpTransport, readonly jobId: number, private readonly jobToken: string) {}

  async update(update: JobUpdate): Promise<RemoteJobState & { outcome: UpdateOutcome }> {
    const body: Record<string, unknown> = {
      info: runnerInfo(), token: this.jobToken, state: update.state,
      checksum: update.checksum, output: { checksum: update.checksum, bytesize: update.bytesize },
    };
    if (update.failureReason) body.failure_reason = update.failureReason;
    // gitlab-runner's UpdateJobRequest has `exit_code,omitempty`.
    if (update.exitCode) body.exit_code = update.exitCode;
    try {
      const response = await this.transport.send(`jobs/${this.jobId}`, {
        method: 'PUT', headers: { 'Content-Type': 'application/json', 'JOB-TOKEN': this.jobToken }, body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      const remote = readRemoteState(response);
      return { ...remote, outcome: updateOutcome(response.status, remote) };
    } catch {
      return { updateIntervalSeconds: null, isAborted: false, isCancelRequested: false, outcome: 'failed' };
    }
  }

  /** Sends `content` as the trace bytes from `offset`; `sentOffset` is where the next patch must start. */
  async patchTrace(content: Buffer, offset: number): Promise<RemoteJobState & { outcome: PatchOutcome; sentOffset: number }> {
    const headers = {
      'Content-Type': 'text/plain', 'JOB-TOKEN': this.jobToken,
      // No `bytes ` unit: gitlab-runner sends `<start>-<end>` with an inclusive end.
      'Content-Range': `${offset}-${offset + content.length - 1}`,
    };
    try {
      const response = await this.transport.send(`jobs/${this.jobId}/trace?debug_trace=false`, { method: 'PATCH', headers, body: new Uint8Array(content) });
      await response.arrayBuffer();
      const remote = readRemoteState(response);
      if (remote.isAborted) return { ...remote, outcome: 'abort', sentOffset: offset };
      if (response.status === 202) return { ...remote, outcome: 'succeeded', sentOffset: offset + content.length };
      if (response.status === 404) return { ...remote, outcome: 'not-found', sentOffset: offset };
      if (response.status === 416) return { ...remote, outcome: 'range-mismatch', sentOffset: rangeEnd(response.headers.get('Range')) };
      return { ...remote, outcome: 'failed', sentOffset: offset };
    } catch {
      return { updateIntervalSeconds: null, isAborted: false, isCancelRequested: false, outcome: 'failed', sentOffset: offset };
    }
  }
}

function readRemoteState(response: Response): RemoteJobState {
  const jobStatus = response.headers.get('Job-Status') ?? '';
  const interval = Number.parseInt(response.headers.get('X-GitLab-Trace-Update-Interval') ?? '', 10);
  return {
    updateIntervalSeconds: Number.isFinite(interval) && interval > 0 ? interval : null,
    isAborted: jobStatus === 'canceled' || jobStatus === 'failed' || response.status === 403,
    isCancelRequested: jobStatus === 'canceling',
  };
}

function updateOutcome(status: number, remote: RemoteJobState): UpdateOutcome {
  if (remote.isAborted) return 'abort';
  if (status === 200) return 'succeeded';
  if (status === 202) return 'accepted';
  if (status === 412) return 'trace-validation-failed';
  if (status === 404) return 'abort';
  return 'failed';
}

/** The server's length from a `Range: 0-<length>` header (gitlab-runner's `NewOffset`); 0 when unreadable. */
function rangeEnd(range: string | null): number {
  const end = Number.parseInt((range ?? '').split('-')[1] ?? '', 10);
  return Number.isFinite(end) && end >= 0 ? end : 0;
}
