import { expectGitlabError } from '../support/expectations';
import { addMember, createGroup, createProject, createUserWithClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;
let fan: Awaited<ReturnType<typeof createUserWithClient>>;
let group: Awaited<ReturnType<typeof createGroup>>;
let project: Awaited<ReturnType<typeof createProject>>;
const issues: Record<string, { iid: number; id: number }> = {};

const titles = (body: Array<{ title: string }>) => body.map((issue) => issue.title);
const award = (client: HttpClient, title: string, name: string) => client.post(`/projects/${project.id}/issues/${issues[title].iid}/award_emoji`, { body: { name } });

beforeAll(async () => {
  service = await startTestService();
  [owner, fan] = await Promise.all([createUserWithClient(service.api), createUserWithClient(service.api)]);
  group = await createGroup(owner.client, { visibility: 'public' });
  project = await createProject(owner.client, { namespace_id: group.id, visibility: 'public' });
  await addMember(owner.client, `projects/${project.id}`, fan.user.id, 10);
  for (const title of ['quiet', 'loved', 'liked', 'disliked']) {
    issues[title] = (await owner.client.post(`/projects/${project.id}/issues`, { body: { title } })).body;
  }
  // loved: 2 thumbs up; liked: 1 thumbs up and the fan's rocket; disliked: the fan's thumbs down; quiet: nothing.
  await award(owner.client, 'loved', 'thumbsup');
  await award(fan.client, 'loved', 'thumbsup');
  await award(fan.client, 'liked', '+1');
  await award(fan.client, 'liked', 'rocket');
  await award(fan.client, 'disliked', 'thumbsdown');
}, 60_000);
afterAll(async () => {
  await service?.stop();
});

describe('my_reaction_emoji', () => {
  const lists = () => [`/projects/${project.id}/issues`, `/groups/${group.id}/issues`, '/issues?scope=all'];

  it.each([
    ['Any', ['disliked', 'liked', 'loved']],
    ['any', ['disliked', 'liked', 'loved']],
    ['None', ['quiet']],
    ['thumbsup', ['liked', 'loved']],
    ['rocket', ['liked']],
  ])('filters by the caller\'s own awards: %s', async (emoji, expected) => {
    for (const path of lists()) {
      const res = await fan.client.get(`${path}${path.includes('?') ? '&' : '?'}my_reaction_emoji=${emoji}&sort=asc&order_by=title`);
      expect([path, res.status, titles(res.body)]).toEqual([path, 200, expected]);
    }
  });

  it("counts only the caller's awards, not other users'", async () => {
    const res = await owner.client.get(`/projects/${project.id}/issues?my_reaction_emoji=Any`);
    expect(titles(res.body)).toEqual(['loved']);
  });

  it('negates a name with not[my_reaction_emoji]', async () => {
    const res = await fan.client.get(`/projects/${project.id}/issues?not[my_reaction_emoji]=thumbsup&order_by=title&sort=asc`);
    expect(titles(res.body)).toEqual(['disliked', 'quiet']);
    const group_ = await fan.client.get(`/groups/${group.id}/issues?not[my_reaction_emoji]=rocket&order_by=title&sort=asc`);
    expect(titles(group_.body)).toEqual(['disliked', 'loved', 'quiet']);
  });

  it('ignores the filter for anonymous callers, as GitLab does', async () => {
    const anonymous = new HttpClient(`${service.url}/api/v4`, null);
    const res = await anonymous.get(`/projects/${project.id}/issues?my_reaction_emoji=None`);
    expect(titles(res.body).sort()).toEqual(['disliked', 'liked', 'loved', 'quiet']);
  });
});

describe('order_by=popularity', () => {
  it('orders by thumbs up, most first, newest first among equals', async () => {
    const res = await owner.client.get(`/projects/${project.id}/issues?order_by=popularity`);
    expect(titles(res.body)).toEqual(['loved', 'liked', 'disliked', 'quiet']);
    expect(res.body.map((issue: { upvotes: number; downvotes: number }) => [issue.upvotes, issue.downvotes])).toEqual([[2, 0], [1, 0], [0, 1], [0, 0]]);
  });

  it('orders fewest first with sort=asc', async () => {
    const res = await owner.client.get(`/projects/${project.id}/issues?order_by=popularity&sort=asc`);
    expect(titles(res.body)).toEqual(['disliked', 'quiet', 'liked', 'loved']);
  });

  it('still rejects an unknown order', async () => {
    expectGitlabError(await owner.client.get(`/projects/${project.id}/issues?order_by=votes`), 400, { error: 'order_by does not have a valid value' });
  });
});
