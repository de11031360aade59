import { createProject, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { settleJobs } from '../../subgraphs/repository/test/support';
import { Client } from 'pg';
import { eventually } from '../support/expectations';
import { commitFiles, jobStatuses, pushPipelineOf } from '../support/pipelines';

let service: TestService;
let project: CreatedProject;

beforeAll(async () => {
  service = await startTestService();
  project = await createProject(service.api, { initialize_with_readme: true });
}, 120_000);
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500));
});

describe('pipelines created by pushes', () => {
  it('runs a push pipeline for the pushed commit, reading local includes at that commit', async () => {
    const sha = await commitFiles(service.api, project.id, {
      '.gitlab-ci.yml': 'include:\n  - local: ci/jobs.yml\nbuild:\n  stage: build\n  script: make\n',
      'ci/jobs.yml': 'test:\n  script: make test\n',
    });
    const pipeline = await pushPipelineOf(service.api, project.id, sha);
    expect(pipeline).toMatchObject({ project_id: project.id, sha, ref: 'main', source: 'push', status: 'pending' });
    expect(await jobStatuses(service.api, project.id, pipeline.id)).toEqual({ build: 'pending', test: 'created' });
    const detail = await service.api.get(`/projects/${project.id}/pipelines/${pipeline.id}`);
    expect(detail.body.before_sha).toMatch(/^[0-9a-f]{40}$/);
    expect(detail.body.before_sha).not.toBe('0000000000000000000000000000000000000000');
    expect(detail.body.user.username).toBe('root');
  });

  it('stores an invalid configuration as a failed pipeline with yaml_errors', async () => {
    const sha = await commitFiles(service.api, project.id, { '.gitlab-ci.yml': 'build:\n  stage: build\n' });
    const pipeline = await pushPipelineOf(service.api, project.id, sha);
    expect(pipeline.status).toBe('failed');
    const detail = await service.api.get(`/projects/${project.id}/pipelines/${pipeline.id}`);
    expect(detail.body).toMatchObject({
      status: 'failed', yaml_errors: 'jobs:build config should implement the script:, run:, or trigger: keyword',
      detailed_status: { text: 'Failed', group: 'failed' },
    });
    expect(await jobStatuses(service.api, project.id, pipeline.id)).toEqual({});
  });

  it('stores YAML syntax errors in Psych words', async () => {
    const sha = await commitFiles(service.api, project.id, { '.gitlab-ci.yml': '# CI\nbuild:\n  script: make\n bad: 1\n' });
    const pipeline = await pushPipelineOf(service.api, project.id, sha);
    const detail = await service.api.get(`/projects/${project.id}/pipelines/${pipeline.id}`);
    expect(detail.body.yaml_errors).toBe('(<unknown>): did not find expected key while parsing a block mapping at line 2 column 1');
  });

  it('records a skipped pipeline for a [ci skip] commit', async () => {
    const sha = await commitFiles(service.api, project.id, { '.gitlab-ci.yml': 'build:\n  script: make\n' }, { message: 'Docs only [ci skip]' });
    const pipeline = await pushPipelineOf(service.api, project.id, sha);
    expect(pipeline.status).toBe('skipped');
  });

  it('runs pipelines for new branches and applies rules:changes to pushes', async () => {
    const yaml = 'docs:\n  script: build docs\n  rules:\n    - changes: [docs/**/*]\nalways:\n  script: echo\n';
    const first = await commitFiles(service.api, project.id, { '.gitlab-ci.yml': yaml }, { branch: 'feature', startBranch: 'main' });
    // A new branch: `changes` is true.
    expect(await jobStatuses(service.api, project.id, (await pushPipelineOf(service.api, project.id, first)).id)).toEqual({ docs: 'pending', always: 'pending' });
    const second = await commitFiles(service.api, project.id, { 'src/a.txt': 'a' }, { branch: 'feature' });
    expect(await jobStatuses(service.api, project.id, (await pushPipelineOf(service.api, project.id, second)).id)).toEqual({ always: 'pending' });
    const third = await commitFiles(service.api, project.id, { 'docs/guide/a.md': 'a' }, { branch: 'feature' });
    expect(await jobStatuses(service.api, project.id, (await pushPipelineOf(service.api, project.id, third)).id)).toEqual({ docs: 'pending', always: 'pending' });
  });

  it('runs tag pipelines with tag true', async () => {
    const sha = await commitFiles(service.api, project.id, { '.gitlab-ci.yml': 'release:\n  script: ship\n  only: [tags]\nbranch-only:\n  script: x\n  except: [tags]\n' });
    await pushPipelineOf(service.api, project.id, sha);
    const res = await service.api.post(`/projects/${project.id}/repository/tags`, { body: { tag_name: 'v1.0.0', ref: sha } });
    expect(res.status).toBe(201);
    const tagPipeline = await pushPipelineOf(service.api, project.id, `${sha}&ref=v1.0.0`);
    expect(tagPipeline).toMatchObject({ ref: 'v1.0.0', source: 'push' });
    const detail = await service.api.get(`/projects/${project.id}/pipelines/${tagPipeline.id}`);
    expect(detail.body.tag).toBe(true);
    expect(await jobStatuses(service.api, project.id, tagPipeline.id)).toEqual({ release: 'pending' });
  });

  it("removes a deleted project's pipelines and jobs", async () => {
    const doomed = await createProject(service.api, { initialize_with_readme: true });
    const sha = await commitFiles(service.api, doomed.id, { '.gitlab-ci.yml': 'build:\n  script: make\n' });
    await pushPipelineOf(service.api, doomed.id, sha);
    const countRows = async () => {
      const client = new Client({ connectionString: service.server.backend.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query('select (select count(*) from ci.pipelines where project_id = $1)::int + (select count(*) from ci.jobs where project_id = $1)::int as n', [doomed.id]);
        return rows[0].n as number;
      } finally {
        await client.end();
      }
    };
    expect(await countRows()).toBe(2);
    expect((await service.api.delete(`/projects/${doomed.id}`)).status).toBe(202);
    await eventually(async () => ((await countRows()) === 0 ? true : undefined), 20_000);
  });
});
