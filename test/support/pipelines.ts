import type { HttpClient } from './http-client';
import { eventually } from './expectations';

/**
 * Commits files to a branch through the commits API (creating or updating each), which is a push
 * for CI: it returns the new commit's sha. `start_branch` makes a new branch from `main`.
 */
export async function commitFiles(api: HttpClient, projectId: number, files: Record<string, string>, options: { branch?: string; message?: string; startBranch?: string } = {}): Promise<string> {
  const branch = options.branch ?? 'main';
  const ref = options.startBranch ?? branch;
  const actions = await Promise.all(Object.entries(files).map(async ([path, content]) => {
    const existing = await api.get(`/projects/${projectId}/repository/files/${encodeURIComponent(path)}?ref=${encodeURIComponent(ref)}`);
    return { action: existing.status === 200 ? 'update' : 'create', file_path: path, content };
  }));
  const res = await api.post(`/projects/${projectId}/repository/commits`, {
    body: { branch, commit_message: options.message ?? 'Update CI', actions, ...(options.startBranch ? { start_branch: options.startBranch } : {}) },
  });
  if (res.status !== 201) throw new Error(`commit failed: ${res.status} ${res.text}`);
  return res.body.id;
}

/** The project's pipelines (newest first), as the API lists them. */
export async function listPipelines(api: HttpClient, projectId: number, query = ''): Promise<any[]> {
  const res = await api.get(`/projects/${projectId}/pipelines${query}`);
  if (res.status !== 200) throw new Error(`list pipelines failed: ${res.status} ${res.text}`);
  return res.body;
}

/** Waits for the push pipeline of a commit (the ci subgraph reacts to the push event). */
export function pushPipelineOf(api: HttpClient, projectId: number, sha: string): Promise<any> {
  return eventually(async () => (await listPipelines(api, projectId, `?sha=${sha}&source=push`))[0]);
}

/** The pipeline's jobs by name → status. */
export async function jobStatuses(api: HttpClient, projectId: number, pipelineId: number): Promise<Record<string, string>> {
  const res = await api.get(`/projects/${projectId}/pipelines/${pipelineId}/jobs?per_page=100`);
  if (res.status !== 200) throw new Error(`jobs failed: ${res.status} ${res.text}`);
  return Object.fromEntries((res.body as any[]).map((job) => [job.name, job.status]));
}
