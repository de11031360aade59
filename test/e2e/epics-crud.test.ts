import { expectGitlabError } from '../support/expectations';
import { createEpic } from '../support/epics';
import { addMember, createGroup, createUserWithClient } from '../support/factories';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;
let reporter: Awaited<ReturnType<typeof createUserWithClient>>;

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
  reporter = await createUserWithClient(service.api);
}, 120_000);
afterAll(async () => {
  await service?.stop();
});

/** The instance's external URL (web_url, _links): the service answers on 127.0.0.1 but names itself localhost. */
const base = () => service.url.replace('127.0.0.1', 'localhost');
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

const userBasic = (user: { id: number; username: string }) => ({
  id: user.id, username: user.username, name: `User ${user.username}`, state: 'active', locked: false,
  avatar_url: expect.stringContaining('https://www.gravatar.com/avatar/'), web_url: `${base()}/${user.username}`,
});

describe('POST /groups/:id/epics', () => {
  it("answers 201 with GitLab's epic entity, fixed dates included for an editor", async () => {
    const group = await createGroup(owner.client);
    const res = await owner.client.post(`/groups/${group.id}/epics`, {
      body: { title: 'Roadmap', description: 'The plan', labels: 'plan,q1', start_date_is_fixed: true, start_date_fixed: '2030-01-02', end_date: '2030-03-04' },
    });
    const api = `${base()}/api/v4/groups/${group.id}`;
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number), iid: 1, color: '#1068bf', text_color: '#FFFFFF', group_id: group.id, parent_id: null, parent_iid: null,
      title: 'Roadmap', description: 'The plan', confidential: false, author: userBasic(owner.user),
      start_date: '2030-01-02', start_date_is_fixed: true, start_date_fixed: '2030-01-02', start_date_from_inherited_source: null, start_date_from_milestones: null,
      end_date: '2030-03-04', due_date: '2030-03-04', due_date_is_fixed: true, due_date_fixed: '2030-03-04', due_date_from_inherited_source: null,
      due_date_from_milestones: null, state: 'opened', web_edit_url: `/groups/${group.full_path}/-/epics/1`,
      web_url: `${base()}/groups/${group.full_path}/-/epics/1`, references: { short: '&1', relative: '&1', full: `${group.full_path}&1` },
      created_at: expect.stringMatching(TIMESTAMP), updated_at: expect.stringMatching(TIMESTAMP), closed_at: null, labels: ['plan', 'q1'],
      upvotes: 0, downvotes: 0, _links: { self: `${api}/epics/1`, epic_issues: `${api}/epics/1/issues`, group: api, parent: null },
    });
    expect(Object.keys(res.body).slice(0, 8)).toEqual(['id', 'iid', 'color', 'text_color', 'group_id', 'parent_id', 'parent_iid', 'title']);
  });

  it('numbers epics per group, takes a colour and keeps backdating for owners', async () => {
    const group = await createGroup(owner.client);
    await createEpic(owner.client, group.id);
    const second = await createEpic(owner.client, group.id, { color: 'red', confidential: true, created_at: '2020-05-06T07:08:09Z' });
    expect(second).toMatchObject({ iid: 2, color: '#FF0000', confidential: true, created_at: '2020-05-06T07:08:09.000Z' });
    const other = await createEpic(owner.client, (await createGroup(owner.client)).id);
    expect(other.iid).toBe(1);
  });

  it('answers 400 for a missing, blank or too long title, a bad colour and a long description, and creates nothing', async () => {
    const group = await createGroup(owner.client);
    const post = (body: Record<string, unknown>) => owner.client.post(`/groups/${group.id}/epics`, { body });
    expectGitlabError(await post({}), 400, { error: 'title is missing' });
    expectGitlabError(await post({ title: '  ' }), 400, { message: { title: ["can't be blank"] } });
    expectGitlabError(await post({ title: 'x'.repeat(256) }), 400, { message: { title: ['is too long (maximum is 255 characters)'] } });
    expectGitlabError(await post({ title: 'x', color: 'nocolor' }), 400, { message: { color: ['must be a valid color code'] } });
    expectGitlabError(await post({ title: 'x', description: 'd'.repeat(1_048_577) }), 400, { message: { description: ['is too long (maximum is 1048576 characters)'] } });
    expectGitlabError(await post({ title: 'x', confidential: 'maybe' }), 400, { error: 'confidential is invalid' });
    expect((await owner.client.get(`/groups/${group.id}/epics`)).body).toEqual([]);
  });

  it('ignores created_at from a Reporter and lets them create', async () => {
    const group = await createGroup(owner.client);
    await addMember(owner.client, `groups/${group.id}`, reporter.user.id, 20);
    const epic = await createEpic(reporter.client, group.id, { created_at: '2020-05-06T07:08:09Z' });
    expect(epic.created_at).not.toBe('2020-05-06T07:08:09.000Z');
    expect(epic.author.id).toBe(reporter.user.id);
  });
});

