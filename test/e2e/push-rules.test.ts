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

const rule = (groupId: number | string = group.id) => `/groups/${groupId}/push_rule`;

const DEFAULTS = {
  commit_message_regex: null,
  commit_message_negative_regex: null,
  branch_name_regex: null,
  author_email_regex: null,
  file_name_regex: null,
  deny_delete_tag: false,
  member_check: false,
  prevent_secrets: false,
  max_file_size: 0,
  commit_committer_check: false,
  commit_committer_name_check: false,
  reject_unsigned_commits: false,
  reject_non_dco_commits: false,
};

describe('a group push rule', () => {
  let target: CreatedGroup;
  beforeAll(async () => {
    target = await createGroup(owner);
  });

  it('answers 404 while the group has none', async () => {
    expectGitlabError(await owner.get(rule(target.id)), 404, { message: '404 Not Found' });
  });

  it('is created with the given settings and GitLab\'s defaults for the rest', async () => {
    const res = await owner.post(rule(target.id), { body: { deny_delete_tag: true, commit_message_regex: 'JIRA-\\d+', max_file_size: 20 } });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 201,
      body: { id: expect.any(Number), created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), ...DEFAULTS, deny_delete_tag: true, commit_message_regex: 'JIRA-\\d+', max_file_size: 20 },
    });
    const read = await owner.get(rule(target.id));
    expect({ status: read.status, body: read.body }).toEqual({ status: 200, body: res.body });
  });

  it('answers 422 to a second create', async () => {
    expectGitlabError(await owner.post(rule(target.id), { body: { member_check: true } }), 422, { message: 'Group push rule exists, try updating' });
  });

  it('is updated in place: given settings change, others stay, null clears a pattern', async () => {
    const res = await owner.put(rule(target.id), { body: { member_check: true, commit_message_regex: null, branch_name_regex: '^(feat|fix)/' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ deny_delete_tag: true, member_check: true, commit_message_regex: null, branch_name_regex: '^(feat|fix)/', max_file_size: 20 });
  });

  it('is deleted with 204, then is 404', async () => {
    const res = await owner.delete(rule(target.id));
    expect({ status: res.status, text: res.text }).toEqual({ status: 204, text: '' });
    expectGitlabError(await owner.get(rule(target.id)), 404, { message: '404 Not Found' });
    expectGitlabError(await owner.delete(rule(target.id)), 404, { message: '404 Not Found' });
    expectGitlabError(await owner.put(rule(target.id), { body: { member_check: true } }), 404, { message: '404 Push rule Not Found' });
  });
});

describe('push rule validation', () => {
  it('needs at least one setting', async () => {
    const names = 'deny_delete_tag, member_check, prevent_secrets, commit_message_regex, commit_message_negative_regex, branch_name_regex, '
      + 'author_email_regex, file_name_regex, max_file_size, commit_committer_check, commit_committer_name_check, reject_unsigned_commits, reject_non_dco_commits';
    expectGitlabError(await owner.post(rule(), { body: {} }), 400, { error: `${names} are missing, at least one parameter must be provided` });
  });

  it.each([
    ['a pattern that does not compile', { file_name_regex: '(exe' }, { file_name_regex: ['not valid RE2 syntax: Unterminated group'] }],
    ['a negative file size', { max_file_size: -1 }, { max_file_size: ['must be greater than or equal to 0'] }],
  ])('answers 400 with the field errors for %s', async (_case, body, message) => {
    expectGitlabError(await owner.post(rule(), { body }), 400, { message });
    expectGitlabError(await owner.get(rule()), 404, { message: '404 Not Found' });
  });

  it('answers 400 for a non-boolean flag', async () => {
    expectGitlabError(await owner.post(rule(), { body: { deny_delete_tag: 'maybe' } }), 400, { error: 'deny_delete_tag is invalid' });
  });
});

describe('who may manage a group push rule', () => {
  it('lets administrators manage any group\'s rule', async () => {
    const target = await createGroup(owner);
    expect((await service.api.post(rule(target.id), { body: { prevent_secrets: true } })).status).toBe(201);
    expect((await service.api.get(rule(target.id))).body.prevent_secrets).toBe(true);
  });

  it('answers a Maintainer 404, as GitLab hides push rules from who may not change them', async () => {
    expectGitlabError(await maintainer.get(rule()), 404, { message: '404 Not Found' });
    expectGitlabError(await maintainer.post(rule(), { body: { member_check: true } }), 404, { message: '404 Not Found' });
  });

  it('answers 404 for a private group the caller is not a member of, or an unknown group', async () => {
    expectGitlabError(await outsider.get(rule()), 404, { message: '404 Group Not Found' });
    expectGitlabError(await owner.get(rule(999999)), 404, { message: '404 Group Not Found' });
  });

  it('answers 401 to anonymous callers', async () => {
    expectGitlabError(await service.api.as(null).get(rule()), 401, { message: '401 Unauthorized' });
  });
});
