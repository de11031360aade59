import { eventually, expectGitlabError } from '../support/expectations';
import { addMember, createGroup, createProject, createUser, createUserWithClient, uniqueName, type CreatedGroup } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

type Caller = Awaited<ReturnType<typeof createUserWithClient>>;

let service: TestService;
let owner: Caller;
let member: Caller;
let outsider: Caller;
const tag = uniqueName('ns');
const g: Record<'pub' | 'priv' | 'kid', CreatedGroup> = {} as never;

beforeAll(async () => {
  service = await startTestService();
  [owner, member, outsider] = await Promise.all([1, 2, 3].map(() => createUserWithClient(service.api)));
  g.pub = await createGroup(owner.client, { name: `${tag} Pub`, path: `${tag}-pub`, visibility: 'public' });
  g.priv = await createGroup(owner.client, { name: `${tag} Priv`, path: `${tag}-priv`, visibility: 'private' });
  g.kid = await createGroup(owner.client, { name: `${tag} Kid`, path: 'kid', parent_id: g.pub.id, visibility: 'public' });
  await addMember(owner.client, `groups/${g.priv.id}`, member.user.id, 30);
  await addMember(owner.client, `groups/${g.kid.id}`, member.user.id, 10);
  await createProject(owner.client, { namespace_id: g.kid.id });
});
afterAll(async () => {
  await service?.stop();
});

const BASIC_KEYS = ['id', 'name', 'path', 'kind', 'full_path', 'parent_id', 'avatar_url', 'web_url'];
const ids = (res: { body: Array<{ id: number }> }) => res.body.map((x) => x.id);
const webUrl = (path: string) => `http://localhost:${service.server.port}/${path}`;

/** NamespaceBasic of a group, as every reader sees it. */
function groupBasic(group: CreatedGroup, parentId: number | null = null) {
  return {
    id: group.id, name: group.name, path: group.path, kind: 'group', full_path: group.full_path, parent_id: parentId,
    avatar_url: null, web_url: webUrl(`groups/${group.full_path}`),
  };
}

/** What a group's Owners and administrators see besides. */
function ownerFields(counts: { members: number; projects: number; billable: number }) {
  return {
    members_count_with_descendants: counts.members, root_repository_size: null, projects_count: counts.projects,
    billable_members_count: counts.billable, plan: 'default', trial_ends_on: null, trial: false,
  };
}

async function personalNamespaceOf(caller: Caller) {
  const res = await caller.client.get(`/namespaces/${caller.user.username}`);
  expect(res.status).toBe(200);
  return res.body;
}

