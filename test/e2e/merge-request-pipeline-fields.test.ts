import { settleJobs } from '../../subgraphs/repository/test/support';
import { expectGitlabError } from '../support/expectations';
import { createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { commitFiles, pushPipelineOf } from '../support/pipelines';
import { startTestService, type TestService } from '../support/service';

// Each case waits on pipelines that push reactions create and on queued deliveries: minutes under a loaded machine, not 30 s.
jest.setTimeout(120_000);

let service: TestService;

const CONFIG = 'build:\n  script: make\n';
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

/** A project with CI on main, a `feature` branch with one more commit (and its push pipeline), and a merge request of it. */
async function mergeRequestWithPipeline(overrides: Record<string, unknown> = {}) {
  const project = await createProject(service.api, { initialize_with_readme: true, ...overrides });
  const mainSha = await commitFiles(service.api, project.id, { '.gitlab-ci.yml': CONFIG });
  await pushPipelineOf(service.api, project.id, mainSha);
  const sha = await commitFiles(service.api, project.id, { 'feature.txt': 'new\n' }, { branch: 'feature', startBranch: 'main', message: 'Add feature' });
  const pushPipeline = await pushPipelineOf(service.api, project.id, sha);
  const mr = (await service.api.post(`/projects/${project.id}/merge_requests`, { body: { source_branch: 'feature', target_branch: 'main', title: 'Feature' } })).body;
  return { project, sha, pushPipeline, mr };
}

const basic = (project: CreatedProject, pipeline: any, sha: string, source: string) => ({
  id: pipeline.id, iid: pipeline.iid, project_id: project.id, sha, ref: 'feature', status: 'pending', source,
  created_at: expect.stringMatching(ISO), updated_at: expect.stringMatching(ISO), web_url: `${project.web_url}/-/pipelines/${pipeline.id}`,
});

describe('merge request pipeline and head_pipeline', () => {
  it('shows the newest pipeline of the source branch head: head_pipeline as Entities::Ci::Pipeline, pipeline as PipelineBasic', async () => {
    const { project, sha, pushPipeline, mr } = await mergeRequestWithPipeline();
    const res = await service.api.get(`/projects/${project.id}/merge_requests/${mr.iid}`);
    expect(res.status).toBe(200);
    expect(res.body.pipeline).toEqual(basic(project, pushPipeline, sha, 'push'));
    expect(res.body.head_pipeline).toEqual({
      ...basic(project, pushPipeline, sha, 'push'), before_sha: expect.any(String), tag: false, yaml_errors: null,
      user: expect.objectContaining({ username: 'root' }), started_at: null, finished_at: null, committed_at: expect.any(String),
      duration: null, queued_duration: null, coverage: null,
      detailed_status: expect.objectContaining({ text: 'Pending', label: 'pending', group: 'pending' }),
    });
    expect({ started: res.body.latest_build_started_at, finished: res.body.latest_build_finished_at }).toEqual({ started: null, finished: null });

    const newer = (await service.api.post(`/projects/${project.id}/pipeline`, { body: { ref: 'feature' } })).body;
    const again = await service.api.get(`/projects/${project.id}/merge_requests/${mr.iid}`);
    expect(again.body.head_pipeline).toMatchObject({ id: newer.id, source: 'api' });
    expect(again.body.pipeline).toEqual(basic(project, newer, sha, 'api'));
  });

  it('answers null without a pipeline of the head, and in merge request lists leaves both out', async () => {
    const project = await createProject(service.api, { initialize_with_readme: true });
    await commitFiles(service.api, project.id, { 'feature.txt': 'new\n' }, { branch: 'feature', startBranch: 'main' });
    const mr = (await service.api.post(`/projects/${project.id}/merge_requests`, { body: { source_branch: 'feature', target_branch: 'main', title: 'No CI' } })).body;
    expect({ pipeline: mr.pipeline, head_pipeline: mr.head_pipeline }).toEqual({ pipeline: null, head_pipeline: null });
    const list = await service.api.get(`/projects/${project.id}/merge_requests`);
    expect(list.body[0]).not.toHaveProperty('head_pipeline');
    expect(list.body[0]).not.toHaveProperty('pipeline');
  });
});

describe('GET /projects/:id/merge_requests/:merge_request_iid/pipelines', () => {
  it('lists the source branch pipelines of the merge request commits, newest first, paginated', async () => {
    const { project, sha, pushPipeline, mr } = await mergeRequestWithPipeline();
    const newer = (await service.api.post(`/projects/${project.id}/pipeline`, { body: { ref: 'feature' } })).body;
    // A pipeline of main's head is not the merge request's.
    await service.api.post(`/projects/${project.id}/pipeline`, { body: { ref: 'main' } });
    const res = await service.api.get(`/projects/${project.id}/merge_requests/${mr.iid}/pipelines`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([basic(project, newer, sha, 'api'), basic(project, pushPipeline, sha, 'push')]);
    expect(res.headers.get('x-total')).toBe('2');
    const second = await service.api.get(`/projects/${project.id}/merge_requests/${mr.iid}/pipelines?per_page=1&page=2`);
    expect(second.body.map((pipeline: any) => pipeline.id)).toEqual([pushPipeline.id]);
  });

  it('is empty for callers who may not read pipelines, and 404 for a private project\'s non-member or an unknown merge request', async () => {
    const { project, mr } = await mergeRequestWithPipeline({ visibility: 'public', public_jobs: false });
    const stranger = await createUserWithClient(service.api);
    const list = await stranger.client.get(`/projects/${project.id}/merge_requests/${mr.iid}/pipelines`);
    expect({ status: list.status, body: list.body }).toEqual({ status: 200, body: [] });
    const single = await stranger.client.get(`/projects/${project.id}/merge_requests/${mr.iid}`);
    expect({ pipeline: single.body.pipeline, head_pipeline: single.body.head_pipeline }).toEqual({ pipeline: null, head_pipeline: null });

    const hidden = await mergeRequestWithPipeline();
    expectGitlabError(await stranger.client.get(`/projects/${hidden.project.id}/merge_requests/${hidden.mr.iid}/pipelines`), 404, { message: '404 Project Not Found' });
    expectGitlabError(await service.api.get(`/projects/${project.id}/merge_requests/99999/pipelines`), 404, { message: '404 Not found' });
  });
});
