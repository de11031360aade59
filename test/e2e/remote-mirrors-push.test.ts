import { settleJobs } from '../../subgraphs/repository/test/support';
import { eventually } from '../support/expectations';
import { allowLocalWebHooks, createProject, type CreatedProject } from '../support/factories';
import { git, gitUrl, Scratch } from '../support/git-cli';
import { GitHttpBackend } from '../support/git-http-backend';
import { startTestService, type TestService } from '../support/service';

// Real pushes with the git CLI (Projects::UpdateRemoteMirrorService): after pushes to the source and
// on sync, to another project of this server over git HTTP and to bare repositories of a plain git server.
/** Seconds, not GitLab's minutes, between a mirror's updates and retries. */
const FAST_MIRRORS = { REMOTE_MIRROR_BACKOFF_SECONDS: '1', REMOTE_MIRROR_SWEEP_SECONDS: '2' };
jest.setTimeout(90_000);

let service: TestService;
let backend: GitHttpBackend;
const scratch = new Scratch();

beforeAll(async () => {
  service = await startTestService(FAST_MIRRORS);
  backend = await GitHttpBackend.start(scratch.dir());
  // Every target here is on loopback: GitLab refuses it unless local requests are allowed.
  await allowLocalWebHooks(service.api);
}, 90_000);
afterAll(async () => {
  await backend?.stop();
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  scratch.cleanup();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

const mirrorPath = (project: CreatedProject, id: number) => `/projects/${project.id}/remote_mirrors/${id}`;

async function createMirror(project: CreatedProject, body: Record<string, unknown>) {
  const res = await service.api.post(`/projects/${project.id}/remote_mirrors`, { body: { enabled: true, ...body } });
  if (res.status !== 201) throw new Error(`mirror create failed: ${res.status} ${res.text}`);
  return res.body as { id: number };
}

/** The mirror once its update settled in `status` (and, if given, after `since`). */
function settled(project: CreatedProject, id: number, status: string, since?: string) {
  return eventually(async () => {
    const { body } = await service.api.get(mirrorPath(project, id));
    const after = !since || (body.last_update_started_at && body.last_update_started_at > since);
    return body.update_status === status && after ? body : undefined;
  }, 60_000, 200);
}

async function commitTo(project: CreatedProject, branch: string, file: string, startBranch = 'main'): Promise<string> {
  const res = await service.api.post(`/projects/${project.id}/repository/commits`, {
    body: { branch, start_branch: startBranch, commit_message: `Add ${file}`, actions: [{ action: 'create', file_path: file, content: file }] },
  });
  if (res.status !== 201) throw new Error(`commit failed: ${res.status} ${res.text}`);
  return res.body.id;
}

const bareRefs = async (dir: string) => Object.fromEntries((await git(dir, 'for-each-ref', '--format=%(refname) %(objectname)'))
  .split('\n').filter(Boolean).map((line) => line.split(' ')));

describe('a mirror to another project of this server over git HTTP', () => {
  it('pushes on sync, then again after every push to the source, and records GitLab\'s timestamps', async () => {
    const source = await createProject(service.api, { initialize_with_readme: true });
    const target = await createProject(service.api);
    const mirror = await createMirror(source, { url: gitUrl(service.url, target.path_with_namespace, service.rootToken) });
    expect((await service.api.post(`${mirrorPath(source, mirror.id)}/sync`)).status).toBe(204);
    const first = await settled(source, mirror.id, 'finished');
    expect(first).toMatchObject({ last_error: null, url: expect.stringContaining('*****:*****@127.0.0.1') });
    expect(first.last_update_at).toBe(first.last_successful_update_at);
    expect(first.last_update_started_at <= first.last_update_at).toBe(true);
    const sourceMain = (await service.api.get(`/projects/${source.id}/repository/branches/main`)).body.commit.id;
    expect((await service.api.get(`/projects/${target.id}/repository/branches/main`)).body.commit.id).toBe(sourceMain);

    const pushed = await commitTo(source, 'main', 'second.txt');
    await settled(source, mirror.id, 'finished', first.last_update_started_at);
    await eventually(async () => ((await service.api.get(`/projects/${target.id}/repository/branches/main`)).body.commit?.id === pushed ? true : undefined), 30_000);
  });
});

describe('a mirror to a bare repository of another git server', () => {
  it('mirrors branches and tags, and deletes what the source deleted', async () => {
    const source = await createProject(service.api, { initialize_with_readme: true });
    const bare = await backend.createBare('plain');
    await commitTo(source, 'feature', 'feature.txt');
    await service.api.post(`/projects/${source.id}/repository/tags`, { body: { tag_name: 'v1.0', ref: 'main' } });
    const mirror = await createMirror(source, { url: backend.repoUrl('plain', 'someone:hunter22') });
    await service.api.post(`${mirrorPath(source, mirror.id)}/sync`);
    const done = await settled(source, mirror.id, 'finished');
    const refs = await bareRefs(bare);
    expect(Object.keys(refs).sort()).toEqual(['refs/heads/feature', 'refs/heads/main', 'refs/tags/v1.0']);
    expect(refs['refs/heads/main']).toBe((await service.api.get(`/projects/${source.id}/repository/branches/main`)).body.commit.id);

    expect((await service.api.delete(`/projects/${source.id}/repository/branches/feature`)).status).toBe(204);
    await settled(source, mirror.id, 'finished', done.last_update_started_at);
    expect(Object.keys(await bareRefs(bare)).sort()).toEqual(['refs/heads/main', 'refs/tags/v1.0']);
  });

  it('pushes only protected branches when only_protected_branches is set', async () => {
    const source = await createProject(service.api, { initialize_with_readme: true });
    const bare = await backend.createBare('protected-only');
    await commitTo(source, 'topic', 'topic.txt');
    const mirror = await createMirror(source, { url: backend.repoUrl('protected-only'), only_protected_branches: true });
    await service.api.post(`${mirrorPath(source, mirror.id)}/sync`);
    await settled(source, mirror.id, 'finished');
    expect(Object.keys(await bareRefs(bare))).toEqual(['refs/heads/main']);
  });

  it('shows failed with the remote\'s words in last_error when the remote rejects the push, credentials masked', async () => {
    const source = await createProject(service.api, { initialize_with_readme: true });
    await backend.createBare('rejecting', 'echo "pushes are closed here" >&2; exit 1');
    const mirror = await createMirror(source, { url: backend.repoUrl('rejecting', 'pusher:top-secret-pw') });
    await service.api.post(`${mirrorPath(source, mirror.id)}/sync`);
    const failed = await settled(source, mirror.id, 'failed');
    expect(failed.last_error).toContain('pushes are closed here');
    expect(failed.last_error).toContain('pre-receive hook declined');
    expect(failed.last_error).not.toContain('top-secret-pw');
    expect(failed.last_successful_update_at).toBeNull();
    expect(failed.last_update_at).not.toBeNull();
  });

  it('keeps divergent refs: a diverged branch is not force-pushed and the mirror fails with GitLab\'s message', async () => {
    const source = await createProject(service.api, { initialize_with_readme: true });
    const bare = await backend.createBare('diverged');
    const mirror = await createMirror(source, { url: backend.repoUrl('diverged'), keep_divergent_refs: true });
    await service.api.post(`${mirrorPath(source, mirror.id)}/sync`);
    const first = await settled(source, mirror.id, 'finished');
    // Someone commits on the target directly.
    const clone = `${scratch.dir()}/clone`;
    await git(scratch.dir(), 'clone', '--quiet', backend.repoUrl('diverged'), clone);
    await git(clone, 'commit', '--quiet', '--allow-empty', '-m', 'Only on the target');
    await git(clone, 'push', '--quiet', 'origin', 'main');
    const theirs = (await bareRefs(bare))['refs/heads/main'];
    await commitTo(source, 'main', 'ours.txt');
    await commitTo(source, 'other', 'other.txt');
    // Each commit's push queues an update (a burst coalesces into one waiting run); one may run before the
    // second commit exists, a later one pushes `other`. Every run leaves the diverged `main` alone.
    expect((await service.api.post(`${mirrorPath(source, mirror.id)}/sync`)).status).toBe(204);
    const refs = await eventually(async () => {
      const current = await bareRefs(bare);
      return current['refs/heads/other'] ? current : undefined;
    }, 60_000, 200);
    expect(refs['refs/heads/main']).toBe(theirs);
    const failed = await settled(source, mirror.id, 'failed', first.last_update_started_at);
    expect(failed.last_error).toBe('Some refs have diverged and have not been updated on the remote:\n\nrefs/heads/main');
    expect((await bareRefs(bare))['refs/heads/main']).toBe(theirs);
  });
});
