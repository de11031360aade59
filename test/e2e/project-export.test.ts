import { expectGitlabError } from '../support/expectations';
import { addMember, createProject, createUserWithClient } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { archiveEntries, downloadExport, exportProject, waitForExport } from '../support/transfer';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;
let developer: Awaited<ReturnType<typeof createUserWithClient>>;
let stranger: Awaited<ReturnType<typeof createUserWithClient>>;

beforeAll(async () => {
  service = await startTestService();
  [owner, developer, stranger] = await Promise.all([createUserWithClient(service.api), createUserWithClient(service.api), createUserWithClient(service.api)]);
});
afterAll(async () => {
  await service?.stop();
});

const base = () => service.url.replace('127.0.0.1', 'localhost');

const identity = (project: any) => ({
  id: project.id, description: project.description, name: project.name, name_with_namespace: project.name_with_namespace,
  path: project.path, path_with_namespace: project.path_with_namespace, created_at: project.created_at,
});

describe('GET /projects/:id/export', () => {
  it('answers the status record with export_status none and no _links before any export', async () => {
    const project = await createProject(owner.client, { description: 'Exported' });
    const res = await owner.client.get(`/projects/${project.id}/export`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...identity(project), export_status: 'none' });
    expect(Object.keys(res.body)).toEqual(['id', 'description', 'name', 'name_with_namespace', 'path', 'path_with_namespace', 'created_at', 'export_status']);
  });

  it('answers by full path as well as by id', async () => {
    const project = await createProject(owner.client);
    const res = await owner.client.get(`/projects/${encodeURIComponent(project.path_with_namespace)}/export`);
    expect(res.body).toEqual({ ...identity(project), export_status: 'none' });
  });

  it('is for Maintainers: 403 for a developer, 404 for a non-member of a private project, 401 anonymously', async () => {
    const project = await createProject(owner.client);
    await addMember(owner.client, `projects/${project.id}`, developer.user.id, 30);
    expectGitlabError(await developer.client.get(`/projects/${project.id}/export`), 403, { message: '403 Forbidden' });
    expectGitlabError(await developer.client.post(`/projects/${project.id}/export`), 403, { message: '403 Forbidden' });
    expectGitlabError(await stranger.client.get(`/projects/${project.id}/export`), 404, { message: '404 Project Not Found' });
    expectGitlabError(await stranger.client.get(`/projects/${project.id}/export/download`), 404, { message: '404 Project Not Found' });
    expectGitlabError(await owner.client.get(`/projects/${project.id}/export`, { token: null }), 401, { message: '401 Unauthorized' });
  });
});

describe('POST /projects/:id/export and the download', () => {
  it("answers 202, finishes with _links, and serves GitLab's archive under GitLab's file name", async () => {
    const project = await createProject(owner.client, { initialize_with_readme: true });
    const started = await owner.client.post(`/projects/${project.id}/export`, { body: { description: 'Override' } });
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ message: '202 Accepted' });
    const status = await waitForExport(owner.client, project.id);
    expect(status).toEqual({
      ...identity(project), export_status: 'finished',
      _links: { api_url: `${base()}/api/v4/projects/${project.id}/export/download`, web_url: `${base()}/${project.path_with_namespace}/download_export` },
    });
    const { res, bytes } = await downloadExport(owner.client, project.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    const stem = `_${project.path_with_namespace.replace('/', '_')}`;
    const disposition = res.headers.get('content-disposition')!;
    const filename = /filename="([^"]+)"/.exec(disposition)![1];
    expect(filename).toMatch(/^\d{4}-\d\d-\d\d_\d\d-\d\d-\d{3}_.+_export\.tar\.gz$/);
    expect(filename).toBe(`${`${filename.slice(0, 20)}${stem}`.slice(0, 51)}_export.tar.gz`);
    const entries = await archiveEntries(bytes);
    expect(entries.get('VERSION')).toEqual({ type: 'File', text: '0.2.4' });
    expect(entries.get('GITLAB_VERSION')?.text).toMatch(/^\d+\.\d+\.\d+/);
    const tree = JSON.parse(entries.get('tree/project.json')!.text);
    expect(tree).toMatchObject({ description: 'Override', visibility_level: 0, archived: false });
    expect(entries.has('project.bundle')).toBe(true);
    const members = entries.get('tree/project/project_members.ndjson')!.text.trim().split('\n').map((line) => JSON.parse(line));
    expect(members).toEqual([expect.objectContaining({ access_level: 50, source_type: 'Project', user: { id: owner.user.id, public_email: null, username: owner.user.username } })]);
  });

  it('answers 404 "Not found or has expired" for a download before any export', async () => {
    const project = await createProject(owner.client);
    expectGitlabError(await owner.client.get(`/projects/${project.id}/export/download`), 404, { message: '404 Not found or has expired' });
  });

  it('writes no bundle for an empty repository, as GitLab does', async () => {
    const project = await createProject(owner.client);
    await exportProject(owner.client, project.id);
    const entries = await archiveEntries((await downloadExport(owner.client, project.id)).bytes);
    expect(entries.has('project.bundle')).toBe(false);
    expect(entries.get('tree/project/issues.ndjson')?.text).toBe('');
  });

  it('refuses an upload method other than PUT or POST', async () => {
    const project = await createProject(owner.client);
    const res = await owner.client.post(`/projects/${project.id}/export`, { body: { upload: { url: 'https://example.com/x', http_method: 'GET' } } });
    expectGitlabError(res, 400, { error: 'upload[http_method] does not have a valid value' });
    const missing = await owner.client.post(`/projects/${project.id}/export`, { body: { upload: { http_method: 'PUT' } } });
    expectGitlabError(missing, 400, { error: 'upload[url] is missing' });
  });
});
