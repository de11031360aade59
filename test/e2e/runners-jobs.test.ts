import type { HttpClient } from '../support/http-client';
import { addMember, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import { startTestService, type TestService } from '../support/service';
import { expectGitlabError } from '../support/expectations';
import { commitFiles, pushPipelineOf } from '../support/pipelines';
import { createRunner, requestJob, updateJob } from '../support/runners';

/** GET /runners/:id/jobs and /runners/:id/managers/:system_id/jobs (Ci::RunnerJobsFinder, JobBasicWithProject). */
let service: TestService;
let api: HttpClient;
let project: CreatedProject;
let foreign: CreatedProject;
let maintainer: HttpClient;
let reporterOnly: HttpClient;
let runner: { id: number; token: string };
const jobs: Record<string, number> = {};

async function pickUp(systemId: string): Promise<{ id: number; token: string }> {
  const res = await requestJob(api, runner.token, { system_id: systemId });
  if (res.status !== 201) throw new Error(`no job: ${res.status} ${res.text}`);
  return res.body;
}

beforeAll(async () => {
  service = await startTestService();
  api = service.api;
  project = await createProject(api, { initialize_with_readme: true, visibility: 'private' });
  foreign = await createProject(api, { initialize_with_readme: true, visibility: 'private' });
  const m = await createUserWithClient(api);
  const r = await createUserWithClient(api);
  [maintainer, reporterOnly] = [m.client, r.client];
  await addMember(api, `projects/${project.id}`, m.user.id, 40);
  await addMember(api, `projects/${project.id}`, r.user.id, 20);
  runner = await createRunner(maintainer, { runner_type: 'project_type', project_id: project.id });
  expect((await api.post(`/projects/${foreign.id}/runners`, { body: { runner_id: runner.id } })).status).toBe(201);
  await pushPipelineOf(api, project.id, await commitFiles(api, project.id, { '.gitlab-ci.yml': 'a:\n  script: [echo a]\nb:\n  script: [echo b]\n' }));
  const first = await pickUp('s_one');
  await updateJob(api, first.id, first.token, { state: 'success' });
  const second = await pickUp('s_two');
  await pushPipelineOf(api, foreign.id, await commitFiles(api, foreign.id, { '.gitlab-ci.yml': 'c:\n  script: [echo c]\n' }));
  const third = await pickUp('s_one');
  await updateJob(api, third.id, third.token, { state: 'failed' });
  Object.assign(jobs, { first: first.id, second: second.id, third: third.id });
}, 180_000);
afterAll(async () => service?.stop());

const ids = (res: { status: number; body: any; text: string }) => {
  if (res.status !== 200) throw new Error(`${res.status} ${res.text}`);
  return (res.body as any[]).map((job) => job.id);
};

it('lists the runner’s jobs as JobBasicWithProject, only in projects where the caller is at least Reporter', async () => {
  const res = await maintainer.get(`/runners/${runner.id}/jobs`);
  expect(ids(res)).toEqual([jobs.first, jobs.second]);
  expect(Object.keys(res.body[0])).toEqual(['id', 'status', 'stage', 'name', 'ref', 'tag', 'coverage', 'allow_failure', 'created_at', 'started_at',
    'finished_at', 'erased_at', 'duration', 'queued_duration', 'user', 'commit', 'pipeline', 'web_url', 'project']);
  expect(res.body[0]).toMatchObject({ id: jobs.first, status: 'success', stage: 'test', name: 'a', ref: 'main', tag: false,
    web_url: `${project.web_url}/-/jobs/${jobs.first}` });
  expect(res.body[0].project).toEqual({
    id: project.id, description: null, name: project.name, name_with_namespace: project.name_with_namespace, path: project.path,
    path_with_namespace: project.path_with_namespace, created_at: project.created_at,
  });
  expect(ids(await api.get(`/runners/${runner.id}/jobs`))).toEqual([jobs.first, jobs.second, jobs.third]);
  const failed = (await api.get(`/runners/${runner.id}/jobs?status=failed`)).body[0];
  expect(failed).toMatchObject({ id: jobs.third, failure_reason: 'unknown_failure' });
});

it.each([
  ['status=running', () => [jobs.second]],
  ['status=success', () => [jobs.first]],
  ['status=failed', () => [jobs.third]],
  ['system_id=s_one', () => [jobs.first, jobs.third]],
  ['system_id=s_two', () => [jobs.second]],
  ['order_by=id', () => [jobs.third, jobs.second, jobs.first]],
  ['order_by=id&sort=asc', () => [jobs.first, jobs.second, jobs.third]],
  // Without order_by, `sort` is ignored: the paginator's default order by id applies.
  ['sort=desc', () => [jobs.first, jobs.second, jobs.third]],
])('filters and orders by %s', async (query, expected) => {
  expect(ids(await api.get(`/runners/${runner.id}/jobs?${query}`))).toEqual(expected());
});

it("lists one manager's jobs", async () => {
  expect(ids(await api.get(`/runners/${runner.id}/managers/s_one/jobs`))).toEqual([jobs.first, jobs.third]);
  expect(ids(await api.get(`/runners/${runner.id}/managers/s_two/jobs?status=success`))).toEqual([]);
  expect(ids(await maintainer.get(`/runners/${runner.id}/managers/s_one/jobs`))).toEqual([jobs.first]);
});

it('pages with a keyset cursor', async () => {
  const first = await api.get(`/runners/${runner.id}/jobs?pagination=keyset&per_page=2&order_by=id&sort=desc`);
  expect(ids(first)).toEqual([jobs.third, jobs.second]);
  const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
  expect(next).toContain('cursor=');
  const second = await api.get(next!.slice(next!.indexOf('/api/v4') + '/api/v4'.length));
  expect(ids(second)).toEqual([jobs.first]);
});

it('refuses callers who do not manage the runner, and bad params', async () => {
  expectGitlabError(await reporterOnly.get(`/runners/${runner.id}/jobs`), 403, { message: '403 Forbidden - No access granted' });
  expectGitlabError(await api.get('/runners/999999/jobs'), 404, { message: '404 Runner Not Found' });
  expectGitlabError(await api.get(`/runners/${runner.id}/jobs?status=bogus`), 400, { error: 'status does not have a valid value' });
  expectGitlabError(await api.get(`/runners/${runner.id}/jobs?order_by=name`), 400, { error: 'order_by does not have a valid value' });
  expectGitlabError(await api.get(`/runners/${runner.id}/jobs?sort=up`), 400, { error: 'sort does not have a valid value' });
  const instance = await createRunner(api, { runner_type: 'instance_type' });
  expectGitlabError(await maintainer.get(`/runners/${instance.id}/jobs`), 403, { message: '403 Forbidden - No access granted' });
});

it('shows job_execution_status active while the runner runs a job, idle otherwise', async () => {
  expect((await api.get(`/runners/${runner.id}`)).body.job_execution_status).toBe('active');
  const idle = await createRunner(api, { runner_type: 'instance_type' });
  expect((await api.get(`/runners/${idle.id}`)).body.job_execution_status).toBe('idle');
});
