import { expectGitlabError } from '../support/expectations';
import { addMember, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { createSnippet } from '../support/snippets';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;
let reporter: Awaited<ReturnType<typeof createUserWithClient>>;
let guest: Awaited<ReturnType<typeof createUserWithClient>>;
let stranger: Awaited<ReturnType<typeof createUserWithClient>>;
let privateProject: CreatedProject;
let publicProject: CreatedProject;

// A whole service boots here; on a loaded machine that can take longer than jest's default 30 s.
beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
  reporter = await createUserWithClient(service.api);
  guest = await createUserWithClient(service.api);
  stranger = await createUserWithClient(service.api);
  privateProject = await createProject(owner.client, { visibility: 'private' });
  publicProject = await createProject(owner.client, { visibility: 'public' });
  for (const project of [privateProject, publicProject]) {
    await addMember(owner.client, `projects/${project.id}`, reporter.user.id, 20);
    await addMember(owner.client, `projects/${project.id}`, guest.user.id, 10);
  }
}, 120_000);
afterAll(async () => {
  await service?.stop();
});

const base = () => service.url.replace('127.0.0.1', 'localhost');
const ids = (body: Array<{ id: number }>) => body.map((s) => s.id);

describe('POST /projects/:id/snippets', () => {
  it('creates a project snippet with project URLs (Reporter and above)', async () => {
    const res = await reporter.client.post(`/projects/${privateProject.id}/snippets`, {
      body: { title: 'Deploy notes', visibility: 'private', files: [{ file_path: 'deploy.sh', content: 'echo deploy\n' }] },
    });
    expect(res.status).toBe(201);
    const path = privateProject.path_with_namespace;
    const web = `${base()}/${path}/-/snippets/${res.body.id}`;
    expect(res.body).toMatchObject({
      title: 'Deploy notes', visibility: 'private', project_id: privateProject.id, web_url: web, raw_url: `${web}/raw`,
      ssh_url_to_repo: `git@localhost:${path}/snippets/${res.body.id}.git`, http_url_to_repo: `${base()}/${path}/snippets/${res.body.id}.git`,
      file_name: 'deploy.sh', files: [{ path: 'deploy.sh', raw_url: `${web}/raw/main/deploy.sh` }],
    });
    expect(res.body.author.id).toBe(reporter.user.id);
  });

  it('answers 403 to a Guest, 404 to a non-member of a private project, 400 without visibility', async () => {
    const body = { title: 'x', visibility: 'private', file_name: 'a', content: 'b' };
    expectGitlabError(await guest.client.post(`/projects/${privateProject.id}/snippets`, { body }), 403, { message: '403 Forbidden' });
    expectGitlabError(await stranger.client.post(`/projects/${privateProject.id}/snippets`, { body }), 404, { message: '404 Project Not Found' });
    expectGitlabError(await stranger.client.post(`/projects/${publicProject.id}/snippets`, { body }), 403, { message: '403 Forbidden' });
    expectGitlabError(await owner.client.post(`/projects/${privateProject.id}/snippets`, { body: { title: 'x', file_name: 'a', content: 'b' } }), 400,
      { error: 'visibility is missing' });
  });

  it('answers 403 on every snippet route when the project disables snippets', async () => {
    const project = await createProject(owner.client, { visibility: 'public' });
    const snippet = await createSnippet(owner.client, { visibility: 'public' }, project.id);
    const update = await owner.client.put(`/projects/${project.id}`, { body: { snippets_access_level: 'disabled' } });
    expect(update.status).toBe(200);
    expectGitlabError(await owner.client.get(`/projects/${project.id}/snippets`), 403, { message: '403 Forbidden' });
    expectGitlabError(await owner.client.get(`/projects/${project.id}/snippets/${snippet.id}`), 403, { message: '403 Forbidden' });
    expectGitlabError(await owner.client.get(`/snippets/${snippet.id}`), 404, { message: '404 Snippet Not Found' });
  });
});