describe('GET /namespaces', () => {
  it('answers 401 without a token', async () => {
    expectGitlabError(await service.api.as(null).get('/namespaces'), 401, { message: '401 Unauthorized' });
  });

  it("lists an owner's personal namespace and groups, with the fields Owners see, by id", async () => {
    const res = await owner.client.get('/namespaces');
    expect(res.status).toBe(200);
    const personal = res.body.find((n: { kind: string }) => n.kind === 'user');
    const avatar = (await owner.client.get('/user')).body.avatar_url;
    expect(personal).toEqual({
      id: personal.id, name: `User ${owner.user.username}`, path: owner.user.username, kind: 'user', full_path: owner.user.username,
      parent_id: null, avatar_url: avatar, web_url: webUrl(owner.user.username),
      billable_members_count: 1, plan: 'default', trial_ends_on: null, trial: false,
    });
    const groups = res.body.filter((n: { kind: string }) => n.kind === 'group');
    expect(groups).toEqual([
      { ...groupBasic(g.pub), ...ownerFields({ members: 2, projects: 1, billable: 2 }) },
      { ...groupBasic(g.priv), ...ownerFields({ members: 2, projects: 0, billable: 2 }) },
      { ...groupBasic(g.kid, g.pub.id), ...ownerFields({ members: 2, projects: 1, billable: 2 }) },
    ]);
    expect(Object.keys(groups[0])).toEqual([...BASIC_KEYS, 'members_count_with_descendants', 'root_repository_size', 'projects_count',
      'billable_members_count', 'plan', 'trial_ends_on', 'trial']);
    expect(ids(res)).toEqual([...ids(res)].sort((a, b) => a - b));
  });

  it("lists a member's direct groups only, without the Owners' fields", async () => {
    const personal = await personalNamespaceOf(member);
    const res = await member.client.get('/namespaces');
    const readerFields = { billable_members_count: null };
    const expected = [{ ...groupBasic(g.priv), ...readerFields }, { ...groupBasic(g.kid, g.pub.id), ...readerFields }, personal];
    expect(res.body).toEqual(expected.sort((a, b) => a.id - b.id));
    // The member's own personal namespace may come first (it is made as the account is): look at a group's keys.
    expect(Object.keys(res.body.find((n: { kind: string }) => n.kind === 'group'))).toEqual([...BASIC_KEYS, 'billable_members_count']);
  });

  it('lists no group the caller is not a direct member of', async () => {
    const res = await outsider.client.get(`/namespaces?search=${tag}`);
    expect(res.body).toEqual([]);
  });

  it('lists every namespace to administrators, with the Owners\' fields', async () => {
    const res = await service.api.get(`/namespaces?search=${tag}`);
    expect(ids(res)).toEqual([g.pub.id, g.priv.id, g.kid.id]);
    expect(res.body[1]).toEqual({ ...groupBasic(g.priv), ...ownerFields({ members: 2, projects: 0, billable: 2 }) });
    const personal = await personalNamespaceOf(outsider);
    expect(ids(await service.api.get(`/namespaces?search=${outsider.user.username}`))).toEqual([personal.id]);
  });

  it.each<[string, () => Caller, () => number[]]>([
    [`search=${tag}&owned_only=true`, () => member, () => []],
    [`search=${tag}&owned_only=true`, () => owner, () => [g.pub.id, g.priv.id, g.kid.id]],
    [`search=${tag}&top_level_only=true`, () => owner, () => [g.pub.id, g.priv.id]],
    ['search=-pub%2Fki&full_path_search=true', () => owner, () => [g.kid.id]],
    ['search=-pub%2Fki', () => owner, () => []],
    ['search=kid', () => owner, () => [g.kid.id]],
    ['search=PRIV', () => member, () => [g.priv.id]],
  ])('filters groups with %s', async (query, caller, expected) => {
    const res = await caller().client.get(`/namespaces?${query}`);
    expect(res.body.filter((n: { kind: string }) => n.kind === 'group').map((n: { id: number }) => n.id)).toEqual(expected());
  });

  it('matches a search shorter than 3 characters only as a whole name or path', async () => {
    const short = await createGroup(owner.client, { name: 'zq', path: 'zq' });
    expect(ids(await owner.client.get('/namespaces?search=zq'))).toEqual([short.id]);
    expect(ids(await owner.client.get('/namespaces?search=z'))).toEqual([]);
  });

  it('pages with GitLab headers', async () => {
    const res = await owner.client.get(`/namespaces?search=${tag}&per_page=1&page=2`);
    expect(ids(res)).toEqual([g.priv.id]);
    expect(Object.fromEntries(['x-total', 'x-total-pages', 'x-page', 'x-per-page', 'x-next-page', 'x-prev-page'].map((h) => [h, res.headers.get(h)])))
      .toEqual({ 'x-total': '3', 'x-total-pages': '3', 'x-page': '2', 'x-per-page': '1', 'x-next-page': '3', 'x-prev-page': '1' });
  });
});

