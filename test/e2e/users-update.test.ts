import { expectGitlabError } from '../support/expectations';
import { createUser, createUserWithClient, readUserRow, uniqueName, type CreatedUser } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

const FORMAT_MESSAGE = "can contain only letters, digits, '_', '-' and '.'. Cannot start with '-' or end in '.', '.git' or '.atom'.";

let service: TestService;
let member: HttpClient;

beforeAll(async () => {
  service = await startTestService();
  member = (await createUserWithClient(service.api)).client;
});
afterAll(async () => {
  await service?.stop();
});

async function put(user: CreatedUser, body: Record<string, unknown>) {
  return service.api.put(`/users/${user.id}`, { body });
}

describe('PUT /users/:id', () => {
  it('updates attributes and answers Entities::UserWithAdmin', async () => {
    const user = await createUser(service.api);
    const res = await put(user, { bio: 'new test bio', organization: 'GitLab', name: '  Renamed  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, bio: 'new test bio', organization: 'GitLab', name: 'Renamed', is_admin: false });
    expect(res.body).not.toHaveProperty('current_sign_in_ip');
    expect((await service.api.get(`/users/${user.id}`)).body).toMatchObject({ bio: 'new test bio', name: 'Renamed' });
  });

  it('keeps absent, null and false apart', async () => {
    const user = await createUser(service.api, { location: 'Berlin', bio: 'Bio', admin: true, pronouns: 'she/her' });
    const untouched = await put(user, { twitter: 'handle' });
    expect(untouched.body).toMatchObject({ location: 'Berlin', bio: 'Bio', is_admin: true, pronouns: 'she/her', twitter: 'handle' });
    const cleared = await put(user, { location: null, bio: null, admin: false, private_profile: null });
    expect(cleared.body).toMatchObject({ location: null, bio: '', is_admin: false, private_profile: false, pronouns: 'she/her' });
  });

  it('accepts the user\'s own e-mail and username', async () => {
    const user = await createUser(service.api);
    const res = await put(user, { email: user.email.toUpperCase(), username: user.username });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: user.email, username: user.username });
  });

  it('renames a user', async () => {
    const user = await createUser(service.api);
    const username = uniqueName('renamed');
    const res = await put(user, { username });
    expect(res.body).toMatchObject({ username, web_url: `http://localhost:${service.server.port}/${username}` });
  });

  it('waits for reconfirmation of a new e-mail unless skip_reconfirmation is given', async () => {
    const user = await createUser(service.api);
    const pending = `${uniqueName()}@example.com`;
    expect((await put(user, { email: pending })).body.email).toBe(user.email);
    expect((await readUserRow(service.server.backend.databaseUrl, user.id))?.unconfirmed_email).toBe(pending);
    const changed = `${uniqueName()}@Example.com`;
    expect((await put(user, { email: changed, skip_reconfirmation: true })).body.email).toBe(changed.toLowerCase());
  });

  it('expires a password an administrator sets for someone else', async () => {
    const user = await createUser(service.api);
    const before = await readUserRow(service.server.backend.databaseUrl, user.id);
    expect((await put(user, { password: 'An0ther-Secret-Phrase' })).status).toBe(200);
    const after = await readUserRow(service.server.backend.databaseUrl, user.id);
    expect(after?.password_digest).not.toBe(before?.password_digest);
    expect(after?.password_expires_at).toBeInstanceOf(Date);
  });

  it('adds an identity and changes its extern_uid later', async () => {
    const user = await createUser(service.api);
    expect((await put(user, { provider: 'github', extern_uid: 'john' })).body.identities).toEqual([{ provider: 'github', extern_uid: 'john', saml_provider_id: null }]);
    expect((await put(user, { provider: 'github', extern_uid: '654321' })).body.identities).toEqual([{ provider: 'github', extern_uid: '654321', saml_provider_id: null }]);
  });

  it('restricts external users and restores the defaults when they stop being external', async () => {
    const user = await createUser(service.api);
    expect((await put(user, { external: true })).body).toMatchObject({ external: true, can_create_group: false, projects_limit: 0, can_create_project: false });
    expect((await put(user, { external: false })).body).toMatchObject({ external: false, can_create_group: true, projects_limit: 100000, can_create_project: true });
  });

  it('keeps an administrator an administrator when other flags change', async () => {
    const admin = await createUser(service.api, { admin: true });
    expect((await put(admin, { can_create_group: false })).body).toMatchObject({ is_admin: true, can_create_group: false });
  });
});

describe('PUT /users/:id refusals', () => {
  it('answers 409 when the e-mail belongs to another user, whatever its case', async () => {
    const [user, other] = [await createUser(service.api), await createUser(service.api)];
    expectGitlabError(await put(user, { email: other.email.toUpperCase() }), 409, { message: 'Email has already been taken' });
  });

  it('answers 409 when the username belongs to another user, whatever its case', async () => {
    const [user, other] = [await createUser(service.api), await createUser(service.api)];
    expectGitlabError(await put(user, { username: other.username.toUpperCase() }), 409, { message: 'Username has already been taken' });
  });

  it('answers 400 with the validation hash', async () => {
    const user = await createUser(service.api);
    const res = await put(user, { password: 'pass', email: `${uniqueName()}@example.com`, username: 'test!', name: 'test', bio: 'g'.repeat(256), projects_limit: -1 });
    expectGitlabError(res, 400, {
      message: {
        password: ['is too short (minimum is 8 characters)'],
        bio: ['is too long (maximum is 255 characters)'],
        projects_limit: ['must be greater than or equal to 0'],
        username: [FORMAT_MESSAGE],
      },
    });
  });

  it.each([
    ['an invalid e-mail', { email: 'invalid email' }, { message: { email: ['is invalid'] } }],
    ['a null projects_limit', { projects_limit: null }, { message: { projects_limit: ["can't be blank"] } }],
    ['a null name', { name: null }, { message: { name: ["can't be blank"] } }],
    ['extern_uid without provider', { extern_uid: '654321' }, { error: 'extern_uid, provider provide all or none of parameters' }],
    ['a non-integer theme', { theme_id: 'dark' }, { error: 'theme_id is invalid' }],
  ])('answers 400 for %s', async (_case, body, expected) => {
    const user = await createUser(service.api);
    expectGitlabError(await put(user, body), 400, expected);
  });

  it.each([
    ['an unknown user', '999999', { message: '404 User Not Found' }],
    ['a non-numeric id', 'ASDF', { error: '404 Not Found' }],
  ])('answers 404 for %s', async (_case, id, body) => {
    expectGitlabError(await service.api.put(`/users/${id}`, { body: { bio: 'update should fail' } }), 404, body);
  });

  it('answers 403 to a non-administrator and 401 to an anonymous caller', async () => {
    const user = await createUser(service.api);
    expectGitlabError(await member.put(`/users/${user.id}`, { body: { bio: 'x' } }), 403, { message: '403 Forbidden' });
    expectGitlabError(await service.api.as(null).put(`/users/${user.id}`, { body: { bio: 'x' } }), 401, { message: '401 Unauthorized' });
  });
});