describe('GET /groups/:id/epics/:epic_iid', () => {
  it('adds subscribed, and leaves the fixed dates out for a Guest', async () => {
    const group = await createGroup(owner.client);
    const guest = await createUserWithClient(service.api);
    await addMember(owner.client, `groups/${group.id}`, guest.user.id, 10);
    await createEpic(owner.client, group.id, { title: 'Seen', start_date: '2031-02-03' });
    const asOwner = await owner.client.get(`/groups/${group.id}/epics/1`);
    expect(asOwner.status).toBe(200);
    expect(asOwner.body).toMatchObject({ subscribed: true, start_date: '2031-02-03', start_date_is_fixed: true });
    expect(Object.keys(asOwner.body).slice(-2)).toEqual(['subscribed', '_links']);
    const asGuest = await guest.client.get(`/groups/${group.id}/epics/1`);
    expect(asGuest.status).toBe(200);
    expect(asGuest.body.subscribed).toBe(false);
    expect(asGuest.body.start_date).toBe('2031-02-03');
    for (const key of ['start_date_is_fixed', 'start_date_fixed', 'start_date_from_inherited_source', 'due_date_fixed', 'due_date_is_fixed', 'web_edit_url']) {
      expect(key in asGuest.body).toBe(false);
    }
  });

  it("answers GitLab's 403 for an unknown iid", async () => {
    const group = await createGroup(owner.client);
    expectGitlabError(await owner.client.get(`/groups/${group.id}/epics/99`), 403, { message: '403 Forbidden' });
  });
});

describe('PUT /groups/:id/epics/:epic_iid', () => {
  it('changes fields and labels, closes and reopens', async () => {
    const group = await createGroup(owner.client);
    await createEpic(owner.client, group.id, { labels: 'a,b' });
    const put = (body: Record<string, unknown>) => owner.client.put(`/groups/${group.id}/epics/1`, { body });
    const renamed = await put({ title: 'Renamed', description: 'New', add_labels: 'c', remove_labels: 'a', color: '#ffff00' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ title: 'Renamed', description: 'New', labels: ['b', 'c'], color: '#ffff00', text_color: '#1F1E24' });
    const closed = await put({ state_event: 'close' });
    expect(closed.body).toMatchObject({ state: 'closed', closed_at: expect.stringMatching(TIMESTAMP) });
    const reopened = await put({ state_event: 'reopen' });
    expect(reopened.body).toMatchObject({ state: 'opened', closed_at: null });
    expect((await put({ labels: '' })).body.labels).toEqual([]);
  });

  it('switches a fixed date through the legacy start_date and end_date names', async () => {
    const group = await createGroup(owner.client);
    await createEpic(owner.client, group.id);
    const res = await owner.client.put(`/groups/${group.id}/epics/1`, { body: { start_date: '2032-01-01', end_date: '2032-02-01' } });
    expect(res.body).toMatchObject({ start_date: '2032-01-01', start_date_is_fixed: true, due_date: '2032-02-01', end_date: '2032-02-01', due_date_is_fixed: true });
    const unfixed = await owner.client.put(`/groups/${group.id}/epics/1`, { body: { start_date_is_fixed: false } });
    expect(unfixed.body).toMatchObject({ start_date: null, start_date_fixed: '2032-01-01', start_date_is_fixed: false });
  });

  it('honours updated_at from an owner only', async () => {
    const group = await createGroup(owner.client);
    await createEpic(owner.client, group.id);
    const res = await owner.client.put(`/groups/${group.id}/epics/1`, { body: { title: 'x', updated_at: '2021-01-01T00:00:00Z' } });
    expect(res.body.updated_at).toBe('2021-01-01T00:00:00.000Z');
  });

  it('answers 400 without any field and for a bad state_event', async () => {
    const group = await createGroup(owner.client);
    await createEpic(owner.client, group.id);
    expectGitlabError(await owner.client.put(`/groups/${group.id}/epics/1`, { body: {} }), 400, {
      error: 'add_labels, color, confidential, description, due_date_fixed, due_date_is_fixed, labels, parent_id, remove_labels, start_date_fixed, '
        + 'start_date_is_fixed, state_event, title are missing, at least one parameter must be provided',
    });
    expectGitlabError(await owner.client.put(`/groups/${group.id}/epics/1`, { body: { state_event: 'merge' } }), 400, { error: 'state_event does not have a valid value' });
  });
});

describe('DELETE /groups/:id/epics/:epic_iid', () => {
  it('answers 204 for an owner and keeps the children, detached', async () => {
    const group = await createGroup(owner.client);
    const parent = await createEpic(owner.client, group.id, { title: 'Parent' });
    await createEpic(owner.client, group.id, { title: 'Child', parent_id: parent.id });
    const res = await owner.client.delete(`/groups/${group.id}/epics/1`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expectGitlabError(await owner.client.get(`/groups/${group.id}/epics/1`), 403, { message: '403 Forbidden' });
    const child = await owner.client.get(`/groups/${group.id}/epics/2`);
    expect(child.body).toMatchObject({ title: 'Child', parent_id: null, parent_iid: null, _links: { parent: null } });
  });

  it('answers 403 for a Reporter', async () => {
    const group = await createGroup(owner.client);
    const member = await createUserWithClient(service.api);
    await addMember(owner.client, `groups/${group.id}`, member.user.id, 20);
    await createEpic(owner.client, group.id);
    expectGitlabError(await member.client.delete(`/groups/${group.id}/epics/1`), 403, { message: '403 Forbidden' });
  });
});