describe('reading project snippets', () => {
  it('shows private snippets to members only and public ones of a public project to anyone', async () => {
    const secret = await createSnippet(owner.client, { visibility: 'private' }, publicProject.id);
    const open = await createSnippet(owner.client, { visibility: 'public' }, publicProject.id);
    expect(ids((await guest.client.get(`/projects/${publicProject.id}/snippets`)).body)).toEqual(expect.arrayContaining([secret.id, open.id]));
    const strangerList = ids((await stranger.client.get(`/projects/${publicProject.id}/snippets`)).body);
    expect(strangerList).toContain(open.id);
    expect(strangerList).not.toContain(secret.id);
    expectGitlabError(await stranger.client.get(`/projects/${publicProject.id}/snippets/${secret.id}`), 404, { message: '404 Snippet Not Found' });
    expect((await stranger.client.get(`/projects/${publicProject.id}/snippets/${open.id}`, { token: null })).body.id).toBe(open.id);
    expect((await stranger.client.get(`/projects/${publicProject.id}/snippets/${open.id}/raw`, { token: null })).text).toBe('puts 1\n');
    expect((await guest.client.get(`/projects/${publicProject.id}/snippets/${secret.id}/files/main/hello.rb/raw`)).text).toBe('puts 1\n');
  });

  it('hides every snippet of a private project from non-members as 404 Project', async () => {
    const open = await createSnippet(owner.client, { visibility: 'public' }, privateProject.id);
    expectGitlabError(await stranger.client.get(`/projects/${privateProject.id}/snippets`), 404, { message: '404 Project Not Found' });
    expectGitlabError(await stranger.client.get(`/projects/${privateProject.id}/snippets/${open.id}`), 404, { message: '404 Project Not Found' });
    expectGitlabError(await stranger.client.get(`/snippets/${open.id}`), 404, { message: '404 Snippet Not Found' });
    expect((await reporter.client.get(`/snippets/${open.id}`)).body.project_id).toBe(privateProject.id);
  });

  it("answers 404 for another project's snippet id", async () => {
    const snippet = await createSnippet(owner.client, { visibility: 'public' }, publicProject.id);
    expectGitlabError(await owner.client.get(`/projects/${privateProject.id}/snippets/${snippet.id}`), 404, { message: '404 Snippet Not Found' });
  });
});

describe('PUT and DELETE /projects/:id/snippets/:snippet_id', () => {
  it('lets the author and Maintainers update and delete, not other members', async () => {
    const snippet = await createSnippet(reporter.client, { visibility: 'internal' }, privateProject.id);
    expectGitlabError(await guest.client.put(`/projects/${privateProject.id}/snippets/${snippet.id}`, { body: { title: 'no' } }), 403, { message: '403 Forbidden' });
    const byAuthor = await reporter.client.put(`/projects/${privateProject.id}/snippets/${snippet.id}`, {
      body: { files: [{ action: 'update', file_path: 'hello.rb', content: 'puts 3\n' }] },
    });
    expect(byAuthor.status).toBe(200);
    const byOwner = await owner.client.put(`/projects/${privateProject.id}/snippets/${snippet.id}`, { body: { title: 'Owned' } });
    expect(byOwner.body.title).toBe('Owned');
    expect((await owner.client.get(`/projects/${privateProject.id}/snippets/${snippet.id}/raw`)).text).toBe('puts 3\n');
    expectGitlabError(await guest.client.delete(`/projects/${privateProject.id}/snippets/${snippet.id}`), 403, { message: '403 Forbidden' });
    expect((await owner.client.delete(`/projects/${privateProject.id}/snippets/${snippet.id}`)).status).toBe(204);
    expectGitlabError(await owner.client.get(`/projects/${privateProject.id}/snippets/${snippet.id}`), 404, { message: '404 Snippet Not Found' });
  });

  it('lets the author update their project snippet through the personal API (SnippetsFinder by author)', async () => {
    const snippet = await createSnippet(owner.client, { visibility: 'public' }, publicProject.id);
    const res = await owner.client.put(`/snippets/${snippet.id}`, { body: { title: 'via personal' } });
    expect(res.status).toBe(200);
    expect(res.body.project_id).toBe(publicProject.id);
  });
});
