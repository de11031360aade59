import { expectGitlabError } from '../support/expectations';
import { addMember, createProject, createUserWithClient, type CreatedProject } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { commitFiles } from '../support/pipelines';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let project: CreatedProject;
let reporter: HttpClient;
let guest: HttpClient;
let outsider: HttpClient;

const VALID = [
  'build:', '  stage: build', '  script: make', '  tags: [docker]',
  'test:', '  script: make test', '  needs: [build]', '  rules:', '    - if: $CI_COMMIT_BRANCH == "main"',
  'deploy:', '  stage: deploy', '  script: deploy', '  environment: production', '  when: manual', '  only: [main]',
].join('\n');

beforeAll(async () => {
  service = await startTestService();
  project = await createProject(service.api, { visibility: 'private', initialize_with_readme: true });
  const [r, g, o] = await Promise.all([1, 2, 3].map(() => createUserWithClient(service.api)));
  await addMember(service.api, `projects/${project.id}`, r.user.id, 20);
  await addMember(service.api, `projects/${project.id}`, g.user.id, 10);
  [reporter, guest, outsider] = [r.client, g.client, o.client];
  await commitFiles(service.api, project.id, { '.gitlab-ci.yml': VALID, 'ci/extra.yml': 'extra:\n  script: more\n' });
}, 120_000);
afterAll(() => service?.stop());

describe('POST /projects/:id/ci/lint', () => {
  it('answers a valid configuration with its merged YAML, and its jobs with include_jobs', async () => {
    const res = await service.api.post(`/projects/${project.id}/ci/lint`, { body: { content: 'job:\n  script:\n    - echo 1\n' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ valid: true, errors: [], warnings: [], merged_yaml: '---\njob:\n  script:\n  - echo 1\n', includes: [] });

    const withJobs = await service.api.post(`/projects/${project.id}/ci/lint`, { body: { content: VALID, include_jobs: true } });
    expect(withJobs.body.valid).toBe(true);
    expect(withJobs.body.jobs).toEqual([
      { name: 'build', stage: 'build', before_script: [], script: ['make'], after_script: [], tag_list: ['docker'], only: { refs: ['branches', 'tags'] },
        except: null, environment: null, when: 'on_success', allow_failure: false, needs: null },
      { name: 'test', stage: 'test', before_script: [], script: ['make test'], after_script: [], tag_list: [], only: null, except: null,
        environment: null, when: 'on_success', allow_failure: false, needs: [{ name: 'build', artifacts: true, optional: false }] },
      { name: 'deploy', stage: 'deploy', before_script: [], script: ['deploy'], after_script: [], tag_list: [], only: { refs: ['main'] },
        except: null, environment: 'production', when: 'manual', allow_failure: true, needs: null },
    ]);
  });

  it("answers an invalid configuration with GitLab's errors, valid false", async () => {
    const res = await service.api.post(`/projects/${project.id}/ci/lint`, { body: { content: '.job:\n  script: echo 1\n' } });
    expect(res.body).toEqual({
      valid: false, errors: ['jobs config should contain at least one visible job'], warnings: [], merged_yaml: '---\n.job:\n  script: echo 1\n', includes: [],
    });
    const syntax = await service.api.post(`/projects/${project.id}/ci/lint`, { body: { content: 'job: [' } });
    expect(syntax.body).toMatchObject({ valid: false, merged_yaml: null, includes: [] });
    expect(syntax.body.errors[0]).toMatch(/^\(<unknown>\): /);
  });

  it('reads local includes from the default branch and lists only the jobs a dry run on the ref creates', async () => {
    const content = 'include: ci/extra.yml\nonly_feature:\n  script: x\n  rules:\n    - if: $CI_COMMIT_BRANCH == "feature"\n';
    const staticCheck = await service.api.post(`/projects/${project.id}/ci/lint`, { body: { content, include_jobs: true } });
    expect(staticCheck.body.jobs.map((job: { name: string }) => job.name)).toEqual(['extra', 'only_feature']);
    const dryRun = await service.api.post(`/projects/${project.id}/ci/lint`, { body: { content, include_jobs: true, dry_run: true } });
    expect(dryRun.body.valid).toBe(true);
    expect(dryRun.body.jobs).toEqual([
      { name: 'extra', stage: 'test', before_script: [], script: ['more'], after_script: [], tag_list: [], environment: null, when: 'on_success', allow_failure: false },
    ]);
    const unknownRef = await service.api.post(`/projects/${project.id}/ci/lint`, { body: { content, dry_run: true, ref: 'nope' } });
    expect(unknownRef.body).toEqual({ valid: false, errors: ['Reference not found'], warnings: [], merged_yaml: null, includes: [] });
  });

  it('needs content and a Developer; non-members of a private project get 404', async () => {
    expectGitlabError(await service.api.post(`/projects/${project.id}/ci/lint`, { body: {} }), 400, { error: 'content is missing' });
    expectGitlabError(await reporter.post(`/projects/${project.id}/ci/lint`, { body: { content: 'a: 1' } }), 403, { message: '403 Forbidden' });
    expectGitlabError(await outsider.post(`/projects/${project.id}/ci/lint`, { body: { content: 'a: 1' } }), 404, { message: '404 Project Not Found' });
  });
});

describe('GET /projects/:id/ci/lint', () => {
  it("lints the project's own configuration at the default branch or content_ref", async () => {
    const res = await reporter.get(`/projects/${project.id}/ci/lint?include_jobs=true`);
    expect(res.status).toBe(200);
    expect(res.body.valid).toBe(true);
    expect(res.body.jobs.map((job: { name: string }) => job.name)).toEqual(['build', 'test', 'deploy']);
    const dryRun = await reporter.get(`/projects/${project.id}/ci/lint?include_jobs=true&dry_run=true&dry_run_ref=main`);
    expect(dryRun.body.jobs.map((job: { name: string }) => job.name)).toEqual(['build', 'test', 'deploy']);
    const old = await commitFiles(service.api, project.id, { '.gitlab-ci.yml': 'broken:\n  stage: nowhere\n  script: x\n' }, { branch: 'broken', startBranch: 'main' });
    const atBroken = await reporter.get(`/projects/${project.id}/ci/lint?content_ref=${old}`);
    expect(atBroken.body.errors).toEqual(['broken job: chosen stage does not exist; available stages are .pre, build, test, deploy, .post']);
  });

  it("answers GitLab's errors: mutually exclusive refs, unknown commit, empty repository, no code access", async () => {
    expectGitlabError(await reporter.get(`/projects/${project.id}/ci/lint?sha=main&content_ref=main`), 400, { error: 'sha, content_ref are mutually exclusive' });
    expectGitlabError(await reporter.get(`/projects/${project.id}/ci/lint?content_ref=nope`), 404, { message: '404 Commit Not Found' });
    const empty = await createProject(service.api);
    expectGitlabError(await service.api.get(`/projects/${empty.id}/ci/lint`), 404, { message: '404 Repository Not Found' });
    expectGitlabError(await guest.get(`/projects/${project.id}/ci/lint`), 403, { message: '403 Forbidden' });
    expectGitlabError(await outsider.get(`/projects/${project.id}/ci/lint`), 404, { message: '404 Project Not Found' });
  });
});
