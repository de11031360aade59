import { expectGitlabError } from '../support/expectations';
import { createGroup, uniqueName, type CreatedGroup } from '../support/factories';
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

const links = (groupId: number | string = group.id) => `/groups/${groupId}/ldap_group_links`;
const create = (body: Record<string, unknown>, client = owner, groupId: number | string = group.id) => client.post(links(groupId), { body });

describe('LDAP group links', () => {
  it('answers 404 while a group has none', async () => {
    const empty = await createGroup(owner);
    expectGitlabError(await owner.get(links(empty.id)), 404, { message: 'No linked LDAP groups found' });
  });

  it('links an LDAP group by cn or by filter and lists the links', async () => {
    const other = await createGroup(owner);
    const byCn = await create({ cn: 'cn=developers,ou=groups', group_access: 30, provider: 'ldapmain' }, owner, other.id);
    expect({ status: byCn.status, body: byCn.body }).toEqual({
      status: 201, body: { cn: 'cn=developers,ou=groups', group_access: 30, provider: 'ldapmain', filter: null },
    });
    const byFilter = await create({ filter: '(&(objectClass=person)(ou=eng))', group_access: 20, provider: 'ldapmain' }, owner, other.id);
    expect(byFilter.body).toEqual({ cn: null, group_access: 20, provider: 'ldapmain', filter: '(&(objectClass=person)(ou=eng))' });
    const res = await owner.get(links(other.id));
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: [byCn.body, byFilter.body] });
    expect((await service.api.get(links(other.full_path.replace(/\//g, '%2F')))).body).toEqual([byCn.body, byFilter.body]);
  });

  it.each([
    ['cn and filter together', { cn: 'a', filter: '(uid=a)', group_access: 30, provider: 'ldapmain' }, 'cn, filter are mutually exclusive'],
    ['neither cn nor filter', { group_access: 30, provider: 'ldapmain' }, 'cn, filter are missing, exactly one parameter must be provided'],
    ['no group_access and provider', { cn: 'a' }, 'group_access is missing, provider is missing'],
    ['an invalid group_access', { cn: 'a', group_access: 25, provider: 'ldapmain' }, 'group_access does not have a valid value'],
  ])('answers 400 for %s', async (_case, body, error) => {
    expectGitlabError(await create(body), 400, { error });
  });

  it.each([
    ['a cn already linked for the provider', { cn: 'dup' }, 'Cn has already been taken'],
    ['a filter already linked for the provider', { filter: '(uid=dup)' }, 'Filter has already been taken'],
    ['a malformed filter', { filter: '(uid=open' }, 'Filter is invalid'],
  ])('answers 409 for %s', async (_case, key, message) => {
    const target = await createGroup(owner);
    if (!key.filter?.includes('open')) expect((await create({ ...key, group_access: 10, provider: 'ldapmain' }, owner, target.id)).status).toBe(201);
    expectGitlabError(await create({ ...key, group_access: 30, provider: 'ldapmain' }, owner, target.id), 409, { message });
  });

  it('allows the same cn for another provider', async () => {
    const target = await createGroup(owner);
    await create({ cn: 'shared', group_access: 10, provider: 'ldapmain' }, owner, target.id);
    expect((await create({ cn: 'shared', group_access: 10, provider: 'ldapsecondary' }, owner, target.id)).status).toBe(201);
  });
});

describe('DELETE /groups/:id/ldap_group_links', () => {
  let target: CreatedGroup;
  beforeAll(async () => {
    target = await createGroup(owner);
    for (const key of [{ cn: 'one' }, { cn: 'two' }, { cn: 'cn=three,ou=x' }, { filter: '(uid=four)' }, { cn: 'five' }]) {
      await create({ ...key, group_access: 30, provider: 'ldapmain' }, owner, target.id);
    }
  });

  it('deletes a link by cn or filter with its provider', async () => {
    const res = await owner.delete(`${links(target.id)}?cn=one&provider=ldapmain`);
    expect({ status: res.status, text: res.text }).toEqual({ status: 204, text: '' });
    expect((await owner.delete(links(target.id), { body: { filter: '(uid=four)', provider: 'ldapmain' } })).status).toBe(204);
    expectGitlabError(await owner.delete(`${links(target.id)}?cn=one&provider=ldapmain`), 404, { message: 'Linked LDAP group not found' });
  });

  it('deletes by the deprecated /:cn and /:provider/:cn paths', async () => {
    expect((await owner.delete(`${links(target.id)}/two`)).status).toBe(204);
    expect((await owner.delete(`${links(target.id)}/ldapmain/${encodeURIComponent('cn=three,ou=x')}`)).status).toBe(204);
    expectGitlabError(await owner.delete(`${links(target.id)}/otherldap/five`), 404, { message: 'Linked LDAP group not found' });
    expect((await owner.get(links(target.id))).body.map((l: { cn: string }) => l.cn)).toEqual(['five']);
  });

  it.each([
    ['cn and filter together', '?cn=a&filter=b&provider=ldapmain', 'cn, filter are mutually exclusive'],
    ['no provider', '?cn=five', 'provider is missing'],
  ])('answers 400 for %s', async (_case, query, error) => {
    expectGitlabError(await owner.delete(`${links(target.id)}${query}`), 400, { error });
  });
});

describe('who may manage LDAP group links', () => {
  it('lets administrators manage any group\'s links', async () => {
    expect((await create({ cn: uniqueName('admin'), group_access: 10, provider: 'ldapmain' }, service.api)).status).toBe(201);
  });

  it.each([
    ['a Maintainer', () => maintainer, () => group.id],
    ['a non-member of the private group', () => outsider, () => group.id],
    ['anyone, for an unknown group', () => owner, () => 999999],
  ])('answers 403 to %s, as GitLab authorizes before it finds the group', async (_case, client, groupId) => {
    expectGitlabError(await client().get(links(groupId())), 403, { message: '403 Forbidden' });
    expectGitlabError(await create({ cn: 'x', group_access: 30, provider: 'ldapmain' }, client(), groupId()), 403, { message: '403 Forbidden' });
    expectGitlabError(await client().delete(`${links(groupId())}/x`), 403, { message: '403 Forbidden' });
  });

  it('answers 401 to anonymous callers', async () => {
    expectGitlabError(await service.api.as(null).get(links()), 401, { message: '401 Unauthorized' });
    expectGitlabError(await create({ cn: 'x', group_access: 30, provider: 'ldapmain' }, service.api.as(null)), 401, { message: '401 Unauthorized' });
  });
});

describe('POST /groups/:id/ldap_sync', () => {
  it('answers 404 when no LDAP server is configured, as GitLab does before looking at the group', async () => {
    expectGitlabError(await owner.post(`/groups/${group.id}/ldap_sync`), 404, { message: '404 Not Found' });
    expectGitlabError(await service.api.post('/groups/999999/ldap_sync'), 404, { message: '404 Not Found' });
  });

  it('answers 401 to anonymous callers', async () => {
    expectGitlabError(await service.api.as(null).post(`/groups/${group.id}/ldap_sync`), 401, { message: '401 Unauthorized' });
  });
});
