import type { HttpClient } from './http-client';

/** Creates an epic through `POST /groups/:id/epics`, failing the test on anything but 201. */
export async function createEpic(client: HttpClient, groupId: number, body: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const res = await client.post(`/groups/${groupId}/epics`, { body: { title: 'An epic', ...body } });
  if (res.status !== 201) throw new Error(`create epic failed: ${res.status} ${res.text}`);
  return res.body;
}

/** Creates an issue through `POST /projects/:id/issues`. */
export async function createIssue(client: HttpClient, projectId: number, body: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const res = await client.post(`/projects/${projectId}/issues`, { body: { title: 'An issue', ...body } });
  if (res.status !== 201) throw new Error(`create issue failed: ${res.status} ${res.text}`);
  return res.body;
}

/** The iids of a list answer, in order. */
export const iidsOf = (body: Array<{ iid: number }>) => body.map((item) => item.iid);
