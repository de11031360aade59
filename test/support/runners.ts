import { eventually } from './expectations';
import { listPipelines } from './pipelines';
import type { HttpClient } from './http-client';

/** A runner created through `POST /user/runners` (as the given user), with its glrt- token. */
export async function createRunner(api: HttpClient, body: Record<string, unknown>): Promise<{ id: number; token: string }> {
  const created = await api.post('/user/runners', { body });
  if (created.status !== 201) throw new Error(`runner creation failed: ${created.status} ${created.text}`);
  return created.body;
}

/** `POST /jobs/request` as gitlab-runner sends it (the token in the body, JSON). */
export function requestJob(api: HttpClient, token: string, extra: Record<string, unknown> = {}) {
  return api.as(null).post('/jobs/request', {
    headers: { 'RUNNER-TOKEN': token, accept: 'application/json' },
    body: { token, system_id: 's_000000000001', info: { name: 'gitlab-runner', version: '18.0.0', features: { variables: true } }, ...extra },
  });
}

/** `PATCH /jobs/:id/trace` as the runner sends it: text/plain, `Content-Range: start-end`, JOB-TOKEN. */
export function patchTrace(api: HttpClient, jobId: number, token: string, text: string, start: number) {
  const headers: Record<string, string> = { 'job-token': token, 'content-type': 'text/plain', 'content-range': `${start}-${start + Buffer.byteLength(text) - 1}` };
  return api.as(null).patch(`/jobs/${jobId}/trace`, { headers, body: text });
}

/** `PUT /jobs/:id` as the runner sends it. */
export function updateJob(api: HttpClient, jobId: number, token: string, body: Record<string, unknown>) {
  return api.as(null).put(`/jobs/${jobId}`, { headers: { 'job-token': token }, body: { token, ...body } });
}

/** The push pipeline of a commit, waited for longer than `pushPipelineOf` does (runner tests share a loaded machine). */
export function pushPipeline(api: HttpClient, projectId: number, sha: string): Promise<any> {
  return eventually(async () => (await listPipelines(api, projectId, `?sha=${sha}&source=push`))[0], 60_000, 200);
}
