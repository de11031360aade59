import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
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

/**
 * Sets columns of a user row directly, for states the API cannot reach (LDAP-blocked, pending
 * approval, two-factor enrolled, dormant). `service.server.backend.databaseUrl` is the test database.
 */
export async function updateUserRow(databaseUrl: string, userId: number, columns: Record<string, unknown>): Promise<void> {
  const names = Object.keys(columns);
  const assignments = names.map((name, i) => `"${name}" = $${i + 1}`).join(', ');
  await withDatabase(databaseUrl, (client) => client.query(`update "identity"."users" set ${assignments} where "id" = $${names.length + 1}`, [...Object.values(columns), userId]));
}

/** Reads a user row as stored (e.g. to check what is kept of a password). */
export async function readUserRow(databaseUrl: string, userId: number): Promise<Record<string, any> | undefined> {
  const result = await withDatabase(databaseUrl, (client) => client.query('select * from "identity"."users" where "id" = $1', [userId]));
  return result.rows[0];
}

/** Runs one statement on the test database, for states the API cannot reach (a process killed mid-merge). */
export async function runSql(databaseUrl: string, sql: string, values: unknown[] = []): Promise<void> {
  await withDatabase(databaseUrl, (client) => client.query(sql, values));
}

/** Rows of one query on the test database, for what no API shows (what a deletion left behind). */
export async function selectRows<T = Record<string, unknown>>(databaseUrl: string, sql: string, values: unknown[] = []): Promise<T[]> {
  return (await withDatabase(databaseUrl, (client) => client.query(sql, values))).rows as T[];
}

async function withDatabase<T>(databaseUrl: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface CreatedProject {
  id: number;
  path: string;
  path_with_namespace: string;
  [key: string]: any;
}

/** Creates a project through `POST /projects` as the client's user (unique path unless given). */
export async function createProject(client: HttpClient, overrides: Record<string, unknown> = {}): Promise<CreatedProject> {
  const path = uniqueName('project');
  const res = await client.post('/projects', { body: { name: path, path, ...overrides } });
  if (res.status !== 201) throw new Error(`createProject failed: ${res.status} ${res.text}`);
  return res.body;
}

export interface CreatedGroup {
  id: number;
  path: string;
  full_path: string;
  [key: string]: any;
}

/** Creates a group through `POST /groups` as the client's user, who becomes its Owner. */
export async function createGroup(client: HttpClient, overrides: Record<string, unknown> = {}): Promise<CreatedGroup> {
  const path = uniqueName('group');
  const res = await client.post('/groups', { body: { name: path, path, ...overrides } });
  if (res.status !== 201) throw new Error(`createGroup failed: ${res.status} ${res.text}`);
  return res.body;
}

/** Adds a member to `/projects/:id` or `/groups/:id` (source like `projects/12`) through the API. */
export async function addMember(client: HttpClient, source: string, userId: number, accessLevel: number, extra: Record<string, unknown> = {}): Promise<void> {
  const res = await client.post(`/${source}/members`, { body: { user_id: userId, access_level: accessLevel, ...extra } });
  if (res.status !== 201) throw new Error(`addMember failed: ${res.status} ${res.text}`);
}

/** Creates a hook through `POST /<source>/hooks` (source like `projects/12` or `groups/3`). */
async function createHook(client: HttpClient, source: string, body: Record<string, unknown>): Promise<Record<string, any>> {
  const res = await client.post(`/${source}/hooks`, { body });
  if (res.status !== 201) throw new Error(`creating a hook of ${source} failed: ${res.status} ${res.text}`);
  return res.body;
}

/** Creates a group hook through `POST /groups/:id/hooks` (Owner or administrator). */
export const createGroupHook = (client: HttpClient, groupId: number, body: Record<string, unknown>) => createHook(client, `groups/${groupId}`, body);

/** Creates a project hook through `POST /projects/:id/hooks` (Maintainer or administrator). */
export const createProjectHook = (client: HttpClient, projectId: number, body: Record<string, unknown>) => createHook(client, `projects/${projectId}`, body);

/** Lets web hooks reach 127.0.0.1 (`allow_local_requests_from_web_hooks_and_services`), as an administrator. */
export async function allowLocalWebHooks(admin: HttpClient, allow = true): Promise<void> {
  const res = await admin.put('/application/settings', { body: { allow_local_requests_from_web_hooks_and_services: allow } });
  if (res.status !== 200) throw new Error(`allowLocalWebHooks failed: ${res.status} ${res.text}`);
}

/**
 * Removes a user row directly, as if identity had deleted the account while collaboration's
 * cleanup is still pending (the window member lists must survive).
 */
export async function deleteUserRow(databaseUrl: string, userId: number): Promise<void> {
  await withDatabase(databaseUrl, (client) => client.query('delete from "identity"."users" where "id" = $1', [userId]));
}
