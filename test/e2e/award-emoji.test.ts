import { expectGitlabError } from '../support/expectations';
import { addMember, createProject, createUserWithClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;
let guest: Awaited<ReturnType<typeof createUserWithClient>>;
let stranger: Awaited<ReturnType<typeof createUserWithClient>>;
let anonymous: HttpClient;

beforeAll(async () => {
  service = await startTestService();
  [owner, guest, stranger] = await Promise.all([createUserWithClient(service.api), createUserWithClient(service.api), createUserWithClient(service.api)]);
  anonymous = new HttpClient(`${service.url}/api/v4`, null);
}, 60_000);
afterAll(async () => {
  await service?.stop();
});

const base = () => service.url.replace('127.0.0.1', 'localhost');
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

async function issueIn(visibility: string, body: Record<string, unknown> = {}) {
  const project = await createProject(owner.client, { visibility });
  await addMember(owner.client, `projects/${project.id}`, guest.user.id, 10);
  const issue = (await owner.client.post(`/projects/${project.id}/issues`, { body: { title: 'React to me', ...body } })).body;
  return { project, issue, awards: `/projects/${project.id}/issues/${issue.iid}/award_emoji` };
}

describe('award emoji on issues', () => {
  it("awards an emoji with GitLab's entity, lists it and reads it back", async () => {
    const { issue, awards } = await issueIn('private');
    const res = await guest.client.post(awards, { body: { name: 'rocket' } });
    const expected = {
      id: expect.any(Number), name: 'rocket',
      user: {
        id: guest.user.id, username: guest.user.username, name: `User ${guest.user.username}`, state: 'active', locked: false,
        avatar_url: expect.stringContaining('https://www.gravatar.com/avatar/'), web_url: `${base()}/${guest.user.username}`,
      },
      created_at: expect.stringMatching(TIMESTAMP), updated_at: expect.stringMatching(TIMESTAMP), awardable_id: issue.id, awardable_type: 'Issue', url: null,
    };
    expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: expected });
    expect(Object.keys(res.body)).toEqual(['id', 'name', 'user', 'created_at', 'updated_at', 'awardable_id', 'awardable_type', 'url']);
    const list = await owner.client.get(awards);
    expect([list.status, list.body, list.headers.get('x-total')]).toEqual([200, [expected], '1']);
    expect((await owner.client.get(`${awards}/${res.body.id}`)).body).toEqual(expected);
  });

  it('lists awards oldest first, paginated', async () => {
    const { awards } = await issueIn('private');
    for (const name of ['tada', 'heart', 'eyes']) expect((await owner.client.post(awards, { body: { name } })).status).toBe(201);
    expect((await owner.client.get(awards)).body.map((award: { name: string }) => award.name)).toEqual(['tada', 'heart', 'eyes']);
    const second = await owner.client.get(`${awards}?per_page=2&page=2`);
    expect([second.body.map((award: { name: string }) => award.name), second.headers.get('x-total'), second.headers.get('x-page')]).toEqual([['eyes'], '3', '2']);
  });

  it('stores +1 and -1 as thumbsup and thumbsdown and counts them as the issue votes', async () => {
    const { project, issue, awards } = await issueIn('private');
    expect((await owner.client.post(awards, { body: { name: '+1' } })).body.name).toBe('thumbsup');
    expect((await owner.client.post(awards, { body: { name: ':tada:' } })).body.name).toBe('tada');
    await guest.client.post(awards, { body: { name: 'thumbsup' } });
    await guest.client.post(awards, { body: { name: '-1' } });
    await owner.client.post(awards, { body: { name: 'smile' } });
    const single = (await owner.client.get(`/projects/${project.id}/issues/${issue.iid}`)).body;
    expect([single.upvotes, single.downvotes]).toEqual([2, 1]);
    const listed = (await owner.client.get(`/projects/${project.id}/issues`)).body;
    expect(listed.map((item: { upvotes: number; downvotes: number }) => [item.upvotes, item.downvotes])).toEqual([[2, 1]]);
  });

  it('answers 404 with the validation message for unknown names and duplicates, and 400 without a name', async () => {
    const { awards } = await issueIn('private');
    expectGitlabError(await owner.client.post(awards, { body: { name: 'no_such_emoji' } }), 404, { message: '404 Award Emoji Name is not a valid emoji name Not Found' });
    expectGitlabError(await owner.client.post(awards, { body: { name: '' } }), 404, {
      message: "404 Award Emoji Name can't be blank and Name is not a valid emoji name Not Found",
    });
    expectGitlabError(await owner.client.post(awards, { body: {} }), 400, { error: 'name is missing' });
    expect((await owner.client.post(awards, { body: { name: 'thumbsup' } })).status).toBe(201);
    expectGitlabError(await owner.client.post(awards, { body: { name: '+1' } }), 404, { message: '404 Award Emoji Name has already been taken Not Found' });
    expect((await owner.client.get(awards)).body).toHaveLength(1);
  });

  it('lets only the awarder or an administrator delete an award', async () => {
    const { project, issue, awards } = await issueIn('private');
    const mine = (await guest.client.post(awards, { body: { name: 'eyes' } })).body;
    const theirs = (await owner.client.post(awards, { body: { name: 'eyes' } })).body;
    expectGitlabError(await guest.client.delete(`${awards}/${theirs.id}`), 401, { message: '401 Unauthorized' });
    expect((await guest.client.delete(`/projects/${project.id}/issues/${issue.iid}/award_emoji/${mine.id}`)).status).toBe(204);
    expect((await service.api.delete(`${awards}/${theirs.id}`)).status).toBe(204);
    expectGitlabError(await owner.client.delete(`${awards}/${theirs.id}`), 404, { message: '404 Not found' });
    expect((await owner.client.get(awards)).body).toEqual([]);
  });

  it('hides a private project from non-members and a confidential issue from Guests', async () => {
    const { project, issue, awards } = await issueIn('private');
    const award = (await owner.client.post(awards, { body: { name: 'eyes' } })).body;
    expectGitlabError(await stranger.client.get(awards), 404, { message: '404 Project Not Found' });
    expectGitlabError(await stranger.client.post(awards, { body: { name: 'eyes' } }), 404, { message: '404 Project Not Found' });
    expectGitlabError(await stranger.client.delete(`${awards}/${award.id}`), 404, { message: '404 Project Not Found' });
    expectGitlabError(await anonymous.get(awards), 404, { message: '404 Project Not Found' });
    const secret = (await owner.client.post(`/projects/${project.id}/issues`, { body: { title: 'Secret', confidential: true } })).body;
    const secretAwards = `/projects/${project.id}/issues/${secret.iid}/award_emoji`;
    expectGitlabError(await guest.client.get(secretAwards), 404, { message: '404 Award Emoji Not Found' });
    expectGitlabError(await guest.client.post(secretAwards, { body: { name: 'eyes' } }), 404, { message: '404 Award Emoji Not Found' });
    expect((await owner.client.post(secretAwards, { body: { name: 'eyes' } })).status).toBe(201);
    expectGitlabError(await owner.client.get(`/projects/${project.id}/issues/${issue.iid + 99}/award_emoji`), 404, { message: '404 Not found' });
    expectGitlabError(await owner.client.get(`${awards}/999999999`), 404, { message: '404 Not found' });
  });

  it('lets anonymous callers read the awards of a public issue but not award', async () => {
    const { awards } = await issueIn('public');
    const award = (await stranger.client.post(awards, { body: { name: 'tada' } })).body;
    expect((await anonymous.get(awards)).body.map((item: { name: string }) => item.name)).toEqual(['tada']);
    expectGitlabError(await anonymous.post(awards, { body: { name: 'tada' } }), 404, { message: '404 Award Emoji Not Found' });
    expectGitlabError(await anonymous.delete(`${awards}/${award.id}`), 401, { message: '401 Unauthorized' });
    expect((await anonymous.get(awards)).body).toHaveLength(1);
  });
});

