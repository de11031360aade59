import { settleJobs } from '../../subgraphs/repository/test/support';
import { createGroup, createProject, type CreatedProject } from '../support/factories';
import { commitFiles, jobStatuses } from '../support/pipelines';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let project: CreatedProject;

const job = (name: string, condition: string) => [`${name}:`, '  script: run', '  rules:', `    - if: ${condition}`];
const CI = [
  'always:', '  script: run',
  ...job('inner_group_wins', '$FROM_GROUP == "inner"'),
  ...job('project_wins', '$OVERRIDE == "project"'),
  ...job('protected_secret', '$SECRET == "yes"'),
  ...job('instance_var', '$INSTANCE_ONLY == "yes"'),
  ...job('pipeline_var_wins', '$PIPE == "api"'),
  ...job('other_environment', '$SCOPED == "yes"'),
].join('\n');

async function setVariable(path: string, body: Record<string, unknown>): Promise<void> {
  const res = await service.api.post(`${path}/variables`, { body });
  if (res.status !== 201) throw new Error(`variable failed: ${res.status} ${res.text}`);
}

async function jobsOf(ref: string, variables: Array<Record<string, string>> = []): Promise<string[]> {
  const res = await service.api.post(`/projects/${project.id}/pipeline`, { body: { ref, variables } });
  if (res.status !== 201) throw new Error(`pipeline failed: ${res.status} ${res.text}`);
  return Object.keys(await jobStatuses(service.api, project.id, res.body.id)).sort();
}

beforeAll(async () => {
  service = await startTestService();
  const outer = await createGroup(service.api);
  const inner = await createGroup(service.api, { parent_id: outer.id });
  project = await createProject(service.api, { namespace_id: inner.id, initialize_with_readme: true });
  await commitFiles(service.api, project.id, { '.gitlab-ci.yml': CI });
  await commitFiles(service.api, project.id, { 'feature.txt': 'x' }, { branch: 'feature', startBranch: 'main' });
  await setVariable(`/groups/${inner.id}`, { key: 'FROM_GROUP', value: 'inner' });
  await setVariable(`/groups/${outer.id}`, { key: 'FROM_GROUP', value: 'outer' });
  await setVariable(`/groups/${outer.id}`, { key: 'OVERRIDE', value: 'group' });
  await setVariable(`/projects/${project.id}`, { key: 'OVERRIDE', value: 'project' });
  await setVariable(`/projects/${project.id}`, { key: 'SECRET', value: 'yes', protected: true });
  await setVariable(`/projects/${project.id}`, { key: 'PIPE', value: 'project' });
  await setVariable(`/projects/${project.id}`, { key: 'SCOPED', value: 'yes', environment_scope: 'production' });
  await setVariable('/admin/ci', { key: 'INSTANCE_ONLY', value: 'yes' });
}, 120_000);
afterAll(async () => {
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500));
});

describe('CI/CD variables in pipelines', () => {
  it('lets rules see instance < outer group < inner group < project < pipeline variables, protected ones on protected refs', async () => {
    const branch = await service.api.get(`/projects/${project.id}/repository/branches/main`);
    expect(branch.body.protected).toBe(true);
    expect(await jobsOf('main', [{ key: 'PIPE', value: 'api' }])).toEqual(
      ['always', 'inner_group_wins', 'instance_var', 'pipeline_var_wins', 'project_wins', 'protected_secret'],
    );
  });

  it('keeps protected variables from unprotected branches and environment-scoped ones from jobs without that environment', async () => {
    expect(await jobsOf('feature')).toEqual(['always', 'inner_group_wins', 'instance_var', 'project_wins']);
  });
});
