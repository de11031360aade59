import { settleJobs } from '../../subgraphs/repository/test/support';
import { expectGitlabError } from '../support/expectations';
import { createProject, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let project: CreatedProject;
let mainSha: string;

beforeAll(async () => {
  service = await startTestService();
  project = await createProject(service.api, { initialize_with_readme: true });
  mainSha = (await service.api.get(`/projects/${project.id}/repository/branches/main`)).body.commit.id;
  await service.api.post(`/projects/${project.id}/repository/tags`, { body: { tag_name: 'v1.0', ref: 'main' } });
}, 90_000);
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

const releases = () => `/projects/${project.id}/releases`;
const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);

describe('POST /projects/:id/releases', () => {
  it('releases an existing tag and answers Entities::Release in GitLab\'s key order', async () => {
    const res = await service.api.post(releases(), { body: { tag_name: 'v1.0', name: 'First', description: 'Notes' } });
    expect(res.status).toBe(201);
    const web = project.web_url;
    expect(Object.keys(res.body)).toEqual([
      'name', 'tag_name', 'description', 'created_at', 'released_at', 'upcoming_release', 'author', 'commit', 'commit_path', 'tag_path',
      'assets', 'evidences', '_links',
    ]);
    expect(res.body).toMatchObject({
      name: 'First', tag_name: 'v1.0', description: 'Notes', created_at: ISO, released_at: res.body.created_at, upcoming_release: false,
      author: { id: 1, username: 'root' },
      commit: { id: mainSha, short_id: mainSha.slice(0, 8) },
      commit_path: `/${project.path_with_namespace}/-/commit/${mainSha}`,
      tag_path: `/${project.path_with_namespace}/-/tags/v1.0`,
      assets: {
        count: 4,
        sources: ['zip', 'tar.gz', 'tar.bz2', 'tar'].map((format) => ({ format, url: `${web}/-/archive/v1.0/${project.path}-v1.0.${format}` })),
        links: [],
      },
      evidences: [{ sha: expect.stringMatching(/^[0-9a-f]{64}$/), filepath: expect.stringMatching(new RegExp(`^${web}/-/releases/v1.0/evidences/\\d+\\.json$`)), collected_at: ISO }],
      _links: {
        closed_issues_url: `${web}/-/issues?release_tag=v1.0&scope=all&state=closed`,
        closed_merge_requests_url: `${web}/-/merge_requests?release_tag=v1.0&scope=all&state=closed`,
        edit_url: `${web}/-/releases/v1.0/edit`,
        merged_merge_requests_url: `${web}/-/merge_requests?release_tag=v1.0&scope=all&state=merged`,
        opened_issues_url: `${web}/-/issues?release_tag=v1.0&scope=all&state=opened`,
        opened_merge_requests_url: `${web}/-/merge_requests?release_tag=v1.0&scope=all&state=opened`,
        self: `${web}/-/releases/v1.0`,
      },
    });
  });

  it('creates the missing tag from ref (annotated with tag_message), names the release after the tag, and keeps released_at', async () => {
    const res = await service.api.post(releases(), { body: { tag_name: 'v2.0', ref: 'main', tag_message: 'Version 2', released_at: '2020-01-02T03:04:05Z' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'v2.0', tag_name: 'v2.0', description: null, released_at: '2020-01-02T03:04:05.000Z', evidences: [] });
    const tag = await service.api.get(`/projects/${project.id}/repository/tags/v2.0`);
    expect(tag.body).toMatchObject({ name: 'v2.0', message: 'Version 2', release: { tag_name: 'v2.0', description: null } });
  });

  it('answers 409 for a second release of a tag, 422 without ref for a missing tag, 400 for a bad ref or milestone', async () => {
    expectGitlabError(await service.api.post(releases(), { body: { tag_name: 'v1.0' } }), 409, { message: 'Release already exists' });
    expectGitlabError(await service.api.post(releases(), { body: { tag_name: 'v9' } }), 422, { message: 'Ref is not specified' });
    expectGitlabError(await service.api.post(releases(), { body: { tag_name: 'v9', ref: 'nope' } }), 400, { message: 'Target nope is invalid' });
    expectGitlabError(await service.api.post(releases(), { body: { tag_name: 'v9', ref: 'main', milestones: ['none'] } }), 400, { message: 'Milestone(s) not found: none' });
    expectGitlabError(await service.api.post(releases(), { body: {} }), 400, { error: 'tag_name is missing' });
    expectGitlabError(await service.api.post(releases(), { body: { tag_name: 'v9', ref: 'main', milestones: ['a'], milestone_ids: [1] } }), 400, {
      error: 'Cannot specify milestones and milestone_ids at the same time',
    });
    const tags = (await service.api.get(`/projects/${project.id}/repository/tags`)).body.map((t: { name: string }) => t.name);
    expect(tags).not.toContain('v9');
  });

  it('links project milestones by title and shows them', async () => {
    const milestone = (await service.api.post(`/projects/${project.id}/milestones`, { body: { title: 'M1' } })).body;
    const res = await service.api.post(releases(), { body: { tag_name: 'v3.0', ref: 'main', milestones: ['M1'] } });
    expect(res.status).toBe(201);
    expect(res.body.milestones).toEqual([expect.objectContaining({ id: milestone.id, iid: milestone.iid, title: 'M1', project_id: project.id, state: 'active' })]);
  });
});

describe('reading releases', () => {
  it('lists by released_at desc by default, and by created_at asc when asked', async () => {
    const list = await service.api.get(releases());
    expect(list.status).toBe(200);
    expect(list.body.map((r: { tag_name: string }) => r.tag_name)).toEqual(['v3.0', 'v1.0', 'v2.0']);
    expect(list.headers.get('x-total')).toBe('3');
    const created = await service.api.get(`${releases()}?order_by=created_at&sort=asc`);
    expect(created.body.map((r: { tag_name: string }) => r.tag_name)).toEqual(['v1.0', 'v2.0', 'v3.0']);
    expectGitlabError(await service.api.get(`${releases()}?order_by=name`), 400, { error: 'order_by does not have a valid value' });
  });

  it('gets one by tag, with description_html only when asked for', async () => {
    const plain = await service.api.get(`${releases()}/v1.0`);
    expect({ status: plain.status, name: plain.body.name, html: 'description_html' in plain.body }).toEqual({ status: 200, name: 'First', html: false });
    const html = await service.api.get(`${releases()}/v1.0?include_html_description=true`);
    expect(html.body.description_html).toBe('<p data-sourcepos="1:1-1:5" dir="auto">Notes</p>');
    expectGitlabError(await service.api.get(`${releases()}/nothing`), 404, { message: '404 Not Found' });
  });

  it('redirects permalink/latest to the latest release, with the suffix and the query but not order_by', async () => {
    const res = await fetch(`${service.url}/api/v4${releases()}/permalink/latest`, { headers: { 'private-token': service.rootToken }, redirect: 'manual' });
    expect({ status: res.status, location: res.headers.get('location') }).toEqual({ status: 302, location: `/api/v4/projects/${project.id}/releases/v3.0` });
    const suffixed = await fetch(`${service.url}/api/v4${releases()}/permalink/latest/assets/links?order_by=x&per_page=5`, {
      headers: { 'private-token': service.rootToken }, redirect: 'manual',
    });
    expect(suffixed.headers.get('location')).toBe(`/api/v4/projects/${project.id}/releases/v3.0/assets/links?per_page=5`);
  });

  it('lands a client that follows redirects on the latest release and its sub-resources', async () => {
    const latest = await service.api.get(`/projects/${project.id}/releases/permalink/latest`);
    expect({ status: latest.status, tag: latest.body.tag_name }).toEqual({ status: 200, tag: 'v3.0' });
    const suffix = 'assets/links';
    const links = await service.api.get(`/projects/${project.id}/releases/permalink/latest/${suffix}`);
    expect({ status: links.status, body: links.body }).toEqual({ status: 200, body: [] });
  });
});

describe('PUT and DELETE /projects/:id/releases/:tag_name', () => {
  it('updates the given fields only, and clears milestones with []', async () => {
    const res = await service.api.put(`${releases()}/v3.0`, { body: { description: 'Changed', milestones: [] } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'v3.0', description: 'Changed' });
    expect(res.body.milestones).toBeUndefined();
    expectGitlabError(await service.api.put(`${releases()}/v3.0`, { body: {} }), 400, { message: 'params is empty' });
    expectGitlabError(await service.api.put(`${releases()}/nothing`, { body: { name: 'x' } }), 403, { message: '403 Forbidden' });
  });

  it('deletes a release with 200 and the deleted release; the tag stays, without a release', async () => {
    const res = await service.api.delete(`${releases()}/v2.0`);
    expect({ status: res.status, tag: res.body.tag_name }).toEqual({ status: 200, tag: 'v2.0' });
    expectGitlabError(await service.api.get(`${releases()}/v2.0`), 404, { message: '404 Not Found' });
    expect((await service.api.get(`/projects/${project.id}/repository/tags/v2.0`)).body.release).toBeNull();
  });

  it('goes away with its tag', async () => {
    expect((await service.api.delete(`/projects/${project.id}/repository/tags/v3.0`)).status).toBe(204);
    expectGitlabError(await service.api.get(`${releases()}/v3.0`), 404, { message: '404 Not Found' });
  });
});
