import { expectGitlabError } from '../support/expectations';
import { addMember, createProject, createUserWithClient } from '../support/factories';
import { commitFile, openMergeRequest } from '../support/merge-requests';
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

async function mergeRequest() {
  const project = await createProject(owner.client, { initialize_with_readme: true });
  await commitFile(owner.client, project.id, 'feature', { path: 'f.txt', content: 'f\n' }, 'main');
  return { project, mr: await openMergeRequest(owner.client, project.id, { source_branch: 'feature' }) };
}

describe('merge request notes', () => {
  it('creates, lists, reads, updates and deletes comments on a merge request', async () => {
    const { project, mr } = await mergeRequest();
    const notes = `/projects/${project.id}/merge_requests/${mr.iid}/notes`;
    const created = await owner.client.post(notes, { body: { body: 'Looks good' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: null, body: 'Looks good', system: false, noteable_id: mr.id, noteable_type: 'MergeRequest', noteable_iid: mr.iid,
      project_id: project.id, internal: false, commands_changes: {}, author: expect.objectContaining({ id: owner.user.id }),
    });
    const second = (await owner.client.post(notes, { body: { body: 'One more' } })).body;
    const listed = await owner.client.get(notes);
    expect(listed.body.map((n: { body: string }) => n.body)).toEqual(['One more', 'Looks good']);
    expect((await owner.client.get(`/projects/${project.id}/merge_requests/${mr.iid}/notes/${second.id}`)).body.body).toBe('One more');
    const updated = await owner.client.put(`/projects/${project.id}/merge_requests/${mr.iid}/notes/${second.id}`, { body: { body: 'Edited' } });
    expect(updated.body.body).toBe('Edited');
    expect((await owner.client.get(`/projects/${project.id}/merge_requests/${mr.iid}`)).body.user_notes_count).toBe(2);
    expect((await owner.client.delete(`/projects/${project.id}/merge_requests/${mr.iid}/notes/${second.id}`)).status).toBe(204);
    expectGitlabError(await owner.client.get(`/projects/${project.id}/merge_requests/${mr.iid}/notes/${second.id}`), 404, { message: '404 Note Not Found' });
  });

  it('rejects blank notes, edits by others and comments by non-members of private projects', async () => {
    const { project, mr } = await mergeRequest();
    const notes = `/projects/${project.id}/merge_requests/${mr.iid}/notes`;
    expectGitlabError(await owner.client.post(notes, { body: { body: ' ' } }), 400, { message: `400 Bad request - Note {:note=>["can't be blank"]}` });
    const note = (await owner.client.post(notes, { body: { body: 'mine' } })).body;
    const developer = await createUserWithClient(service.api);
    await addMember(owner.client, `projects/${project.id}`, developer.user.id, 30);
    expectGitlabError(await developer.client.put(`${notes}/${note.id}`, { body: { body: 'theirs' } }), 403, { message: '403 Forbidden' });
    const stranger = await createUserWithClient(service.api);
    expectGitlabError(await stranger.client.post(notes, { body: { body: 'hi' } }), 404, { message: '404 Project Not Found' });
    expectGitlabError(await owner.client.post(`/projects/${project.id}/merge_requests/99/notes`, { body: { body: 'hi' } }), 404, { message: '404 Not found' });
  });
});

describe('award emoji on merge requests and their notes', () => {
  it('awards, lists, reads and removes emoji, feeding upvotes and the my_reaction_emoji filter', async () => {
    const { project, mr } = await mergeRequest();
    const base = `/projects/${project.id}/merge_requests/${mr.iid}`;
    const award = await owner.client.post(`/projects/${project.id}/merge_requests/${mr.iid}/award_emoji`, { body: { name: 'thumbsup' } });
    expect(award.status).toBe(201);
    expect(award.body).toMatchObject({ name: 'thumbsup', awardable_id: mr.id, awardable_type: 'MergeRequest', user: expect.objectContaining({ id: owner.user.id }) });
    expect((await owner.client.get(`/projects/${project.id}/merge_requests/${mr.iid}/award_emoji`)).body.map((a: { name: string }) => a.name)).toEqual(['thumbsup']);
    expect((await owner.client.get(`/projects/${project.id}/merge_requests/${mr.iid}/award_emoji/${award.body.id}`)).body.id).toBe(award.body.id);
    expect((await owner.client.get(base)).body).toMatchObject({ upvotes: 1, downvotes: 0 });
    const reacted = await owner.client.get(`/projects/${project.id}/merge_requests?my_reaction_emoji=thumbsup`);
    expect(reacted.body.map((item: { iid: number }) => item.iid)).toEqual([mr.iid]);
    expect((await owner.client.get(`/projects/${project.id}/merge_requests?my_reaction_emoji=None`)).body).toEqual([]);
    expect((await owner.client.delete(`/projects/${project.id}/merge_requests/${mr.iid}/award_emoji/${award.body.id}`)).status).toBe(204);
    expect((await owner.client.get(base)).body.upvotes).toBe(0);

    const note = (await owner.client.post(`${base}/notes`, { body: { body: 'Ship it' } })).body;
    const onNote = await owner.client.post(`/projects/${project.id}/merge_requests/${mr.iid}/notes/${note.id}/award_emoji`, { body: { name: 'rocket' } });
    expect(onNote.body).toMatchObject({ name: 'rocket', awardable_id: note.id, awardable_type: 'Note' });
    const listed = await owner.client.get(`/projects/${project.id}/merge_requests/${mr.iid}/notes/${note.id}/award_emoji`);
    expect(listed.body.map((a: { name: string }) => a.name)).toEqual(['rocket']);
    expect((await owner.client.get(`/projects/${project.id}/merge_requests/${mr.iid}/notes/${note.id}/award_emoji/${onNote.body.id}`)).body.name).toBe('rocket');
    expect((await owner.client.delete(`/projects/${project.id}/merge_requests/${mr.iid}/notes/${note.id}/award_emoji/${onNote.body.id}`)).status).toBe(204);
    const unknown = await owner.client.post(`${base}/award_emoji`, { body: { name: 'not-an-emoji' } });
    expectGitlabError(unknown, 404, { message: '404 Award Emoji Name is not a valid emoji name Not Found' });
  });
});
