import { expectGitlabError } from '../support/expectations';
import { addMember, createProject, createUserWithClient, runSql } from '../support/factories';
import { commitFile, openMergeRequest } from '../support/merge-requests';
import { gitOnDisk, repositoryGitDir } from '../support/repositories';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
});
afterAll(async () => {
  await service?.stop();
});

async function projectWithFeature(settings: Record<string, unknown> = {}) {
  const project = await createProject(owner.client, { initialize_with_readme: true, ...settings });
  const first = await commitFile(owner.client, project.id, 'feature', { path: 'a.txt', content: 'a\n' }, 'main');
  const second = await commitFile(owner.client, project.id, 'feature', { path: 'b.txt', content: 'b\n' });
  const mr = await openMergeRequest(owner.client, project.id, { source_branch: 'feature', title: 'Add a and b' });
  return { project, mr, commits: [first, second], gitDir: await repositoryGitDir(service, project.id) };
}

describe('GET …/merge_requests/:merge_request_iid/commits, /diffs and /changes', () => {
  it('lists the diff commits newest first, the file diffs and the deprecated changes', async () => {
    const { project, mr, commits } = await projectWithFeature();
    const listed = await owner.client.get(`/projects/${project.id}/merge_requests/${mr.iid}/commits`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((c: { id: string }) => c.id)).toEqual([commits[1].id, commits[0].id]);
    expect(listed.headers.get('x-total')).toBe('2');
    expect(listed.body[0]).toMatchObject({ id: commits[1].id, short_id: commits[1].id.slice(0, 8), title: 'Change b.txt on feature' });
    const paged = await owner.client.get(`/projects/${project.id}/merge_requests/${mr.iid}/commits?per_page=1&page=2`);
    expect(paged.body.map((c: { id: string }) => c.id)).toEqual([commits[0].id]);
    const diffs = await owner.client.get(`/projects/${project.id}/merge_requests/${mr.iid}/diffs`);
    expect(diffs.body).toEqual([
      { diff: '@@ -0,0 +1 @@\n+a\n', collapsed: false, too_large: false, new_path: 'a.txt', old_path: 'a.txt', a_mode: '0', b_mode: '100644', new_file: true, renamed_file: false, deleted_file: false, generated_file: false },
      { diff: '@@ -0,0 +1 @@\n+b\n', collapsed: false, too_large: false, new_path: 'b.txt', old_path: 'b.txt', a_mode: '0', b_mode: '100644', new_file: true, renamed_file: false, deleted_file: false, generated_file: false },
    ]);
    const changes = await owner.client.get(`/projects/${project.id}/merge_requests/${mr.iid}/changes`);
    expect(changes.body).toMatchObject({ iid: mr.iid, changes_count: '2', overflow: false });
    expect(changes.body.changes.map((d: { new_path: string }) => d.new_path)).toEqual(['a.txt', 'b.txt']);
    expect(Object.keys(changes.body).slice(-3)).toEqual(['user', 'changes', 'overflow']);
  });
});