describe('award emoji on issue notes', () => {
  it('awards, lists, reads and deletes on a note', async () => {
    const { project, issue } = await issueIn('private');
    const note = (await owner.client.post(`/projects/${project.id}/issues/${issue.iid}/notes`, { body: { body: 'Nice' } })).body;
    const awards = `/projects/${project.id}/issues/${issue.iid}/notes/${note.id}/award_emoji`;
    const award = await guest.client.post(awards, { body: { name: 'heart' } });
    expect([award.status, award.body.awardable_id, award.body.awardable_type, award.body.name]).toEqual([201, note.id, 'Note', 'heart']);
    expect((await owner.client.get(awards)).body.map((item: { id: number }) => item.id)).toEqual([award.body.id]);
    expect((await owner.client.get(`${awards}/${award.body.id}`)).body.name).toBe('heart');
    // The issue's own awards are another list.
    expect((await owner.client.get(`/projects/${project.id}/issues/${issue.iid}/award_emoji`)).body).toEqual([]);
    expectGitlabError(await owner.client.get(`/projects/${project.id}/issues/${issue.iid}/award_emoji/${award.body.id}`), 404, { message: '404 Not found' });
    expect((await guest.client.delete(`${awards}/${award.body.id}`)).status).toBe(204);
    expect((await owner.client.get(awards)).body).toEqual([]);
  });

  it("refuses another issue's notes and internal notes a Guest cannot read", async () => {
    const { project, issue } = await issueIn('private');
    const other = (await owner.client.post(`/projects/${project.id}/issues`, { body: { title: 'Other' } })).body;
    const note = (await owner.client.post(`/projects/${project.id}/issues/${issue.iid}/notes`, { body: { body: 'Mine' } })).body;
    expectGitlabError(await owner.client.get(`/projects/${project.id}/issues/${other.iid}/notes/${note.id}/award_emoji`), 404, { message: '404 Not found' });
    const internal = (await owner.client.post(`/projects/${project.id}/issues/${issue.iid}/notes`, { body: { body: 'Staff only', internal: true } })).body;
    const internalAwards = `/projects/${project.id}/issues/${issue.iid}/notes/${internal.id}/award_emoji`;
    expectGitlabError(await guest.client.post(internalAwards, { body: { name: 'eyes' } }), 404, { message: '404 Award Emoji Not Found' });
    expect((await owner.client.post(internalAwards, { body: { name: 'eyes' } })).status).toBe(201);
  });
});
