import { expectGitlabError } from '../support/expectations';
import { createEpic, iidsOf } from '../support/epics';
import { addMember, createGroup, createUserWithClient, type CreatedGroup } from '../support/factories';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;
let other: Awaited<ReturnType<typeof createUserWithClient>>;
let group: CreatedGroup;

/**
 * One group with four epics: 1 by the owner (labels bug+ux, opened, old), 2 by the other member
 * (label bug, closed), 3 by the owner (no labels, confidential, "Searchable" title), 4 by the other
 * member (label ux).
 */
beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
  other = await createUserWithClient(service.api);
  group = await createGroup(owner.client);
  await addMember(owner.client, `groups/${group.id}`, other.user.id, 20);
  await createEpic(owner.client, group.id, { title: 'Alpha', labels: 'bug,ux', created_at: '2020-01-01T00:00:00Z' });
  await createEpic(other.client, group.id, { title: 'Delta', labels: 'bug', description: 'the needle is here' });
  await owner.client.put(`/groups/${group.id}/epics/2`, { body: { state_event: 'close', updated_at: '2021-06-01T00:00:00Z' } });
  await createEpic(owner.client, group.id, { title: 'Searchable charlie', confidential: true });
  await createEpic(other.client, group.id, { title: 'Bravo', labels: 'ux' });
}, 120_000);
afterAll(async () => {
  await service?.stop();
});

const list = (query = '', client = owner.client) => client.get(`/groups/${group.id}/epics${query}`);

describe('GET /groups/:id/epics', () => {
  it('lists every state, newest first, with offset pagination headers', async () => {
    const res = await list('?per_page=3');
    expect(res.status).toBe(200);
    expect(iidsOf(res.body)).toEqual([4, 3, 2]);
    expect(res.headers.get('x-total')).toBe('4');
    expect(res.headers.get('x-next-page')).toBe('2');
    expect('subscribed' in res.body[0]).toBe(false);
  });

  it.each([
    ['?state=opened', [4, 3, 1]],
    ['?state=closed', [2]],
    ['?state=all', [4, 3, 2, 1]],
    ['?labels=bug', [2, 1]],
    ['?labels=bug,ux', [1]],
    ['?labels=BUG', [2, 1]],
    ['?labels=None', [3]],
    ['?labels=Any', [4, 2, 1]],
    ['?not[labels]=bug', [4, 3]],
    ['?search=needle', [2]],
    ['?search=searchable', [3]],
    ['?confidential=true', [3]],
    ['?confidential=false', [4, 2, 1]],
    ['?created_before=2020-06-01T00:00:00Z', [1]],
    ['?created_after=2020-06-01T00:00:00Z', [4, 3, 2]],
    ['?updated_before=2021-12-31T00:00:00Z', [2, 1]],
    ['?updated_after=2021-12-31T00:00:00Z', [4, 3]],
    ['?order_by=title&sort=asc', [1, 4, 2, 3]],
    ['?order_by=title', [3, 2, 4, 1]],
    ['?order_by=updated_at&sort=asc', [1, 2, 3, 4]],
    ['?order_by=created_at&sort=asc', [1, 2, 3, 4]],
    ['?my_reaction_emoji=None', [4, 3, 2, 1]],
    ['?my_reaction_emoji=Any', []],
    ['?my_reaction_emoji=thumbsup', []],
  ])('filters %s', async (query, iids) => {
    const res = await list(query);
    expect(res.status).toBe(200);
    expect(iidsOf(res.body)).toEqual(iids);
  });

  it('filters by author id or username, and by their negation', async () => {
    expect(iidsOf((await list(`?author_id=${other.user.id}`)).body)).toEqual([4, 2]);
    expect(iidsOf((await list(`?author_username=${owner.user.username}`)).body)).toEqual([3, 1]);
    expect(iidsOf((await list(`?not[author_id]=${other.user.id}`)).body)).toEqual([3, 1]);
    expect(iidsOf((await list(`?not[author_username]=${owner.user.username}`)).body)).toEqual([4, 2]);
    expect((await list('?author_username=nobody-at-all')).body).toEqual([]);
  });

  it('answers 400 for both author filters and for bad values', async () => {
    expectGitlabError(await list(`?author_id=1&author_username=x`), 400, { error: 'author_id, author_username are mutually exclusive' });
    expectGitlabError(await list(`?not[author_id]=1&not[author_username]=x`), 400, { error: 'not[author_id], not[author_username] are mutually exclusive' });
    expectGitlabError(await list('?state=merged'), 400, { error: 'state does not have a valid value' });
    expectGitlabError(await list('?order_by=due_date'), 400, { error: 'order_by does not have a valid value' });
  });

  it('gives label details on request', async () => {
    const res = await list('?labels=bug,ux&with_labels_details=true');
    expect(res.body[0].labels).toEqual([
      { id: expect.any(Number), name: 'bug', color: '#6699cc', description: null, description_html: '', text_color: '#FFFFFF' },
      { id: expect.any(Number), name: 'ux', color: '#6699cc', description: null, description_html: '', text_color: '#FFFFFF' },
    ]);
  });

  it('hides confidential epics from Guests', async () => {
    const guest = await createUserWithClient(service.api);
    await addMember(owner.client, `groups/${group.id}`, guest.user.id, 10);
    expect(iidsOf((await list('', guest.client)).body)).toEqual([4, 2, 1]);
  });
});

describe('GET /groups/:id/epics across the group tree', () => {
  it('includes descendant groups by default and ancestors on request', async () => {
    const top = await createGroup(owner.client);
    const sub = await createGroup(owner.client, { parent_id: top.id });
    const topEpic = await createEpic(owner.client, top.id, { title: 'Top' });
    const subEpic = await createEpic(owner.client, sub.id, { title: 'Sub' });
    const ids = (body: Array<{ id: number }>) => body.map((epic) => epic.id);
    expect(ids((await owner.client.get(`/groups/${top.id}/epics`)).body)).toEqual([subEpic.id, topEpic.id]);
    expect(ids((await owner.client.get(`/groups/${top.id}/epics?include_descendant_groups=false`)).body)).toEqual([topEpic.id]);
    expect(ids((await owner.client.get(`/groups/${sub.id}/epics`)).body)).toEqual([subEpic.id]);
    expect(ids((await owner.client.get(`/groups/${sub.id}/epics?include_ancestor_groups=true`)).body)).toEqual([subEpic.id, topEpic.id]);
    const fromTop = (await owner.client.get(`/groups/${top.id}/epics`)).body;
    expect(fromTop[0].references).toEqual({ short: '&1', relative: `${sub.full_path}&1`, full: `${sub.full_path}&1` });
  });

  it("leaves out a private subgroup's epics for a caller who cannot read it", async () => {
    const top = await createGroup(owner.client, { visibility: 'public' });
    const hidden = await createGroup(owner.client, { parent_id: top.id, visibility: 'private' });
    const outsider = await createUserWithClient(service.api);
    const topEpic = await createEpic(owner.client, top.id);
    await createEpic(owner.client, hidden.id);
    const res = await outsider.client.get(`/groups/${top.id}/epics`);
    expect(res.body.map((epic: { id: number }) => epic.id)).toEqual([topEpic.id]);
  });
});
