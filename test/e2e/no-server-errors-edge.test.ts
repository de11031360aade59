import { createGroup, createProject, uniqueName } from '../support/factories';
import { send, type RawResponse } from '../support/hostile/requests';
import { HUGE_NUMBER, OVERSIZED, TWO_POW_63 } from '../support/hostile/values';
import { startTestService, type TestService } from '../support/service';

/**
 * The hostile inputs a probe of the service found 500s with, one by one, with the exact answer
 * (the property tests in no-server-errors-*.test.ts only assert "below 500").
 */
let service: TestService;
let project: { id: number };
let group: { id: number };

beforeAll(async () => {
  service = await startTestService();
  group = await createGroup(service.api);
  project = await createProject(service.api, { namespace_id: group.id, initialize_with_readme: true });
}, 120_000);
afterAll(async () => {
  await service?.stop();
});

function raw(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<RawResponse> {
  const json = body === undefined ? {} : { 'content-type': 'application/json' };
  const text = body === undefined || typeof body === 'string' ? body : JSON.stringify(body);
  return send(service.url, { method, path: `/api/v4${path}`, headers: { 'private-token': service.rootToken, ...json, ...headers }, body: text, params: {} });
}

const answer = (res: RawResponse) => ({ status: res.status, body: res.text ? JSON.parse(res.text) : null });

describe('the HTTP edge', () => {
  it('answers an overlong URL or header with 431 instead of resetting the connection', async () => {
    expect((await raw('GET', `/projects?search=${OVERSIZED}`)).status).toBe(431);
    expect((await raw('GET', '/projects', undefined, { 'x-padding': OVERSIZED })).status).toBe(431);
  });

  it('answers a path that does not percent-decode with 400', async () => {
    for (const segment of ['%ZZ', '%', '%C3%28', '%FF']) {
      expect(answer(await raw('GET', `/projects/${segment}`))).toEqual({ status: 400, body: { message: '400 Bad request' } });
    }
  });

  it('answers a NUL byte anywhere in the params with 400 before any route runs (HandleMalformedStrings)', async () => {
    const bad = { status: 400, body: { message: '400 Bad request' } };
    expect(answer(await raw('GET', '/groups/a%00b'))).toEqual(bad);
    expect(answer(await raw('GET', '/projects?search=a%00'))).toEqual(bad);
    expect(answer(await raw('POST', '/groups', { name: 'n', path: 'p\u0000' }))).toEqual(bad);
    expect(answer(await raw('POST', '/groups', 'name=n&path=%00', { 'content-type': 'application/x-www-form-urlencoded' }))).toEqual(bad);
  });

  it('answers a truncated multipart body with 400', async () => {
    const res = await raw('POST', '/groups', '--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--Xy', { 'content-type': 'multipart/form-data; boundary=XyZ' });
    expect(answer(res)).toEqual({ status: 400, body: { message: '400 Bad request' } });
  });
});

describe('ids and numbers past the database ranges', () => {
  it.each([TWO_POW_63, HUGE_NUMBER, '2147483648'])('answers 404 for the id %#', async (id) => {
    expect(answer(await raw('GET', `/projects/${id}`))).toEqual({ status: 404, body: { message: '404 Project Not Found' } });
    expect(answer(await raw('GET', `/groups/${id}`))).toEqual({ status: 404, body: { message: '404 Group Not Found' } });
    expect(answer(await raw('GET', `/users/${id}`))).toEqual({ status: 404, body: { message: '404 User Not Found' } });
  });

  it('refuses integer params past 2^53 and dates PostgreSQL cannot store as invalid', async () => {
    expect(answer(await raw('GET', `/projects/${project.id}/members?skip_users=-${TWO_POW_63}`))).toEqual({ status: 400, body: { error: 'skip_users is invalid' } });
    expect(answer(await raw('GET', `/groups/${group.id}/members/${HUGE_NUMBER}`))).toEqual({ status: 400, body: { error: 'user_id is invalid' } });
    expect(answer(await raw('POST', '/user/personal_access_tokens', { name: 't', scopes: ['k8s_proxy'], expires_at: '0000-01-01' }))).toEqual({ status: 400, body: { error: 'expires_at is invalid' } });
  });
});

describe('git arguments', () => {
  it('answers a tree path that climbs out of the repository with 400', async () => {
    for (const path of ['../../', '%2e%2e%2f%2e%2e', 'docs/../../x']) {
      expect(answer(await raw('GET', `/projects/${project.id}/repository/tree?path=${path}`))).toEqual({ status: 400, body: { error: 'path should be a valid file path' } });
    }
  });

  it('refuses a 100k-character branch name as invalid', async () => {
    expect(answer(await raw('POST', `/projects/${project.id}/repository/branches`, { branch: OVERSIZED, ref: 'main' })))
      .toEqual({ status: 400, body: { message: 'Branch name is invalid' } });
    expect(answer(await raw('GET', `/projects/${project.id}/repository/branches/${'b'.repeat(10_000)}`)))
      .toEqual({ status: 400, body: { message: 'The branch refname is invalid' } });
  });
});

describe('settings that later writes depend on', () => {
  it('refuses a group default_branch that is not a branch name, so projects can still be created in the group', async () => {
    expect(answer(await raw('PUT', `/groups/${group.id}`, { default_branch: '../../etc/passwd' })))
      .toEqual({ status: 400, body: { message: { default_branch_name: ['is invalid'] } } });
    expect((await raw('POST', '/projects', { name: uniqueName('p'), namespace_id: group.id })).status).toBe(201);
  });

  it('answers null for a NOT NULL group setting with 400 and changes nothing', async () => {
    expect(answer(await raw('PUT', `/groups/${group.id}`, { request_access_enabled: null, description: 'changed' })))
      .toEqual({ status: 400, body: { error: 'request_access_enabled is invalid' } });
    expect((await service.api.get(`/groups/${group.id}`)).body.description).toBe('');
  });

  it('accepts a hook whose host DNS cannot resolve (GitLab checks it at delivery)', async () => {
    const res = await raw('POST', `/groups/${group.id}/hooks`, { url: 'http://no-such-host.invalid/hook' });
    expect(res.status).toBe(201);
  });
});
