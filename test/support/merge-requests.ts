import type { HttpClient } from './http-client';

/** Commits one file change on `branch` (created from `from` when given) through the commits API; returns the commit. */
export async function commitFile(client: HttpClient, projectId: number, branch: string, file: { path: string; content: string; action?: string }, from?: string) {
  const res = await client.post(`/projects/${projectId}/repository/commits`, {
    body: {
      branch, ...(from ? { start_branch: from } : {}), commit_message: `Change ${file.path} on ${branch}`,
      actions: [{ action: file.action ?? 'create', file_path: file.path, content: file.content }],
    },
  });
  if (res.status !== 201) throw new Error(`commit on ${branch} failed: ${res.status} ${res.text}`);
  return res.body as { id: string; short_id: string; title: string };
}

/** Opens a merge request through the API and returns its body (throws unless 201). */
export async function openMergeRequest(client: HttpClient, projectId: number, body: Record<string, unknown>) {
  const res = await client.post(`/projects/${projectId}/merge_requests`, { body: { target_branch: 'main', title: 'A change', ...body } });
  if (res.status !== 201) throw new Error(`create merge request failed: ${res.status} ${res.text}`);
  return res.body;
}
