import { expectGitlabError } from '../support/expectations';
import { addMember, createProject, createUserWithClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { commitFile, openMergeRequest } from '../support/merge-requests';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;
let reporter: Awaited<ReturnType<typeof createUserWithClient>>;
let stranger: Awaited<ReturnType<typeof createUserWithClient>>;

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
  reporter = await createUserWithClient(service.api);
  stranger = await createUserWithClient(service.api);
}, 60_000);
afterAll(async () => {
  await service?.stop();
});

const NOTHING = { time_estimate: 0, total_time_spent: 0, human_time_estimate: null, human_total_time_spent: null };

/** A private project with an open merge request from `feature`; returns the merge request's route base. */
async function mergeRequestPath(visibility = 'private') {
  const project = await createProject(owner.client, { initialize_with_readme: true, visibility });
  await commitFile(owner.client, project.id, 'feature', { path: 'f.txt', content: 'x\n' }, 'main');
  const mr = await openMergeRequest(owner.client, project.id, { source_branch: 'feature' });
  return { project, path: `/projects/${project.id}/merge_requests/${mr.iid}` };
}

describe('merge request time tracking', () => {
  it('sets, adds, subtracts and resets, answering the time_stats object each time', async () => {
    const { path } = await mergeRequestPath();
    const estimate = await owner.client.post(`${path}/time_estimate`, { body: { duration: '3h30m' } });
    expect({ status: estimate.status, body: estimate.body }).toEqual({
      status: 200, body: { time_estimate: 12600, total_time_spent: 0, human_time_estimate: '3h 30m', human_total_time_spent: null },
    });
    const spent = await owner.client.post(`${path}/add_spent_time`, { body: { duration: '1w 1d', summary: 'review' } });
    expect({ status: spent.status, body: spent.body }).toEqual({
      status: 201, body: { time_estimate: 12600, total_time_spent: 48 * 3600, human_time_estimate: '3h 30m', human_total_time_spent: '1w 1d' },
    });
    const less = await owner.client.post(`${path}/add_spent_time`, { body: { duration: '-1h' } });
    expect([less.status, less.body.human_total_time_spent]).toEqual([201, '1w 7h']);
    const stats = await owner.client.get(`${path}/time_stats`);
    expect([stats.status, stats.body]).toEqual([200, { time_estimate: 12600, total_time_spent: 47 * 3600, human_time_estimate: '3h 30m', human_total_time_spent: '1w 7h' }]);
    expect((await owner.client.get(path)).body.time_stats).toEqual(stats.body);
    const listed = await owner.client.get(`${path.replace(/\/\d+$/, '')}`);
    expect(listed.body[0].time_stats).toEqual(stats.body);
    const reset = await owner.client.post(`${path}/reset_spent_time`);
    expect([reset.status, reset.body]).toEqual([200, { ...NOTHING, time_estimate: 12600, human_time_estimate: '3h 30m' }]);
    const resetEstimate = await owner.client.post(`${path}/reset_time_estimate`);
    expect([resetEstimate.status, resetEstimate.body]).toEqual([200, NOTHING]);
  });

  it("answers GitLab's 400s for missing and invalid durations and changes nothing", async () => {
    const { path } = await mergeRequestPath();
    expectGitlabError(await owner.client.post(`${path}/time_estimate`), 400, { error: 'duration is missing' });
    expectGitlabError(await owner.client.post(`${path}/add_spent_time`), 400, { error: 'duration is missing' });
    expectGitlabError(await owner.client.post(`${path}/time_estimate`, { body: { duration: 'soon' } }), 400,
      { message: { time_estimate: ['must have a valid format and be greater than or equal to zero.'] } });
    expectGitlabError(await owner.client.post(`${path}/time_estimate`, { body: { duration: '-1h' } }), 400,
      { message: { time_estimate: ['must have a valid format and be greater than or equal to zero.'] } });
    expectGitlabError(await owner.client.post(`${path}/add_spent_time`, { body: { duration: 'lots' } }), 400, { message: { time_spent: ["can't be blank"] } });
    expectGitlabError(await owner.client.post(`${path}/add_spent_time`, { body: { duration: '-2h' } }), 400,
      { message: { time_spent: ['Time to subtract exceeds the total time spent'] } });
    expect((await owner.client.get(`${path}/time_stats`)).body).toEqual(NOTHING);
  });

  it('answers 403 to a Reporter, 404 to a non-member of a private project, 401 anonymously and 404 for an unknown iid', async () => {
    const { project, path } = await mergeRequestPath();
    await addMember(owner.client, `projects/${project.id}`, reporter.user.id, 20);
    expectGitlabError(await reporter.client.post(`${path}/time_estimate`, { body: { duration: '1h' } }), 403, { message: '403 Forbidden' });
    expectGitlabError(await reporter.client.post(`${path}/add_spent_time`, { body: { duration: '1h' } }), 403, { message: '403 Forbidden' });
    expect((await reporter.client.get(`${path}/time_stats`)).body).toEqual(NOTHING);
    expectGitlabError(await stranger.client.post(`${path}/time_estimate`, { body: { duration: '1h' } }), 404, { message: '404 Project Not Found' });
    expectGitlabError(await stranger.client.get(`${path}/time_stats`), 404, { message: '404 Project Not Found' });
    const anonymous = new HttpClient(`${service.url}/api/v4`, null);
    expectGitlabError(await anonymous.post(`${path}/reset_time_estimate`), 401, { message: '401 Unauthorized' });
    expectGitlabError(await owner.client.post(`/projects/${project.id}/merge_requests/999/reset_spent_time`), 404, { message: '404 Not found' });
    expect((await owner.client.get(`${path}/time_stats`)).body).toEqual(NOTHING);
  });

  it('lets anyone read the time stats of a public project', async () => {
    const { path } = await mergeRequestPath('public');
    await owner.client.post(`${path}/time_estimate`, { body: { duration: '2d' } });
    const anonymous = new HttpClient(`${service.url}/api/v4`, null);
    expect((await anonymous.get(`${path}/time_stats`)).body).toEqual({ ...NOTHING, time_estimate: 16 * 3600, human_time_estimate: '2d' });
  });
});
