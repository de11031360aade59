import { settleJobs } from '../../subgraphs/repository/test/support';
import { eventually, expectGitlabError } from '../support/expectations';
import { addMember, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

// lib/api/remote_mirrors.rb + Entities::RemoteMirror: the records, masking, secrets at rest, roles.
let service: TestService;
let project: CreatedProject;
let developer: HttpClient;
let maintainer: HttpClient;
let outsider: HttpClient;

beforeAll(async () => {
  service = await startTestService();
  project = await createProject(service.api, { initialize_with_readme: true, visibility: 'private' });
  const [dev, main, out] = await Promise.all([createUserWithClient(service.api), createUserWithClient(service.api), createUserWithClient(service.api)]);
  [developer, maintainer, outsider] = [dev.client, main.client, out.client];
  await addMember(service.api, `projects/${project.id}`, dev.user.id, 30);
  await addMember(service.api, `projects/${project.id}`, main.user.id, 40);
}, 90_000);
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

const fresh = (overrides: Record<string, unknown>) => ({
  id: expect.any(Number), enabled: false, url: expect.any(String), update_status: 'none', last_update_at: null,
  last_update_started_at: null, last_successful_update_at: null, last_error: null, only_protected_branches: false,
  keep_divergent_refs: false, auth_method: 'password', host_keys: [], mirror_branch_regex: null, ...overrides,
});

describe('remote mirror records', () => {
  it('creates a mirror with credentials masked in url, defaults as GitLab, and lists and reads it', async () => {
    const created = await maintainer.post(`/projects/${project.id}/remote_mirrors`, { body: { url: 'https://mirror-user:s3cr3t-pass@example.com/group/project.git', enabled: true } });
    expect({ status: created.status, body: created.body }).toEqual({
      status: 201, body: fresh({ enabled: true, url: 'https://*****:*****@example.com/group/project.git' }),
    });
    const one = await maintainer.get(`/projects/${project.id}/remote_mirrors/${created.body.id}`);
    expect({ status: one.status, body: one.body }).toEqual({ status: 200, body: created.body });
    const list = await maintainer.get(`/projects/${project.id}/remote_mirrors`);
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(created.body);
    expect(list.headers.get('x-total')).toBe(String(list.body.length));
  });

  it('keeps a `git` user visible and shows a URL without credentials as given', async () => {
    const ssh = await maintainer.post(`/projects/${project.id}/remote_mirrors`, { body: { url: 'ssh://git@example.com/group/project.git' } });
    expect(ssh.body.url).toBe('ssh://git@example.com/group/project.git');
    const plain = await maintainer.post(`/projects/${project.id}/remote_mirrors`, { body: { url: 'https://example.com/plain.git', keep_divergent_refs: true, only_protected_branches: true } });
    expect(plain.body).toEqual(fresh({ url: 'https://example.com/plain.git', keep_divergent_refs: true, only_protected_branches: true }));
  });

  it('stores credentials sealed: neither the password nor the user is in the table', async () => {
    const created = await maintainer.post(`/projects/${project.id}/remote_mirrors`, { body: { url: 'https://sealed-user:very-secret-password@example.com/x.git' } });
    const { Client } = await import('pg');
    const client = new Client({ connectionString: service.server.backend.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query('select * from repository.remote_mirrors where id = $1', [created.body.id]);
      const stored = JSON.stringify(rows[0]);
      expect(stored).not.toContain('very-secret-password');
      expect(stored).not.toContain('sealed-user');
      expect(rows[0].url).toBe('https://example.com/x.git');
      expect(rows[0].encrypted_credentials).toMatch(/^v1:/);
    } finally {
      await client.end();
    }
  });

  it('updates flags (mirror_branch_regex turns protected branches off) and keeps url', async () => {
    const created = await maintainer.post(`/projects/${project.id}/remote_mirrors`, { body: { url: 'https://u:p@example.com/up.git', only_protected_branches: true } });
    const path = `/projects/${project.id}/remote_mirrors/${created.body.id}`;
    const updated = await maintainer.put(`/projects/${project.id}/remote_mirrors/${created.body.id}`, { body: { enabled: true, keep_divergent_refs: true, mirror_branch_regex: '^release/' } });
    expect({ status: updated.status, body: updated.body }).toEqual({
      status: 200,
      body: fresh({ id: created.body.id, enabled: true, url: 'https://*****:*****@example.com/up.git', keep_divergent_refs: true, mirror_branch_regex: '^release/' }),
    });
    const back = await maintainer.put(path, { body: { only_protected_branches: true } });
    expect(back.body).toMatchObject({ only_protected_branches: true, mirror_branch_regex: null });
  });

  it('deletes a mirror (204), after which it is 404 Not found', async () => {
    const created = await maintainer.post(`/projects/${project.id}/remote_mirrors`, { body: { url: 'https://example.com/gone.git' } });
    const path = `/projects/${project.id}/remote_mirrors/${created.body.id}`;
    const deleted = await maintainer.delete(`/projects/${project.id}/remote_mirrors/${created.body.id}`);
    expect({ status: deleted.status, text: deleted.text }).toEqual({ status: 204, text: '' });
    expectGitlabError(await maintainer.get(path), 404, { message: '404 Not found' });
    expectGitlabError(await maintainer.delete(path), 404, { message: '404 Not found' });
    expectGitlabError(await maintainer.get(`/projects/${project.id}/remote_mirrors/not-a-number`), 404, { message: '404 Not found' });
  });

  it('generates a key pair for ssh_public_key and exposes only the public key', async () => {
    const created = await maintainer.post(`/projects/${project.id}/remote_mirrors`, { body: { url: 'ssh://git@example.com/keyed.git', auth_method: 'ssh_public_key' } });
    expect(created.body).toEqual(fresh({ url: 'ssh://git@example.com/keyed.git', auth_method: 'ssh_public_key' }));
    const key = await maintainer.get(`/projects/${project.id}/remote_mirrors/${created.body.id}/public_key`);
    expect(key.status).toBe(200);
    expect(key.body).toEqual({ public_key: expect.stringMatching(/^ssh-ed25519 AAAA\S+ /) });
    const passwordMirror = await maintainer.post(`/projects/${project.id}/remote_mirrors`, { body: { url: 'https://example.com/pw.git' } });
    expectGitlabError(await maintainer.get(`/projects/${project.id}/remote_mirrors/${passwordMirror.body.id}/public_key`), 404, { message: '404 Not Found' });
    const switched = await maintainer.put(`/projects/${project.id}/remote_mirrors/${passwordMirror.body.id}`, { body: { auth_method: 'ssh_public_key' } });
    expect(switched.body.auth_method).toBe('ssh_public_key');
    const switchedKey = await maintainer.get(`/projects/${project.id}/remote_mirrors/${passwordMirror.body.id}/public_key`);
    expect(switchedKey.body.public_key).toMatch(/^ssh-ed25519 /);
    expect(switchedKey.body.public_key).not.toBe(key.body.public_key);
  });
});

describe('who may manage mirrors', () => {
  it('answers a Developer 401 on every route, as GitLab\'s unauthorized!', async () => {
    const created = await maintainer.post(`/projects/${project.id}/remote_mirrors`, { body: { url: 'https://example.com/roles.git', enabled: true } });
    const one = `/projects/${project.id}/remote_mirrors/${created.body.id}`;
    const attempts = [
      developer.get(`/projects/${project.id}/remote_mirrors`), developer.get(one), developer.post(`/projects/${project.id}/remote_mirrors`, { body: { url: 'https://example.com/x.git' } }),
      developer.put(one, { body: { enabled: false } }), developer.delete(one), developer.post(`${one}/sync`), developer.get(`${one}/public_key`),
    ];
    for (const res of await Promise.all(attempts)) expectGitlabError(res, 401, { message: '401 Unauthorized' });
  });

  it('hides a private project from non-members (404) and lets an administrator in', async () => {
    expectGitlabError(await outsider.get(`/projects/${project.id}/remote_mirrors`), 404, { message: '404 Project Not Found' });
    expectGitlabError(await outsider.post(`/projects/${project.id}/remote_mirrors`, { body: { url: 'https://example.com/x.git' } }), 404, { message: '404 Project Not Found' });
    expect((await service.api.get(`/projects/${project.id}/remote_mirrors`)).status).toBe(200);
  });
});

describe('bad input', () => {
  it.each([
    [{}, { error: 'url is missing' }],
    [{ url: 'https://example.com/x.git', only_protected_branches: true, mirror_branch_regex: 'x' }, { error: 'only_protected_branches, mirror_branch_regex are mutually exclusive' }],
    [{ url: 'https://example.com/x.git', auth_method: 'token' }, { error: 'auth_method does not have a valid value' }],
    [{ url: 'file:///tmp/repo.git' }, { message: { url: ['is blocked: Only allowed schemes are http, https, ssh, git'] } }],
    [{ url: 'ftp://example.com/repo.git' }, { message: { url: ['is blocked: Only allowed schemes are http, https, ssh, git'] } }],
    [{ url: 'not a url' }, { message: { url: ['is blocked: URI is invalid'] } }],
    [{ url: '' }, { message: { url: ["can't be blank"] } }],
    [{ url: 'http://127.0.0.1:9/x.git' }, { message: { url: ['is blocked: Requests to localhost are not allowed'] } }],
    [{ url: 'https://10.1.2.3/x.git' }, { message: { url: ['is blocked: Requests to the local network are not allowed'] } }],
    [{ url: 'https://example.com/x.git', mirror_branch_regex: '(unclosed' }, { message: { mirror_branch_regex: [expect.stringMatching(/^not valid RE2 syntax: /)] } }],
  ])('refuses %j with GitLab\'s 400 and writes nothing', async (body, expected) => {
    const before = (await maintainer.get(`/projects/${project.id}/remote_mirrors?per_page=100`)).body.length;
    const res = await maintainer.post(`/projects/${project.id}/remote_mirrors`, { body });
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: expected });
    expect((await maintainer.get(`/projects/${project.id}/remote_mirrors?per_page=100`)).body.length).toBe(before);
  });

  it('refuses mutually exclusive settings on update too, and a sync of a disabled mirror', async () => {
    const created = await maintainer.post(`/projects/${project.id}/remote_mirrors`, { body: { url: 'https://example.com/off.git' } });
    const one = `/projects/${project.id}/remote_mirrors/${created.body.id}`;
    expectGitlabError(await maintainer.put(one, { body: { only_protected_branches: false, mirror_branch_regex: 'x' } }), 400, {
      error: 'only_protected_branches, mirror_branch_regex are mutually exclusive',
    });
    expectGitlabError(await maintainer.post(`/projects/${project.id}/remote_mirrors/${created.body.id}/sync`), 400, { message: 'Cannot proceed with the push mirroring. Please verify your mirror configuration.' });
  });
});



describe('project deletion', () => {
  it('removes the project\'s mirrors, sealed credentials and all', async () => {
    const doomed = await createProject(service.api);
    const created = await service.api.post(`/projects/${doomed.id}/remote_mirrors`, { body: { url: 'https://u:p@example.com/doomed.git' } });
    expect(created.status).toBe(201);
    expect((await service.api.delete(`/projects/${doomed.id}`)).status).toBe(202);
    const { Client } = await import('pg');
    const client = new Client({ connectionString: service.server.backend.databaseUrl });
    await client.connect();
    try {
      await eventually(async () => {
        const { rows } = await client.query('select count(*)::int as n from repository.remote_mirrors where project_id = $1', [doomed.id]);
        return rows[0].n === 0 ? true : undefined;
      }, 30_000, 200);
    } finally {
      await client.end();
    }
  });
});
