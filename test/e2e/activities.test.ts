import { startTestService, type TestService } from '../support/service';
import { expectGitlabError } from '../support/expectations';
import { ISO_TIME, utcDate } from '../support/dates';
import { createUser, createUserWithClient, readUserRow } from '../support/factories';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
  await service.api.get('/version');
});
afterAll(async () => {
  await service?.stop();
});

const today = utcDate(0);
const usernames = (body: Array<{ username: string }>) => body.map((a) => a.username);

describe('GET /user/activities', () => {
  it('lists users active in the last six months with their last activity day', async () => {
    const res = await service.api.get('/user/activities');
    expect(res.status).toBe(200);
    const root = res.body.find((a: any) => a.username === 'root');
    expect(Object.keys(root)).toEqual(['username', 'last_activity_on', 'last_activity_at']);
    expect(root).toEqual({ username: 'root', last_activity_on: today, last_activity_at: today });
    expect(res.headers.get('x-page')).toBe('1');
    expect(res.headers.get('x-per-page')).toBe('20');
  });

  it('records API use as the day of last activity and the current sign-in time once a request succeeded', async () => {
    const { user, client } = await createUserWithClient(service.api);
    const before = usernames((await service.api.get('/user/activities?per_page=100')).body);
    expect(before).not.toContain(user.username);
    // API::API's `after` hook: the first answer is built before the activity is recorded.
    expect((await client.get('/user')).body.last_activity_on).toBeNull();
    const me = await client.get('/user');
    expect(me.body).toMatchObject({ last_activity_on: today, current_sign_in_at: expect.stringMatching(ISO_TIME) });
    const after = usernames((await service.api.get('/user/activities?per_page=100')).body);
    expect(after).toContain(user.username);
  });

  it('records no activity for requests that fail', async () => {
    const { user, client } = await createUserWithClient(service.api);
    expect((await client.get('/projects/999999999')).status).toBe(404);
    expect((await client.post('/projects', { body: {} })).status).toBe(400);
    expect((await client.get('/application/settings')).status).toBe(403);
    const row = await readUserRow(service.server.backend.databaseUrl, user.id);
    expect(row?.last_activity_on ?? null).toBeNull();
    expect((await client.get('/user')).status).toBe(200);
    expect((await readUserRow(service.server.backend.databaseUrl, user.id))?.last_activity_on).not.toBeNull();
  });

  it('lists the oldest activity first, then by id', async () => {
    const first = await createUserWithClient(service.api);
    const second = await createUserWithClient(service.api);
    await second.client.get('/user');
    await first.client.get('/user');
    const listed = usernames((await service.api.get('/user/activities?per_page=100')).body);
    expect(listed.indexOf(first.user.username)).toBeLessThan(listed.indexOf(second.user.username));
  });

  it('leaves out users who never used the API', async () => {
    const idle = await createUser(service.api);
    expect(usernames((await service.api.get('/user/activities?per_page=100')).body)).not.toContain(idle.username);
  });

  it.each([
    ['today', today, true],
    ['midnight today', `${today}T00:00:00Z`, true],
    ['later today', `${today}T12:00:00Z`, false],
    ['tomorrow', utcDate(1), false],
    ['a year ago', utcDate(-365), true],
  ])('filters by from=%s', async (_label, from, included) => {
    const res = await service.api.get(`/user/activities?from=${encodeURIComponent(from)}&per_page=100`);
    expect(res.status).toBe(200);
    expect(usernames(res.body).includes('root')).toBe(included);
  });

  it('paginates with GitLab headers', async () => {
    await (await createUserWithClient(service.api)).client.get('/user');
    const res = await service.api.get('/user/activities?per_page=1&page=2');
    expect(res.body).toHaveLength(1);
    expect(res.headers.get('x-page')).toBe('2');
    expect(res.headers.get('x-prev-page')).toBe('1');
    expect(Number(res.headers.get('x-total'))).toBeGreaterThanOrEqual(2);
  });

  it('shows private profiles to administrators only', async () => {
    const hidden = await createUserWithClient(service.api, ['api'], { private_profile: true });
    await hidden.client.get('/user');
    const viewer = await createUserWithClient(service.api, ['read_user']);
    expect(usernames((await viewer.client.get('/user/activities?per_page=100')).body)).not.toContain(hidden.user.username);
    expect(usernames((await hidden.client.get('/user/activities?per_page=100')).body)).not.toContain(hidden.user.username);
    expect(usernames((await service.api.get('/user/activities?per_page=100')).body)).toContain(hidden.user.username);
  });

  it.each([
    ['from is not a date', '?from=soon', 400, { error: 'from is invalid' }],
  ])('answers 400 when %s', async (_label, query, status, body) => {
    expectGitlabError(await service.api.get(`/user/activities${query}`), status, body);
  });

  it('answers 401 without credentials', async () => {
    expectGitlabError(await service.api.as(null).get('/user/activities'), 401, { message: '401 Unauthorized' });
  });
});
