import { expectGitlabError } from '../support/expectations';
import { createGroup, type CreatedGroup } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { createOwnedGroup } from '../support/owned-group';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: HttpClient;
let maintainer: HttpClient;
let outsider: HttpClient;
let group: CreatedGroup;

beforeAll(async () => {
  service = await startTestService();
  ({ owner, maintainer, outsider, group } = await createOwnedGroup(service));
});
afterAll(async () => {
  await service?.stop();
});

const links = (groupId: number | string = group.id) => `/groups/${groupId}/saml_group_links`;
const link = (name: string, groupId: number | string = group.id) => `${links(groupId)}/${encodeURIComponent(name)}`;
const create = (body: Record<string, unknown>, client = owner, groupId: number | string = group.id) => client.post(links(groupId), { body });

describe('SAML group links', () => {
  it('lists none for a new group', async () => {
    const empty = await createGroup(owner);
    const res = await owner.get(links(empty.id));
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: [] });
  });

  it('creates links and shows them one by one and as a list', async () => {
    const target = await createGroup(owner);
    const plain = await create({ saml_group_name: '  Engineering Team ', access_level: 30 }, owner, target.id);
    expect({ status: plain.status, body: plain.body }).toEqual({
      status: 201, body: { name: 'Engineering Team', access_level: 30, member_role_id: null, provider: null },
    });
    const full = await create({ saml_group_name: 'ops', access_level: 40, member_role_id: 7, provider: 'okta' }, owner, target.id);
    expect(full.body).toEqual({ name: 'ops', access_level: 40, member_role_id: 7, provider: 'okta' });
    expect((await owner.get(links(target.id))).body).toEqual([plain.body, full.body]);
    const one = await owner.get(link('Engineering Team', target.id));
    expect({ status: one.status, body: one.body }).toEqual({ status: 200, body: plain.body });
  });

  it.each([
    ['an access level outside the roles a link may grant', { saml_group_name: 'min', access_level: 5 }, { message: 'Access level is invalid' }],
    ['a blank name', { saml_group_name: '   ', access_level: 10 }, { message: "Saml group name can't be blank" }],
    ['a name over 255 characters', { saml_group_name: 'n'.repeat(256), access_level: 10 }, { message: 'Saml group name is too long (maximum is 255 characters)' }],
    ['an unknown access level', { saml_group_name: 'x', access_level: 25 }, { error: 'access_level does not have a valid value' }],
    ['missing params', {}, { error: 'saml_group_name is missing, access_level is missing' }],
  ])('answers 400 for %s', async (_case, body, error) => {
    expectGitlabError(await create(body), 400, error);
  });

  it('answers 400 for a name already linked without a provider, and takes it for another provider', async () => {
    const target = await createGroup(owner);
    await create({ saml_group_name: 'dup', access_level: 10 }, owner, target.id);
    expectGitlabError(await create({ saml_group_name: 'dup', access_level: 20 }, owner, target.id), 400, { message: 'Saml group name has already been taken' });
    expect((await create({ saml_group_name: 'dup', access_level: 20, provider: 'okta' }, owner, target.id)).status).toBe(201);
  });

  it('answers 404 for an unknown link', async () => {
    expectGitlabError(await owner.get(link('nobody')), 404, { message: '404 Not Found' });
    expectGitlabError(await owner.delete(link('nobody')), 404, { message: '404 Not Found' });
  });
});

describe('same-named links of several providers', () => {
  let target: CreatedGroup;
  beforeAll(async () => {
    target = await createGroup(owner);
    await create({ saml_group_name: 'devs', access_level: 30 }, owner, target.id);
    await create({ saml_group_name: 'devs', access_level: 40, provider: 'okta' }, owner, target.id);
  });

  it('needs a provider to pick one (422 otherwise)', async () => {
    const message = 'Multiple group links found with the same name. Please specify a provider parameter to disambiguate.';
    expectGitlabError(await owner.get(link('devs', target.id)), 422, { message });
    expectGitlabError(await owner.delete(link('devs', target.id)), 422, { message });
    expect((await owner.get(`${link('devs', target.id)}?provider=okta`)).body).toEqual({ name: 'devs', access_level: 40, member_role_id: null, provider: 'okta' });
    expect((await owner.get(`${link('devs', target.id)}?provider=`)).body).toMatchObject({ access_level: 30, provider: null });
  });

  it('deletes the link of the given provider', async () => {
    const res = await owner.delete(`${link('devs', target.id)}?provider=okta`);
    expect({ status: res.status, text: res.text }).toEqual({ status: 204, text: '' });
    expect((await owner.get(links(target.id))).body).toEqual([{ name: 'devs', access_level: 30, member_role_id: null, provider: null }]);
    expect((await owner.get(link('devs', target.id))).status).toBe(200);
  });
});

describe('who may manage SAML group links', () => {
  it('lets administrators manage any group\'s links', async () => {
    expect((await create({ saml_group_name: 'by-admin', access_level: 10 }, service.api)).status).toBe(201);
    expect((await service.api.delete(link('by-admin'))).status).toBe(204);
  });

  it.each([
    ['a Maintainer', () => maintainer, () => group.id],
    ['a non-member of the private group', () => outsider, () => group.id],
    ['anyone, for an unknown group', () => owner, () => 999999],
    ['an anonymous caller', () => service.api.as(null), () => group.id],
  ])('answers 401 to %s, as GitLab does', async (_case, client, groupId) => {
    const unauthorized = { message: '401 Unauthorized' };
    expectGitlabError(await client().get(links(groupId())), 401, unauthorized);
    expectGitlabError(await create({ saml_group_name: 'x', access_level: 10 }, client(), groupId()), 401, unauthorized);
    expectGitlabError(await client().get(link('x', groupId())), 401, unauthorized);
    expectGitlabError(await client().delete(link('x', groupId())), 401, unauthorized);
  });
});
