import { settleJobs } from '../../subgraphs/repository/test/support';
import { addMember, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { commitFiles, pushPipelineOf } from '../support/pipelines';
import { startTestService, type TestService } from '../support/service';

// Each case waits on pipelines that push reactions create and on queued deliveries: minutes under a loaded machine, not 30 s.
jest.setTimeout(120_000);

let service: TestService;
let project: CreatedProject;
let readmeSha: string;
let ciSha: string;
let pushPipeline: any;

const CONFIG = 'build:\n  script: make\n';
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

beforeAll(async () => {
  service = await startTestService();
  project = await createProject(service.api, { initialize_with_readme: true, visibility: 'public' });
  readmeSha = (await service.api.get(`/projects/${project.id}/repository/branches/main`)).body.commit.id;
  ciSha = await commitFiles(service.api, project.id, { '.gitlab-ci.yml': CONFIG });
  pushPipeline = await pushPipelineOf(service.api, project.id, ciSha);
}, 120_000);
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

const pipelineBasic = (pipeline: any, source: string) => ({
  id: pipeline.id, iid: pipeline.iid, project_id: project.id, sha: ciSha, ref: 'main', status: 'pending', source,
  created_at: expect.stringMatching(ISO), updated_at: expect.stringMatching(ISO), web_url: `${project.web_url}/-/pipelines/${pipeline.id}`,
});

describe('GET /projects/:id/repository/commits/:sha status and last_pipeline', () => {
  it('shows the commit\'s newest pipeline as Entities::Ci::PipelineBasic and its status', async () => {
    const res = await service.api.get(`/projects/${project.id}/repository/commits/${ciSha}`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('pending');
    expect(res.body.last_pipeline).toEqual(pipelineBasic(pushPipeline, 'push'));
    expect(Object.keys(res.body).slice(-3)).toEqual(['status', 'project_id', 'last_pipeline']);
  });

  it('follows a newer pipeline of the same commit, and its status changes', async () => {
    const other = await createProject(service.api, { initialize_with_readme: true });
    const sha = await commitFiles(service.api, other.id, { '.gitlab-ci.yml': CONFIG });
    await pushPipelineOf(service.api, other.id, sha);
    const newer = (await service.api.post(`/projects/${other.id}/pipeline`, { body: { ref: 'main' } })).body;
    const before = await service.api.get(`/projects/${other.id}/repository/commits/main`);
    expect(before.body.last_pipeline).toMatchObject({ id: newer.id, source: 'api', status: 'pending', sha });
    await service.api.post(`/projects/${other.id}/pipelines/${newer.id}/cancel`);
    const after = await service.api.get(`/projects/${other.id}/repository/commits/${sha}`);
    expect({ status: after.body.status, last: after.body.last_pipeline.status }).toEqual({ status: 'canceled', last: 'canceled' });
  });

  it('answers null for a commit without pipelines', async () => {
    const res = await service.api.get(`/projects/${project.id}/repository/commits/${readmeSha}`);
    expect(res.status).toBe(200);
    expect({ status: res.body.status, last_pipeline: res.body.last_pipeline }).toEqual({ status: null, last_pipeline: null });
  });

  it('answers null to callers who may not read pipelines (public project without public pipelines), and shows them to Reporters', async () => {
    const hidden = await createProject(service.api, { initialize_with_readme: true, visibility: 'public', public_jobs: false });
    const sha = await commitFiles(service.api, hidden.id, { '.gitlab-ci.yml': CONFIG });
    const pipeline = await pushPipelineOf(service.api, hidden.id, sha);
    const stranger = await createUserWithClient(service.api);
    const seen = await stranger.client.get(`/projects/${hidden.id}/repository/commits/${sha}`);
    expect(seen.status).toBe(200);
    expect({ status: seen.body.status, last_pipeline: seen.body.last_pipeline }).toEqual({ status: null, last_pipeline: null });
    await addMember(service.api, `projects/${hidden.id}`, stranger.user.id, 20);
    const reporter = await stranger.client.get(`/projects/${hidden.id}/repository/commits/${sha}`);
    expect(reporter.body.last_pipeline).toMatchObject({ id: pipeline.id, status: 'pending' });
  });

  it('leaves status and last_pipeline out of commit lists (Entities::Commit)', async () => {
    const res = await service.api.get(`/projects/${project.id}/repository/commits`);
    expect(res.status).toBe(200);
    expect(res.body[0].id).toBe(ciSha);
    expect(res.body[0]).not.toHaveProperty('status');
    expect(res.body[0]).not.toHaveProperty('last_pipeline');
  });
});
