import { randomBytes } from 'node:crypto';
import type { HttpClient } from './http-client';

/** Unique per call, so test files can run in parallel against shared data. */
export function uniqueName(prefix = 'user'): string {
  return `${prefix}${randomBytes(4).toString('hex')}`;
}

export interface CreatedUser {
  id: number;
  username: string;
  email: string;
}

/** Creates a user through the API as an administrator (`POST /users`). */
export async function createUser(admin: HttpClient, overrides: Record<string, unknown> = {}): Promise<CreatedUser> {
  const username = uniqueName();
  const res = await admin.post('/users', {
    body: { username, name: `User ${username}`, email: `${username}@example.com`, password: 'S3cure-pa55word!', skip_confirmation: true, ...overrides },
  });
  if (res.status !== 201) throw new Error(`createUser failed: ${res.status} ${res.text}`);
  return { id: res.body.id, username: res.body.username, email: res.body.email };
}

/** Creates a personal access token for `userId` as an administrator and returns its value. */
export async function createToken(admin: HttpClient, userId: number, scopes: string[] = ['api'], extra: Record<string, unknown> = {}): Promise<string> {
  const res = await admin.post(`/users/${userId}/personal_access_tokens`, { body: { name: uniqueName('token'), scopes, ...extra } });
  if (res.status !== 201) throw new Error(`createToken failed: ${res.status} ${res.text}`);
  return res.body.token;
}

/** A new user and an HttpClient authenticated as that user. */
export async function createUserWithClient(admin: HttpClient, scopes: string[] = ['api'], overrides: Record<string, unknown> = {}) {
  const user = await createUser(admin, overrides);
  const token = await createToken(admin, user.id, scopes);
  return { user, token, client: admin.as(token) };
}
