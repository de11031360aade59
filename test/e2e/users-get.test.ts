import { expectGitlabError } from '../support/expectations';
import { createUser, createUserWithClient, type CreatedUser } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let member: HttpClient;
let memberUser: CreatedUser;
let target: CreatedUser;
let hidden: CreatedUser;

const BASIC_KEYS = ['id', 'username', 'name', 'state', 'locked', 'avatar_url', 'web_url'];
const USER_KEYS = [
  ...BASIC_KEYS, 'created_at', 'bio', 'location', 'public_email', 'skype', 'linkedin', 'twitter', 'discord', 'website_url',
  'organization', 'job_title', 'pronouns', 'bot', 'work_information', 'followers', 'following', 'is_followed', 'local_time',
];
const PUBLIC_KEYS = [
  ...USER_KEYS, 'last_sign_in_at', 'confirmed_at', 'last_activity_on', 'email', 'theme_id', 'color_scheme_id', 'projects_limit',
  'current_sign_in_at', 'identities', 'can_create_group', 'can_create_project', 'two_factor_enabled', 'external', 'private_profile',
  'commit_email', 'shared_runners_minutes_limit', 'extra_shared_runners_minutes_limit', 'scim_identities',
];
const WITH_ADMIN_KEYS = [...PUBLIC_KEYS, 'is_admin', 'note', 'namespace_id', 'created_by', 'email_reset_offered_at', 'using_license_seat'];
const DETAILS_WITH_ADMIN_KEYS = [...WITH_ADMIN_KEYS, 'highest_role', 'current_sign_in_ip', 'last_sign_in_ip', 'sign_in_count'];

beforeAll(async () => {
  service = await startTestService();
  ({ client: member, user: memberUser } = await createUserWithClient(service.api));
  target = await createUser(service.api, { note: 'watch', job_title: 'Chef', skip_confirmation: true });
  hidden = await createUser(service.api, { private_profile: true });
});
afterAll(async () => {
  await service?.stop();
});

describe('GET /users/:id', () => {
  it('gives administrators Entities::UserDetailsWithAdmin', async () => {
    const res = await service.api.get(`/users/${target.id}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(DETAILS_WITH_ADMIN_KEYS);
    expect(res.body).toMatchObject({
      id: target.id, email: target.email, note: 'watch', work_information: 'Chef', is_admin: false,
      highest_role: 0, current_sign_in_ip: null, last_sign_in_ip: null, sign_in_count: 0, created_by: { id: expect.any(Number), username: 'root' },
    });
  });

  it('gives other signed-in callers Entities::User, their own record included', async () => {
    const other = await member.get(`/users/${target.id}`);
    expect(other.status).toBe(200);
    expect(Object.keys(other.body)).toEqual(USER_KEYS);
    expect(other.body).toMatchObject({ id: target.id, job_title: 'Chef', is_followed: false, local_time: null, bot: false });
    const own = await member.get(`/users/${memberUser.id}`);
    expect(Object.keys(own.body)).toEqual(USER_KEYS);
  });

  it('hides the profile details of a private profile from other users', async () => {
    const res = await member.get(`/users/${hidden.id}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(USER_KEYS.filter((key) => !['created_at', 'followers', 'following', 'is_followed'].includes(key)));
    expect(Object.keys((await service.api.get(`/users/${hidden.id}`)).body)).toEqual(DETAILS_WITH_ADMIN_KEYS);
  });

  it('includes custom attributes for administrators who ask', async () => {
    await service.api.put(`/users/${target.id}/custom_attributes/tier`, { body: { value: 'gold' } });
    const res = await service.api.get(`/users/${target.id}?with_custom_attributes=true`);
    expect(res.body.custom_attributes).toEqual([{ key: 'tier', value: 'gold' }]);
    expect((await member.get(`/users/${target.id}?with_custom_attributes=true`)).body).not.toHaveProperty('custom_attributes');
  });

  it.each([
    ['an unknown id', '999999', { message: '404 User Not Found' }],
    ['an id beyond the integer range', '99999999999', { message: '404 User Not Found' }],
    ['a non-numeric id', '1ASDF', { error: '404 Not Found' }],
  ])('answers 404 for %s', async (_case, id, body) => {
    expectGitlabError(await member.get(`/users/${id}`), 404, body);
  });

  it('answers 403 to anonymous callers, as current GitLab does', async () => {
    expectGitlabError(await service.api.as(null).get(`/users/${target.id}`), 403, { message: '403 Forbidden - Not authorized!' });
  });

  it('is readable with a read_user token, which cannot create users', async () => {
    const { client } = await createUserWithClient(service.api, ['read_user']);
    expect((await client.get(`/users/${target.id}`)).status).toBe(200);
    expect((await client.get('/users')).status).toBe(200);
    const refused = await client.post('/users', { body: { username: 'x', name: 'x', email: 'x@example.com', password: 'Pa55-word-x' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('insufficient_scope');
  });
});

describe('GET /user', () => {
  it('gives a user Entities::UserPublic of themselves', async () => {
    const res = await member.get('/user');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(PUBLIC_KEYS);
    expect(res.body).toMatchObject({ id: memberUser.id, email: memberUser.email, commit_email: memberUser.email });
  });

  it('gives an administrator Entities::UserWithAdmin, with the day of last activity as a date', async () => {
    const res = await service.api.get('/user');
    expect(Object.keys(res.body)).toEqual(WITH_ADMIN_KEYS);
    expect(res.body).toMatchObject({ username: 'root', is_admin: true, created_by: null, last_activity_on: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) });
    const listed = (await service.api.get('/users?username=root')).body[0];
    expect(listed.last_activity_on).toBe(res.body.last_activity_on);
  });
});
