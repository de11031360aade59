import { HttpTransport, describeErrorBody } from './http-transport';
import type { JobPayload } from './job-payload';
import { runnerInfo } from './runner-info';

export interface RunnerCredentials {
  token: string;
  systemId: string;
}

export type VerifyResult =
  | { kind: 'verified'; id: number | null; tokenExpiresAt: string | null }
  | { kind: 'forbidden'; message: string }
  | { kind: 'error'; status: number; message: string };

export type JobRequestResult =
  | { kind: 'job'; job: JobPayload }
  | { kind: 'none'; lastUpdate: string | null }
  | { kind: 'forbidden'; message: string }
  | { kind: 'conflict' }
  | { kind: 'error'; status: number; message: string };

/** The runner-token calls of the protocol (`network/gitlab.go` `VerifyRunner`, `RequestJob`). */
export class RunnerApi {
  constructor(private readonly transport: HttpTransport, private readonly credentials: RunnerCredentials) {}

  async verify(): Promise<VerifyResult> {
    const { token, systemId } = this.credentials;
    const result = await this.transport.sendJson<{ id?: number; token_expires_at?: string | null }>('runners/verify', {
      method: 'POST', expectedStatus: 200, headers: { 'RUNNER-TOKEN': token },
      body: { token, system_id: systemId, info: runnerInfo() },
    });
    if (result.status === 200) return { kind: 'verified', id: result.body?.id ?? null, tokenExpiresAt: result.body?.token_expires_at ?? null };
    const message = describeErrorBody(result.text);
    if (result.status === 403) return { kind: 'forbidden', message };
    return { kind: 'error', status: result.status, message };
  }

  /** One job request; the server may hold it open (long polling) until a job comes or its window passes. */
  async requestJob(lastUpdate: string | null, signal?: AbortSignal): Promise<JobRequestResult> {
    const { token, systemId } = this.credentials;
    const body: Record<string, unknown> = { token, system_id: systemId, info: runnerInfo() };
    if (lastUpdate) body.last_update = lastUpdate;
    const result = await this.transport.sendJson<JobPayload>('jobs/request', {
      method: 'POST', expectedStatus: 201, headers: { 'RUNNER-TOKEN': token }, body, signal,
    });
    if (result.status === 201 && result.body) return { kind: 'job', job: result.body };
    if (result.status === 204) return { kind: 'none', lastUpdate: result.headers.get('X-GitLab-Last-Update') };
    if (result.status === 403) return { kind: 'forbidden', message: describeErrorBody(result.text) };
    if (result.status === 409) return { kind: 'conflict' };
    return { kind: 'error', status: result.status, message: describeErrorBody(result.text) || `HTTP ${result.status}` };
  }
}