describe('GET /namespaces/:id', () => {
  it('finds a group by id and by URL-encoded full path', async () => {
    const byId = await owner.client.get(`/namespaces/${g.kid.id}`);
    expect(byId.body).toEqual({ ...groupBasic(g.kid, g.pub.id), ...ownerFields({ members: 2, projects: 1, billable: 2 }) });
    const byPath = await member.client.get(`/namespaces/${encodeURIComponent(g.kid.full_path.toUpperCase())}`);
    expect(byPath.body).toEqual({ ...groupBasic(g.kid, g.pub.id), billable_members_count: null });
  });

  it.each<[string, () => HttpClient, () => string]>([
    ['a private group to a non-member', () => outsider.client, () => String(g.priv.id)],
    ['a public group to a non-member', () => outsider.client, () => g.pub.full_path],
    ['a parent group to a member of its subgroup only', () => member.client, () => String(g.pub.id)],
    ["another user's personal namespace", () => member.client, () => owner.user.username],
    ['a missing namespace', () => owner.client, () => `${tag}-missing`],
    ['an id past the column range', () => owner.client, () => '99999999999999999999'],
  ])('answers 404 for %s', async (_, client, ref) => {
    expectGitlabError(await client().get(`/namespaces/${encodeURIComponent(ref())}`), 404, { message: '404 Namespace Not Found' });
  });

  it("finds the caller's own personal namespace, and any namespace for administrators", async () => {
    const personal = await personalNamespaceOf(outsider);
    expect(personal).toMatchObject({ kind: 'user', path: outsider.user.username, billable_members_count: 1, plan: 'default' });
    expect((await service.api.get(`/namespaces/${personal.id}`)).body).toEqual(personal);
    expect((await service.api.get(`/namespaces/${g.priv.id}`)).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expectGitlabError(await service.api.as(null).get(`/namespaces/${g.pub.id}`), 401, { message: '401 Unauthorized' });
  });
});

describe('GET /namespaces/:id/exists', () => {
  it.each<[string, () => string, () => string, () => object]>([
    ['a top-level path, suggesting the next free one', () => `${tag}-pub`, () => '', () => ({ exists: true, suggests: [`${tag}-pub1`] })],
    ['a path whatever its case', () => `${tag}-PUB`.toUpperCase(), () => '', () => ({ exists: true, suggests: [`${tag}-PUB1`.toUpperCase()] })],
    ['a subgroup path under its parent', () => 'kid', () => `?parent_id=${g.pub.id}`, () => ({ exists: true, suggests: ['kid1'] })],
    ['a subgroup path at the top level as free', () => 'kid', () => '', () => ({ exists: false, suggests: [] })],
    ['a path under a missing parent as free', () => 'kid', () => '?parent_id=2147483647', () => ({ exists: false, suggests: [] })],
    ['a personal namespace path', () => owner.user.username, () => '', () => ({ exists: true, suggests: [`${owner.user.username}1`] })],
  ])('answers %s', async (_, path, parent, expected) => {
    const res = await owner.client.get(`/namespaces/${encodeURIComponent(path())}/exists${parent()}`);
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: expected() });
  });

  it('suggests a path no sibling has as path or name', async () => {
    await createGroup(owner.client, { name: `${tag}-x`, path: `${tag}-x` });
    await createGroup(owner.client, { name: `${tag}-x1`, path: `${tag}-other` });
    await createGroup(owner.client, { name: 'X two', path: `${tag}-x2` });
    expect((await owner.client.get(`/namespaces/${tag}-x/exists`)).body).toEqual({ exists: true, suggests: [`${tag}-x3`] });
  });

  it('rejects a parent_id that is not an integer, and anonymous callers', async () => {
    expectGitlabError(await owner.client.get(`/namespaces/${tag}/exists?parent_id=abc`), 400, { error: 'parent_id is invalid' });
    expectGitlabError(await service.api.as(null).get(`/namespaces/${tag}/exists`), 401, { message: '401 Unauthorized' });
  });
});

describe('personal namespaces with the account', () => {
  it('lists a new user\'s namespace for administrators without the user doing anything', async () => {
    const user = await createUser(service.api);
    const listed = await eventually(async () => {
      const res = await service.api.get(`/namespaces?search=${user.username}&per_page=100`);
      return (res.body as Array<{ path: string; kind: string }>).find((n) => n.path === user.username);
    }, 15_000);
    expect(listed).toMatchObject({ kind: 'user', path: user.username, full_path: user.username });
  });
});
