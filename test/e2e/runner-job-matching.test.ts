import type { HttpClient } from '../support/http-client';
import { createGroup, createProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { eventually } from '../support/expectations';
import { commitFiles, jobStatuses } from '../support/pipelines';
import { createRunner, pushPipeline, requestJob } from '../support/runners';

/**
 * Which pending builds a runner gets (Ci::Queue matching): its projects only, tags covered, untagged builds only
 * with run_untagged, protected refs only for ref_protected runners, nothing while paused; group runners serve the
 * projects under their group and instance runners every project.
 */
// Pushes, pipelines and pick-ups take their time on a loaded machine.
jest.setTimeout(90_000);

let service: TestService;
let api: HttpClient;

beforeAll(async () => {
  service = await startTestService();
  api = service.api;
}, 120_000);
afterAll(async () => service?.stop());

async function projectWithPipeline(ci: string, overrides: Record<string, unknown> = {}) {
  const project = await createProject(api, { initialize_with_readme: true, ...overrides });
  const sha = await commitFiles(api, project.id, { '.gitlab-ci.yml': ci });
  const pipeline = await pushPipeline(api, project.id, sha);
  return { project, pipeline };
}

it('gives untagged builds to runners with run_untagged, tagged ones to runners whose tags cover them', async () => {
  const { project, pipeline } = await projectWithPipeline('tagged:\n  tags: [docker]\n  script: [x]\nuntagged:\n  script: [x]\n');
  const plain = await createRunner(api, { runner_type: 'project_type', project_id: project.id });
  const docker = await createRunner(api, { runner_type: 'project_type', project_id: project.id, tag_list: ['docker', 'linux'], run_untagged: false });
  const first = await requestJob(api, plain.token);
  expect(first.status).toBe(201);
  expect(first.body.job_info.name).toBe('untagged');
  expect((await requestJob(api, plain.token)).status).toBe(204);
  const second = await requestJob(api, docker.token);
  expect(second.body.job_info.name).toBe('tagged');
  expect(await jobStatuses(api, project.id, pipeline.id)).toEqual({ tagged: 'running', untagged: 'running' });
});

it('gives nothing to a runner with run_untagged false when only untagged builds wait, nor to another project\'s runner', async () => {
  const { project } = await projectWithPipeline('only:\n  script: [x]\n');
  const other = await createProject(api, {});
  const tagsOnly = await createRunner(api, { runner_type: 'project_type', project_id: project.id, tag_list: 'docker', run_untagged: false });
  const elsewhere = await createRunner(api, { runner_type: 'project_type', project_id: other.id });
  expect((await requestJob(api, tagsOnly.token)).status).toBe(204);
  expect((await requestJob(api, elsewhere.token)).status).toBe(204);
  const mine = await createRunner(api, { runner_type: 'project_type', project_id: project.id });
  expect((await requestJob(api, mine.token)).body.job_info.project_id).toBe(project.id);
});

it('gives a ref_protected runner builds of protected branches only', async () => {
  const project = await createProject(api, { initialize_with_readme: true });
  expect((await api.get(`/projects/${project.id}/protected_branches`)).body.map((b: any) => b.name)).toEqual(['main']);
  const featureSha = await commitFiles(api, project.id, { '.gitlab-ci.yml': 'job:\n  script: [x]\n' }, { branch: 'feature', startBranch: 'main' });
  const featurePipeline = await pushPipeline(api, project.id, featureSha);
  const mainSha = await commitFiles(api, project.id, { '.gitlab-ci.yml': 'job:\n  script: [x]\n' });
  const mainPipeline = await pushPipeline(api, project.id, mainSha);
  // A push's pipeline is listed before its processing queues the job: wait until both jobs are pending.
  for (const { id } of [featurePipeline, mainPipeline]) await eventually(async () => ((await jobStatuses(api, project.id, id)).job === 'pending' ? true : undefined));
  const guarded = await createRunner(api, { runner_type: 'project_type', project_id: project.id, access_level: 'ref_protected' });
  const picked = await requestJob(api, guarded.token);
  expect(picked.status).toBe(201);
  expect(picked.body.git_info).toMatchObject({ ref: 'main', protected: true });
  expect(picked.body.variables.find((v: any) => v.key === 'CI_COMMIT_REF_PROTECTED').value).toBe('true');
  expect((await requestJob(api, guarded.token)).status).toBe(204);
});

it('gives a paused runner nothing; a group runner serves its group\'s projects, an instance runner any', async () => {
  const group = await createGroup(api);
  const { project, pipeline } = await projectWithPipeline('job:\n  script: [x]\n', { namespace_id: group.id });
  const paused = await createRunner(api, { runner_type: 'project_type', project_id: project.id, paused: true });
  const paused204 = await requestJob(api, paused.token);
  expect(paused204.status).toBe(204);
  expect(paused204.headers.get('x-gitlab-last-update')).toMatch(/\S/);
  expect(await jobStatuses(api, project.id, pipeline.id)).toEqual({ job: 'pending' });
  const otherGroup = await createGroup(api);
  const stranger = await createRunner(api, { runner_type: 'group_type', group_id: otherGroup.id });
  expect((await requestJob(api, stranger.token)).status).toBe(204);
  const groupRunner = await createRunner(api, { runner_type: 'group_type', group_id: group.id });
  expect((await requestJob(api, groupRunner.token)).body.job_info.project_id).toBe(project.id);
  const { project: anywhere } = await projectWithPipeline('job:\n  script: [x]\n');
  const instance = await createRunner(api, { runner_type: 'instance_type' });
  // Every build still pending anywhere (earlier tests left the feature branch's), oldest first.
  const taken: number[] = [];
  for (let answer = await requestJob(api, instance.token); answer.status === 201; answer = await requestJob(api, instance.token)) taken.push(answer.body.job_info.project_id);
  expect(taken).toContain(anywhere.id);
  expect(taken).not.toContain(project.id);
});
