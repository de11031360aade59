import { addMember, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { settleJobs } from '../../subgraphs/repository/test/support';
import { expectGitlabError } from '../support/expectations';
import { commitFiles } from '../support/pipelines';

let service: TestService;
let project: CreatedProject;
let pipeline: any;
let sha: string;

beforeAll(async () => {
  service = await startTestService();
  project = await createProject(service.api, { initialize_with_readme: true });
  sha = await commitFiles(service.api, project.id, {
    '.gitlab-ci.yml': 'build:\n  stage: build\n  script: make\n  tags: [linux, docker]\ntest:\n  script: t\ngate:\n  stage: deploy\n  script: d\n  when: manual\n',
  });
  pipeline = (await service.api.post(`/projects/${project.id}/pipeline`, { body: { ref: 'main' } })).body;
}, 120_000);
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500));
});

describe('jobs', () => {
  it("lists a pipeline's jobs newest first as Entities::Ci::Job", async () => {
    const res = await service.api.get(`/projects/${project.id}/pipelines/${pipeline.id}/jobs`);
    expect(res.status).toBe(200);
    expect(res.body.map((job: any) => [job.name, job.stage, job.status])).toEqual([['gate', 'deploy', 'created'], ['test', 'test', 'created'], ['build', 'build', 'pending']]);
    const build = res.body[2];
    expect(Object.keys(build)).toEqual(['id', 'status', 'stage', 'name', 'ref', 'tag', 'coverage', 'allow_failure', 'created_at', 'started_at',
      'finished_at', 'erased_at', 'duration', 'queued_duration', 'user', 'commit', 'pipeline', 'web_url', 'project', 'artifacts', 'runner',
      'runner_manager', 'artifacts_expire_at', 'archived', 'tag_list']);
    expect(build).toMatchObject({
      ref: 'main', tag: false, coverage: null, allow_failure: false, started_at: null, duration: null, erased_at: null,
      web_url: `${project.web_url}/-/jobs/${build.id}`, project: { ci_job_token_scope_enabled: false }, artifacts: [], runner: null,
      tag_list: ['docker', 'linux'], user: { username: 'root' }, commit: { id: sha, short_id: sha.slice(0, 8) },
      pipeline: { id: pipeline.id, iid: pipeline.iid, project_id: project.id, sha, ref: 'main', status: 'pending', source: 'api' },
    });
    expect(build.queued_duration).toEqual(expect.any(Number));
    expect(res.body[0].allow_failure).toBe(true);
  });

  it('filters jobs by scope, one status or several, and refuses unknown ones', async () => {
    const scoped = await service.api.get(`/projects/${project.id}/pipelines/${pipeline.id}/jobs?scope=pending`);
    expect(scoped.body.map((job: any) => job.name)).toEqual(['build']);
    const several = await service.api.get(`/projects/${project.id}/jobs?scope[]=pending&scope[]=created`);
    // The push of the config made a pipeline of the same jobs before the API one.
    expect(several.body.map((job: any) => job.name)).toEqual(['gate', 'test', 'build', 'gate', 'test', 'build']);
    expect((await service.api.get(`/projects/${project.id}/jobs?scope[]=success`)).body).toEqual([]);
    expectGitlabError(await service.api.get(`/projects/${project.id}/jobs?scope[]=done`), 400, { error: 'scope does not have a valid value' });
  });

  it('answers one job, 404 Not found for another id, 401 for anonymous callers', async () => {
    const [job] = (await service.api.get(`/projects/${project.id}/jobs?scope[]=pending`)).body;
    const res = await service.api.get(`/projects/${project.id}/jobs/${job.id}`);
    // The queued time grows while the job waits.
    expect({ ...res.body, queued_duration: 0 }).toEqual({ ...job, queued_duration: 0 });
    expectGitlabError(await service.api.get(`/projects/${project.id}/jobs/999999`), 404, { message: '404 Not found' });
    expectGitlabError(await service.api.as(null).get(`/projects/${project.id}/jobs/${job.id}`), 401, { message: '401 Unauthorized' });
    expectGitlabError(await service.api.get(`/projects/${project.id}/pipelines/999999/jobs`), 404, { message: '404 Not found' });
  });

  it('hides jobs of a private project from non-members', async () => {
    const stranger = await createUserWithClient(service.api);
    expectGitlabError(await stranger.client.get(`/projects/${project.id}/jobs`), 404, { message: '404 Project Not Found' });
    const reporter = await createUserWithClient(service.api);
    await addMember(service.api, `projects/${project.id}`, reporter.user.id, 20);
    expect((await reporter.client.get(`/projects/${project.id}/jobs`)).body).toHaveLength(6);
  });
});
