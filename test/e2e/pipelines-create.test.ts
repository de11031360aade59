import { addMember, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { settleJobs } from '../../subgraphs/repository/test/support';
import { expectGitlabError } from '../support/expectations';
import { commitFiles, jobStatuses, listPipelines } from '../support/pipelines';

let service: TestService;
let project: CreatedProject;
let sha: string;

const CI = [
  'stages: [build, test, deploy]',
  'build:', '  stage: build', '  script: make',
  'lint:', '  stage: build', '  script: lint', '  rules:', '    - if: $RUN_LINT == "yes"',
  'test:', '  stage: test', '  script: make test',
  'deploy:', '  stage: deploy', '  script: deploy', '  when: manual',
].join('\n');

beforeAll(async () => {
  service = await startTestService();
  project = await createProject(service.api, { initialize_with_readme: true });
  sha = await commitFiles(service.api, project.id, { '.gitlab-ci.yml': CI });
}, 120_000);
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500));
});

describe('POST /projects/:id/pipeline', () => {
  it('creates a pending pipeline whose first stage is pending, and answers Entities::Ci::Pipeline', async () => {
    const res = await service.api.post(`/projects/${project.id}/pipeline`, { body: { ref: 'main' } });
    expect(res.status).toBe(201);
    const id = res.body.id;
    expect(res.body).toEqual({
      id, iid: expect.any(Number), project_id: project.id, sha, ref: 'main', status: 'pending', source: 'api',
      created_at: expect.any(String), updated_at: expect.any(String), web_url: `${project.web_url}/-/pipelines/${id}`,
      before_sha: '0000000000000000000000000000000000000000', tag: false, yaml_errors: null,
      user: { id: 1, username: 'root', name: 'Administrator', state: 'active', locked: false, avatar_url: expect.any(String), web_url: expect.stringMatching(/\/root$/) },
      started_at: null, finished_at: null, committed_at: expect.any(String), duration: null, queued_duration: null, coverage: null,
      detailed_status: {
        icon: 'status_pending', text: 'Pending', label: 'pending', group: 'pending', tooltip: 'pending', has_details: true,
        details_path: `/${project.path_with_namespace}/-/pipelines/${id}`, illustration: null, favicon: '/assets/ci_favicons/favicon_status_pending.png',
      },
    });
    expect(await jobStatuses(service.api, project.id, id)).toEqual({ build: 'pending', test: 'created', deploy: 'created' });
  });

  it('stores the variables, lets rules see them and lists them for Developers', async () => {
    const res = await service.api.post(`/projects/${project.id}/pipeline`, {
      body: { ref: 'main', variables: [{ key: 'RUN_LINT', value: 'yes' }, { key: 'CONFIG', value: 'a=1', variable_type: 'file' }] },
    });
    expect(res.status).toBe(201);
    expect(await jobStatuses(service.api, project.id, res.body.id)).toEqual({ build: 'pending', lint: 'pending', test: 'created', deploy: 'created' });
    const variables = await service.api.get(`/projects/${project.id}/pipelines/${res.body.id}/variables`);
    expect(variables.body).toEqual([{ key: 'RUN_LINT', variable_type: 'env_var', value: 'yes' }, { key: 'CONFIG', variable_type: 'file', value: 'a=1' }]);
  });

  it('gives iids without gaps per project', async () => {
    const first = await service.api.post(`/projects/${project.id}/pipeline`, { body: { ref: 'main' } });
    const second = await service.api.post(`/projects/${project.id}/pipeline`, { body: { ref: 'main' } });
    expect(second.body.iid).toBe(first.body.iid + 1);
  });

  it('answers GitLab 400s for a missing ref, a missing config file and a missing param, storing nothing', async () => {
    const before = (await listPipelines(service.api, project.id)).length;
    expectGitlabError(await service.api.post(`/projects/${project.id}/pipeline`, { body: { ref: 'nope' } }), 400, { message: { base: ['Reference not found'] } });
    expectGitlabError(await service.api.post(`/projects/${project.id}/pipeline`, { body: {} }), 400, { error: 'ref is missing' });
    const bare = await createProject(service.api, { initialize_with_readme: true });
    expectGitlabError(await service.api.post(`/projects/${bare.id}/pipeline`, { body: { ref: 'main' } }), 400, { message: { base: ['Missing CI config file'] } });
    expect((await listPipelines(service.api, project.id)).length).toBe(before);
  });

  it('answers the configuration errors as base messages and stores no pipeline', async () => {
    const broken = await createProject(service.api, { initialize_with_readme: true });
    await commitFiles(service.api, broken.id, { '.gitlab-ci.yml': 'build:\n  stage: compile\n  script: make\n' });
    expectGitlabError(await service.api.post(`/projects/${broken.id}/pipeline`, { body: { ref: 'main' } }), 400, {
      message: { base: ['build job: chosen stage does not exist; available stages are .pre, build, test, deploy, .post'] },
    });
    await commitFiles(service.api, broken.id, { '.gitlab-ci.yml': 'workflow:\n  rules:\n    - if: $CI_PIPELINE_SOURCE == "push"\nbuild:\n  script: make\n' });
    expectGitlabError(await service.api.post(`/projects/${broken.id}/pipeline`, { body: { ref: 'main' } }), 400, { message: { base: ['Pipeline filtered out by workflow rules.'] } });
    await commitFiles(service.api, broken.id, { '.gitlab-ci.yml': 'build:\n  script: make\n  only: [pushes]\n' });
    expectGitlabError(await service.api.post(`/projects/${broken.id}/pipeline`, { body: { ref: 'main' } }), 400, { message: { base: ['No stages / jobs for this pipeline.'] } });
    expect((await listPipelines(service.api, broken.id, '?source=api')).length).toBe(0);
  });

  it('reads the configuration from the project ci_config_path', async () => {
    const custom = await createProject(service.api, { initialize_with_readme: true, ci_config_path: 'ci/pipeline.yml' });
    await commitFiles(service.api, custom.id, { 'ci/pipeline.yml': 'custom:\n  script: echo\n' });
    const res = await service.api.post(`/projects/${custom.id}/pipeline`, { body: { ref: 'main' } });
    expect(res.status).toBe(201);
    expect(await jobStatuses(service.api, custom.id, res.body.id)).toEqual({ custom: 'pending' });
  });

  it('needs a Developer: 401 anonymous, 404 for non-members of a private project, 403 for Reporters', async () => {
    const path = `/projects/${project.id}/pipeline`;
    expectGitlabError(await service.api.as(null).post(path, { body: { ref: 'main' } }), 401, { message: '401 Unauthorized' });
    const { client: stranger } = await createUserWithClient(service.api);
    expectGitlabError(await stranger.post(path, { body: { ref: 'main' } }), 404, { message: '404 Project Not Found' });
    const { client: reporter, user } = await createUserWithClient(service.api);
    await addMember(service.api, `projects/${project.id}`, user.id, 20);
    expectGitlabError(await reporter.post(path, { body: { ref: 'main' } }), 403, { message: '403 Forbidden' });
    const { client: developer, user: dev } = await createUserWithClient(service.api);
    await addMember(service.api, `projects/${project.id}`, dev.id, 30);
    const res = await developer.post(path, { body: { ref: 'main' } });
    expect(res.status).toBe(201);
    expect(res.body.user.id).toBe(dev.id);
  });

  it('names pipelines from workflow:name and filters the list by name', async () => {
    const named = await createProject(service.api, { initialize_with_readme: true });
    await commitFiles(service.api, named.id, { '.gitlab-ci.yml': 'workflow:\n  name: "Release $VERSION"\nbuild:\n  script: make\n' });
    const res = await service.api.post(`/projects/${named.id}/pipeline`, { body: { ref: 'main', variables: [{ key: 'VERSION', value: '2.0' }] } });
    expect(res.status).toBe(201);
    expect((await service.api.get(`/projects/${named.id}/pipelines/${res.body.id}`)).body.name).toBe('Release 2.0');
    expect((await listPipelines(service.api, named.id, '?name=Release%202.0')).map((p) => p.id)).toEqual([res.body.id]);
    expect(await listPipelines(service.api, named.id, '?name=Release')).toEqual([]);
  });
});
