import type { HttpClient } from './http-client';

/** Creates a personal snippet (or a project snippet with `projectId`) through the API and returns its JSON. */
export async function createSnippet(client: HttpClient, body: Record<string, unknown> = {}, projectId?: number): Promise<Record<string, any>> {
  const path = projectId === undefined ? '/snippets' : `/projects/${projectId}/snippets`;
  const res = await client.post(path, { body: { title: 'A snippet', visibility: 'private', files: [{ file_path: 'hello.rb', content: 'puts 1\n' }], ...body } });
  if (res.status !== 201) throw new Error(`createSnippet failed: ${res.status} ${res.text}`);
  return res.body;
}
