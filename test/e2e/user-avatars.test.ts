import { expectGitlabError } from '../support/expectations';
import { createUserWithClient, uniqueName } from '../support/factories';
import { startTestService, type TestService } from '../support/service';

let service: TestService;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.stop();
});

/** A multipart request: `fields` as text parts, `avatar` as a file part. */
async function multipart(method: string, path: string, token: string | null, fields: Record<string, string>, avatar?: { name: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (avatar) form.append('avatar', new Blob([new Uint8Array(avatar.bytes)], { type: 'application/octet-stream' }), avatar.name);
  const response = await fetch(`${service.api.baseUrl}${path}`, { method, body: form, headers: token ? { 'private-token': token } : {} });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: text && response.headers.get('content-type') === 'application/json' ? JSON.parse(text) : text };
}

const avatarPath = (id: number, name: string) => `/uploads/-/system/user/avatar/${id}/${name}`;

describe('user avatars (doc/api/users.md)', () => {
  it('POST /users stores an avatar; avatar_url points at the instance, which serves the bytes', async () => {
    const username = uniqueName();
    const res = await multipart('POST', '/users', service.api.token, {
      username, name: 'Avatar User', email: `${username}@example.com`, password: 'S3cure-pa55word!', skip_confirmation: 'true',
    }, { name: 'me.png', bytes: PNG });
    expect(res.status).toBe(201);
    const { port } = new URL(service.api.baseUrl);
    expect(res.body.avatar_url).toBe(`http://localhost:${port}${avatarPath(res.body.id, 'me.png')}`);
    const image = await fetch(`${new URL(service.api.baseUrl).origin}${avatarPath(res.body.id, 'me.png')}`);
    expect({ status: image.status, type: image.headers.get('content-type') }).toEqual({ status: 200, type: 'image/png' });
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    const listed = await service.api.get(`/users?username=${username}`);
    expect(listed.body[0].avatar_url).toBe(res.body.avatar_url);
  });

  it('PUT /users/:id replaces the avatar, and the old file is gone', async () => {
    const { user } = await createUserWithClient(service.api);
    expect((await service.api.get(`/users/${user.id}`)).body.avatar_url).toMatch(/^https:\/\/www\.gravatar\.com\//);
    await multipart('PUT', `/users/${user.id}`, service.api.token, {}, { name: 'first.png', bytes: PNG });
    const res = await multipart('PUT', `/users/${user.id}`, service.api.token, { bio: 'hello' }, { name: 'second.gif', bytes: PNG });
    expect(res.status).toBe(200);
    expect(res.body.bio).toBe('hello');
    expect(res.body.avatar_url).toMatch(new RegExp(`${avatarPath(user.id, 'second.gif')}$`));
    expect((await fetch(`${new URL(service.api.baseUrl).origin}${avatarPath(user.id, 'first.png')}`)).status).toBe(404);
  });

  it('PUT /user/avatar sets the caller\'s avatar and answers its URL', async () => {
    const { user, token } = await createUserWithClient(service.api);
    const res = await multipart('PUT', '/user/avatar', token, {}, { name: 'self portrait.jpg', bytes: PNG });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['avatar_url']);
    expect(res.body.avatar_url).toMatch(new RegExp(`${avatarPath(user.id, 'self_portrait.jpg')}$`));
    expect((await service.api.as(token).get('/user')).body.avatar_url).toBe(res.body.avatar_url);
  });

  it("refuses files that are not images or exceed 200 KiB with GitLab's 400 bodies", async () => {
    const { user, token } = await createUserWithClient(service.api);
    const formats = 'png, jpg, jpeg, gif, bmp, tiff, ico, webp';
    const notImage = await multipart('PUT', `/users/${user.id}`, service.api.token, {}, { name: 'notes.txt', bytes: Buffer.from('hello') });
    expectGitlabError(notImage, 400, { message: { avatar: [`file format is not supported. Please try one of the following supported formats: ${formats}`] } });
    const big = Buffer.alloc(200 * 1024 + 1, 1);
    expectGitlabError(await multipart('PUT', `/users/${user.id}`, service.api.token, {}, { name: 'big.png', bytes: big }), 400,
      { message: { avatar: ['is too big (should be at most 200 KiB)'] } });
    expectGitlabError(await multipart('PUT', '/user/avatar', token, {}, { name: 'big.png', bytes: big }), 400,
      { message: '400 Bad request - Avatar is too big (should be at most 200 KiB)' });
    expectGitlabError(await multipart('PUT', '/user/avatar', token, { avatar: 'not-a-file' }), 400, { error: 'avatar is invalid' });
    expectGitlabError(await multipart('PUT', '/user/avatar', token, {}), 400, { error: 'avatar is missing' });
    expectGitlabError(await multipart('PUT', '/user/avatar', null, {}, { name: 'a.png', bytes: PNG }), 401, { message: '401 Unauthorized' });
    expect((await service.api.get(`/users/${user.id}`)).body.avatar_url).toMatch(/gravatar/);
  });

  it('serves nothing outside a user\'s avatar folder', async () => {
    const origin = new URL(service.api.baseUrl).origin;
    expect((await fetch(`${origin}/uploads/-/system/user/avatar/1/..%2F..%2Fsecret.png`)).status).toBe(404);
    expect((await fetch(`${origin}/uploads/-/system/user/avatar/abc/a.png`)).status).toBe(404);
    expect((await fetch(`${origin}/uploads/-/system/user/avatar/999999/missing.png`)).status).toBe(404);
  });
});
