import { Client } from 'pg';
import { eventually, expectGitlabError } from '../support/expectations';
import { createProject, createUserWithClient } from '../support/factories';
import { createSnippet } from '../support/snippets';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;

// A whole service boots here; on a loaded machine that can take longer than jest's default 30 s.
beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
}, 120_000);
afterAll(async () => {
  await service?.stop();
});

/** The snippet's row in the repository schema, or undefined once it is gone. */
async function snippetRow(id: number): Promise<{ disk_path: string } | undefined> {
  const client = new Client({ connectionString: service.server.backend.databaseUrl });
  await client.connect();
  try {
    return (await client.query('select disk_path from repository.snippets where id = $1', [id])).rows[0];
  } finally {
    await client.end();
  }
}

describe('GET /snippets/:id/user_agent_detail', () => {
  it("shows administrators the creating request's user agent and address", async () => {
    const res = await owner.client.post('/snippets', { headers: { 'user-agent': 'snippet-test/1.0' }, body: { title: 'ua', file_name: 'a', content: 'b' } });
    const detail = await service.api.get(`/snippets/${res.body.id}/user_agent_detail`);
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual({ user_agent: 'snippet-test/1.0', ip_address: expect.stringMatching(/127\.0\.0\.1/), akismet_submitted: false });
  });

  it('answers 403 to non-administrators and 404 for a missing snippet', async () => {
    const snippet = await createSnippet(owner.client);
    expectGitlabError(await owner.client.get(`/snippets/${snippet.id}/user_agent_detail`), 403, { message: '403 Forbidden' });
    expectGitlabError(await service.api.get('/snippets/999999999/user_agent_detail'), 404, { message: '404 Not found' });
  });

  it('answers for project snippets of the named project only', async () => {
    const project = await createProject(owner.client);
    const other = await createProject(owner.client);
    const snippet = await createSnippet(owner.client, {}, project.id);
    const detail = await service.api.get(`/projects/${project.id}/snippets/${snippet.id}/user_agent_detail`);
    expect(detail.status).toBe(200);
    expect(detail.body.akismet_submitted).toBe(false);
    expectGitlabError(await service.api.get(`/projects/${other.id}/snippets/${snippet.id}/user_agent_detail`), 404, { message: '404 Not found' });
    expectGitlabError(await owner.client.get(`/projects/${project.id}/snippets/${snippet.id}/user_agent_detail`), 403, { message: '403 Forbidden' });
  });
});

describe('a deleted project', () => {
  it('takes its snippets with it, records and repositories', async () => {
    const project = await createProject(owner.client);
    const snippet = await createSnippet(owner.client, { visibility: 'public' }, project.id);
    expect(await snippetRow(snippet.id)).toMatchObject({ disk_path: expect.stringMatching(/^@snippets\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}$/) });
    expect((await owner.client.delete(`/projects/${project.id}`)).status).toBe(202);
    await eventually(async () => ((await snippetRow(snippet.id)) ? undefined : true), 15_000);
    expectGitlabError(await service.api.get(`/snippets/${snippet.id}`), 404, { message: '404 Snippet Not Found' });
  });
});