describe('PUT /projects/:id/merge_requests/:merge_request_iid/merge', () => {
  it('merges with a merge commit and removes the source branch when asked', async () => {
    const { project, mr, commits, gitDir } = await projectWithFeature();
    const mainBefore = gitOnDisk(gitDir, 'rev-parse', 'refs/heads/main');
    const res = await owner.client.put(`/projects/${project.id}/merge_requests/${mr.iid}/merge`, { body: { sha: commits[1].id, should_remove_source_branch: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      state: 'merged', merged_at: expect.any(String), merge_user: expect.objectContaining({ id: owner.user.id }), merged_by: expect.objectContaining({ id: owner.user.id }),
      merge_commit_sha: expect.stringMatching(/^[0-9a-f]{40}$/), squash_commit_sha: null, detailed_merge_status: 'not_open', merge_error: null,
    });
    const mainAfter = gitOnDisk(gitDir, 'rev-parse', 'refs/heads/main');
    expect(mainAfter).toBe(res.body.merge_commit_sha);
    expect(gitOnDisk(gitDir, 'rev-list', '--parents', '-n', '1', mainAfter).split(' ')).toEqual([mainAfter, mainBefore, commits[1].id]);
    expect(gitOnDisk(gitDir, 'log', '-1', '--format=%B', mainAfter)).toBe(`Merge branch 'feature' into 'main'\n\nAdd a and b\n\nSee merge request ${project.path_with_namespace}!${mr.iid}`);
    expect(gitOnDisk(gitDir, 'ls-tree', '--name-only', mainAfter).split('\n')).toEqual(['README.md', 'a.txt', 'b.txt']);
    expect(gitOnDisk(gitDir, 'for-each-ref', '--format=%(refname)', 'refs/heads/feature')).toBe('');
    const again = await owner.client.put(`/projects/${project.id}/merge_requests/${mr.iid}/merge`);
    expectGitlabError(again, 405, { message: '405 Method Not Allowed' });
  });

  it('merges once when two merges race: one answers 200, the other 405', async () => {
    const { project, mr, gitDir } = await projectWithFeature();
    const mainBefore = gitOnDisk(gitDir, 'rev-parse', 'refs/heads/main');
    const path = `/projects/${project.id}/merge_requests/${mr.iid}/merge`;
    const answers = await Promise.all([owner.client.put(path), owner.client.put(path)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 405]);
    const merged = answers.find((res) => res.status === 200)!.body;
    expect(gitOnDisk(gitDir, 'rev-list', '--count', `${mainBefore}..refs/heads/main`)).toBe('3');
    expect(gitOnDisk(gitDir, 'rev-parse', 'refs/heads/main')).toBe(merged.merge_commit_sha);
  });

  it('releases a lock left by a process killed mid-merge: reopened when nothing was merged', async () => {
    const { project, mr } = await projectWithFeature();
    await runSql(service.server.backend.databaseUrl, `update collaboration.merge_requests set state = 'locked', locked_at = now() - interval '5 minutes' where id = $1`, [mr.id]);
    const listed = await owner.client.get(`/projects/${project.id}/merge_requests?state=locked`);
    expect(listed.body.map((item: { iid: number }) => item.iid)).toEqual([mr.iid]);
    expect((await owner.client.get(`/projects/${project.id}/merge_requests/${mr.iid}`)).body.state).toBe('opened');
    expect((await owner.client.put(`/projects/${project.id}/merge_requests/${mr.iid}/merge`)).body.state).toBe('merged');
  });

  it('squashes into one commit with the given message', async () => {
    const { project, mr, gitDir } = await projectWithFeature();
    const res = await owner.client.put(`/projects/${project.id}/merge_requests/${mr.iid}/merge`, { body: { squash: true, squash_commit_message: 'One commit' } });
    expect(res.status).toBe(200);
    expect(res.body.squash).toBe(true);
    const squash = res.body.squash_commit_sha;
    expect(gitOnDisk(gitDir, 'log', '-1', '--format=%s', squash)).toBe('One commit');
    expect(gitOnDisk(gitDir, 'rev-list', '--parents', '-n', '1', res.body.merge_commit_sha).split(' ')[2]).toBe(squash);
  });

  it('fast-forwards in a fast-forward project', async () => {
    const { project, mr, commits, gitDir } = await projectWithFeature({ merge_method: 'ff' });
    const res = await owner.client.put(`/projects/${project.id}/merge_requests/${mr.iid}/merge`);
    expect(res.status).toBe(200);
    expect(res.body.merge_commit_sha).toBeNull();
    expect(gitOnDisk(gitDir, 'rev-parse', 'refs/heads/main')).toBe(commits[1].id);
  });

  it('answers 409 for a stale sha, 405 for a draft and for conflicts, 401 for a Reporter; nothing merged', async () => {
    const { project, mr, commits, gitDir } = await projectWithFeature();
    const path = `/projects/${project.id}/merge_requests/${mr.iid}/merge`;
    expectGitlabError(await owner.client.put(path, { body: { sha: commits[0].id } }), 409, { message: `SHA does not match HEAD of source branch: ${commits[1].id}` });
    const reporter = await createUserWithClient(service.api);
    await addMember(owner.client, `projects/${project.id}`, reporter.user.id, 20);
    expectGitlabError(await reporter.client.put(path), 401, { message: '401 Unauthorized' });
    await owner.client.put(`/projects/${project.id}/merge_requests/${mr.iid}`, { body: { title: 'Draft: not yet' } });
    expectGitlabError(await owner.client.put(path), 405, { message: '405 Method Not Allowed' });
    await owner.client.put(`/projects/${project.id}/merge_requests/${mr.iid}`, { body: { title: 'Ready' } });
    await commitFile(owner.client, project.id, 'main', { path: 'a.txt', content: 'other\n' });
    const conflicted = await owner.client.get(`/projects/${project.id}/merge_requests/${mr.iid}`);
    expect(conflicted.body).toMatchObject({ has_conflicts: true, merge_status: 'cannot_be_merged', detailed_merge_status: 'conflict' });
    expectGitlabError(await owner.client.put(path), 405, { message: '405 Method Not Allowed' });
    expect(gitOnDisk(gitDir, 'ls-tree', '--name-only', 'refs/heads/main').split('\n')).toEqual(['README.md', 'a.txt']);
    expect((await owner.client.get(`/projects/${project.id}/merge_requests/${mr.iid}`)).body.state).toBe('opened');
  });
});
