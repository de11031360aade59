import { settleJobs } from '../../subgraphs/repository/test/support';
import { expectGitlabError } from '../support/expectations';
import { createProject, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let project: CreatedProject;

beforeAll(async () => {
  service = await startTestService();
  project = await createProject(service.api, { initialize_with_readme: true });
  const created = await service.api.post(`/projects/${project.id}/releases`, {
    body: { tag_name: 'v1.0', ref: 'main', assets: { links: [{ name: 'Binary', url: 'https://example.com/bin', direct_asset_path: 'bin/app', link_type: 'package' }] } },
  });
  expect(created.status).toBe(201);
}, 90_000);
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

const links = () => `/projects/${project.id}/releases/v1.0/assets/links`;

describe('release asset links', () => {
  it('created with the release: shown in assets with their direct asset URL', async () => {
    const release = (await service.api.get(`/projects/${project.id}/releases/v1.0`)).body;
    expect(release.assets.count).toBe(5);
    expect(release.assets.links).toEqual([{
      id: expect.any(Number), name: 'Binary', url: 'https://example.com/bin',
      direct_asset_url: `${project.web_url}/-/releases/v1.0/downloads/bin/app`, external: true, link_type: 'package',
    }]);
  });

  it('adds a link with 201 (link_type defaults to other; a URL in the project is not external) and lists newest first', async () => {
    const res = await service.api.post(links(), { body: { name: 'Docs', url: `${project.web_url}/-/wikis/home` } });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 201,
      body: { id: expect.any(Number), name: 'Docs', url: `${project.web_url}/-/wikis/home`, direct_asset_url: `${project.web_url}/-/wikis/home`, external: false, link_type: 'other' },
    });
    const list = await service.api.get(links());
    expect(list.body.map((l: { name: string }) => l.name)).toEqual(['Docs', 'Binary']);
    expect(list.headers.get('x-total')).toBe('2');
    const one = await service.api.get(`${links()}/${res.body.id}`);
    expect(one.body).toEqual(res.body);
  });

  it('refuses duplicates, bad URLs and bad paths with the model\'s messages', async () => {
    expectGitlabError(await service.api.post(links(), { body: { name: 'Docs', url: 'https://example.com/other' } }), 400, { message: ['Name has already been taken'] });
    expectGitlabError(await service.api.post(links(), { body: { name: 'Other', url: 'https://example.com/bin' } }), 400, { message: ['Url has already been taken'] });
    expectGitlabError(await service.api.post(links(), { body: { name: 'Bad', url: 'javascript:alert(1)' } }), 400, {
      message: ['Url is blocked: Only allowed schemes are http, https, ftp'],
    });
    expectGitlabError(await service.api.post(links(), { body: { name: 'Path', url: 'https://example.com/p', direct_asset_path: 'bad//' } }), 400, { message: ['Filepath is invalid'] });
    expectGitlabError(await service.api.post(links(), { body: { name: 'Type', url: 'https://example.com/t', link_type: 'video' } }), 400, { error: 'link_type does not have a valid value' });
    expectGitlabError(await service.api.post(links(), { body: { url: 'https://example.com/t' } }), 400, { error: 'name is missing' });
  });

  it('updates a link (name or url required) and deletes it, answering the deleted link', async () => {
    const list = (await service.api.get(links())).body;
    const binary = list.find((l: { name: string }) => l.name === 'Binary');
    expectGitlabError(await service.api.put(`${links()}/${binary.id}`, { body: { link_type: 'image' } }), 400, { error: 'name, url are missing, at least one parameter must be provided' });
    const updated = await service.api.put(`${links()}/${binary.id}`, { body: { name: 'App', link_type: 'image' } });
    expect({ status: updated.status, name: updated.body.name, type: updated.body.link_type, url: updated.body.url }).toEqual({ status: 200, name: 'App', type: 'image', url: 'https://example.com/bin' });
    const deleted = await service.api.delete(`${links()}/${binary.id}`);
    expect({ status: deleted.status, name: deleted.body.name }).toEqual({ status: 200, name: 'App' });
    expectGitlabError(await service.api.get(`${links()}/${binary.id}`), 404, { message: '404 Not found' });
  });

  it('answers 404 for links of a tag without a release', async () => {
    expectGitlabError(await service.api.get(`/projects/${project.id}/releases/none/assets/links`), 404, { message: '404 Not found' });
  });
});
