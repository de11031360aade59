import { expectGitlabError } from '../support/expectations';
import { createUser, createUserWithClient, readUserRow, uniqueName } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

const FORMAT_MESSAGE = "can contain only letters, digits, '_', '-' and '.'. Cannot start with '-' or end in '.', '.git' or '.atom'.";
const PASSWORD = 'S3cure-pa55word!';

let service: TestService;
let member: HttpClient;
let root: Record<string, any>;

beforeAll(async () => {
  service = await startTestService();
  member = (await createUserWithClient(service.api)).client;
  root = (await service.api.get('/user')).body;
});
afterAll(async () => {
  await service?.stop();
});

function newUser(overrides: Record<string, unknown> = {}) {
  const username = uniqueName();
  return { username, name: `User ${username}`, email: `${username}@example.com`, password: PASSWORD, ...overrides };
}

describe('POST /users', () => {
  it('creates a user and answers 201 with the administrator entity', async () => {
    const body = newUser({ skip_confirmation: true });
    const res = await service.api.post('/users', { body: { ...body, email: body.email.toUpperCase() } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      username: body.username,
      name: body.name,
      state: 'active',
      locked: false,
      avatar_url: expect.stringMatching(/^https:\/\/www\.gravatar\.com\/avatar\/[0-9a-f]{64}\?s=80&d=identicon$/),
      web_url: `http://localhost:${service.server.port}/${body.username}`,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      bio: '',
      location: null,
      public_email: null,
      skype: '',
      linkedin: '',
      twitter: '',
      discord: '',
      website_url: '',
      organization: '',
      job_title: '',
      pronouns: null,
      bot: false,
      work_information: null,
      followers: 0,
      following: 0,
      is_followed: false,
      local_time: null,
      last_sign_in_at: null,
      confirmed_at: expect.any(String),
      last_activity_on: null,
      email: body.email,
      theme_id: 3,
      color_scheme_id: 1,
      projects_limit: 100000,
      current_sign_in_at: null,
      identities: [],
      can_create_group: true,
      can_create_project: true,
      two_factor_enabled: false,
      external: false,
      private_profile: false,
      commit_email: body.email,
      shared_runners_minutes_limit: null,
      extra_shared_runners_minutes_limit: null,
      scim_identities: [],
      is_admin: false,
      note: null,
      namespace_id: null,
      created_by: { id: root.id, username: 'root', name: root.name, state: 'active', locked: false, avatar_url: root.avatar_url, web_url: root.web_url },
      email_reset_offered_at: null,
      using_license_seat: false,
    });
  });

  it('stores only a scrypt digest of the password', async () => {
    const user = await createUser(service.api);
    const row = await readUserRow(service.server.backend.databaseUrl, user.id);
    expect(row?.password_digest).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(JSON.stringify(row)).not.toContain('S3cure-pa55word!');
  });

  it('accepts every optional attribute', async () => {
    const body = newUser({
      skip_confirmation: true, skype: 'sk', linkedin: 'li', twitter: 'tw', discord: '123456789012345678', website_url: 'https://example.org',
      organization: 'Org', job_title: 'Engineer', projects_limit: 7, bio: 'Bio', location: 'Berlin', pronouns: 'they/them',
      admin: true, can_create_group: false, theme_id: 5, color_scheme_id: 2, private_profile: true, note: 'Admin note',
      extern_uid: uniqueName('uid'), provider: 'github', commit_email: '_private', view_diffs_file_by_file: true,
    });
    body.public_email = body.email;
    const res = await service.api.post('/users', { body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      skype: 'sk', linkedin: 'li', twitter: 'tw', discord: '123456789012345678', website_url: 'https://example.org', organization: 'Org',
      job_title: 'Engineer', work_information: 'Engineer at Org', projects_limit: 7, bio: 'Bio', location: 'Berlin', pronouns: 'they/them',
      is_admin: true, can_create_group: false, theme_id: 5, color_scheme_id: 2, private_profile: true, note: 'Admin note',
      public_email: body.email, identities: [{ provider: 'github', extern_uid: body.extern_uid, saml_provider_id: null }],
      commit_email: `${res.body.id}-${body.username}@users.noreply.localhost`.toLowerCase(),
    });
  });

  it('makes external users unable to create groups and projects', async () => {
    const res = await service.api.post('/users', { body: newUser({ external: true, can_create_group: true, projects_limit: 10 }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ external: true, can_create_group: false, projects_limit: 0, can_create_project: false });
  });

  it.each([
    ['reset_password', { reset_password: true }],
    ['force_random_password', { force_random_password: true }],
  ])('creates a user with %s instead of a password', async (_name, flags) => {
    const { password: _password, ...body } = newUser(flags);
    const res = await service.api.post('/users', { body });
    expect(res.status).toBe(201);
    expect(res.body.confirmed_at).toBeNull();
  });

  it('accepts form-encoded parameters', async () => {
    const body = newUser();
    const res = await service.api.post('/users', { form: { ...body, admin: 'false', projects_limit: '3' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: body.username, projects_limit: 3, is_admin: false });
  });
});

describe('POST /users refusals', () => {
  const { username: _u, ...withoutUsername } = newUser();
  const { email: _e, ...withoutEmail } = newUser();
  const { password: _p, ...withoutPassword } = newUser();

  it.each([
    ['no email', withoutEmail, 'email is missing'],
    ['no username', withoutUsername, 'username is missing'],
    ['nothing', {}, 'email is missing, name is missing, username is missing'],
    ['no password option', withoutPassword, 'password, reset_password, force_random_password are missing, at least one parameter must be provided'],
    ['extern_uid alone', newUser({ extern_uid: '1' }), 'extern_uid, provider provide all or none of parameters'],
    ['a non-integer projects_limit', newUser({ projects_limit: 'many' }), 'projects_limit is invalid'],
    ['a non-boolean admin', newUser({ admin: 'maybe' }), 'admin is invalid'],
  ])('answers 400 for %s', async (_case, body, error) => {
    expectGitlabError(await service.api.post('/users', { body }), 400, { error });
  });

  it.each([
    ['a malformed username', { username: 'test!' }, { username: [FORMAT_MESSAGE] }],
    ['a username ending in .git', { username: 'someone.git' }, { username: [FORMAT_MESSAGE] }],
    ['a reserved username', { username: 'Admin' }, { username: ['Admin is a reserved name'] }],
    ['a file-extension username', { username: `${uniqueName()}.json` }, { username: ['ending with a reserved file extension is not allowed.'] }],
    ['an invalid e-mail', { email: 'invalid email' }, { email: ['is invalid'] }],
    ['a long name', { name: 'n'.repeat(256) }, { name: ['is too long (maximum is 255 characters)'] }],
    ['a blank name', { name: '  ' }, { name: ["can't be blank"] }],
    ['a public e-mail not owned', { public_email: 'other@example.com' }, { public_email: ['is not an email you own'] }],
    ['an unknown theme', { theme_id: 99 }, { theme_id: ['99 is not a valid theme'] }],
    ['a bad discord id', { discord: 'me#1234' }, { discord: ['must contain only a discord user ID.'] }],
    ['an explicit null password', { password: null }, { password: ["can't be blank"] }],
  ])('answers 400 with the validation hash for %s', async (_case, overrides, message) => {
    expectGitlabError(await service.api.post('/users', { body: newUser(overrides) }), 400, { message });
  });

  it('reports every invalid attribute at once, as GitLab does', async () => {
    const res = await service.api.post('/users', {
      body: { password: 'pass', email: `${uniqueName()}@example.com`, username: 'test!', name: 'test', bio: 'g'.repeat(256), projects_limit: -1 },
    });
    expectGitlabError(res, 400, {
      message: {
        password: ['is too short (minimum is 8 characters)'],
        bio: ['is too long (maximum is 255 characters)'],
        projects_limit: ['must be greater than or equal to 0'],
        username: [FORMAT_MESSAGE],
      },
    });
  });

  it('answers 409 when the e-mail is taken, whatever its case', async () => {
    const existing = await createUser(service.api);
    const res = await service.api.post('/users', { body: newUser({ email: existing.email.toUpperCase() }) });
    expectGitlabError(res, 409, { message: 'Email has already been taken' });
  });

  it('answers 409 when the username is taken, whatever its case', async () => {
    const existing = await createUser(service.api);
    const res = await service.api.post('/users', { body: newUser({ username: existing.username.toUpperCase() }) });
    expectGitlabError(res, 409, { message: 'Username has already been taken' });
  });

  it('checks the e-mail conflict before validation errors', async () => {
    const existing = await createUser(service.api);
    const res = await service.api.post('/users', { body: newUser({ email: existing.email, name: 'n'.repeat(300) }) });
    expectGitlabError(res, 409, { message: 'Email has already been taken' });
  });

  it('answers 400 when the identity is already linked to another user', async () => {
    const uid = uniqueName('uid');
    expect((await service.api.post('/users', { body: newUser({ extern_uid: uid, provider: 'github' }) })).status).toBe(201);
    const res = await service.api.post('/users', { body: newUser({ extern_uid: uid.toUpperCase(), provider: 'github' }) });
    expectGitlabError(res, 400, { message: { 'identities.extern_uid': ['has already been taken'] } });
  });

  it('answers 403 to a non-administrator and 401 to an anonymous caller', async () => {
    expectGitlabError(await member.post('/users', { body: newUser() }), 403, { message: '403 Forbidden' });
    expectGitlabError(await service.api.as(null).post('/users', { body: newUser() }), 401, { message: '401 Unauthorized' });
  });
});
