import { isDeepStrictEqual } from 'node:util';
import type { OperationEngine } from '@forgegraph/platform';
import { addMember, createGroup, createProject, createUser } from '../support/factories';
import { commitFile, openMergeRequest } from '../support/merge-requests';
import { commitFiles, pushPipelineOf } from '../support/pipelines';
import { startTestService, type TestService } from '../support/service';

/**
 * The facade's engine runs operations that join in-process subgraphs as local plans (its own fetches,
 * joins and result shaping) instead of through Apollo's executor. Every query the facade sends for a
 * spread of REST reads is run again through Apollo Server and the gateway's plan: the two must give
 * the same data and the same errors.
 */
type Call = Parameters<OperationEngine['execute']>;
/** Computed from the clock at read time (a pending job's time in the queue): they differ between two reads. */
const CLOCK_FIELDS = new Set(['queuedDuration', 'duration']);
const comparable = (data: unknown) => JSON.parse(JSON.stringify(data ?? null), (key, value) => (CLOCK_FIELDS.has(key) ? 'clock' : value));
let service: TestService;
const calls: Call[] = [];
let localExecute: OperationEngine['execute'];

beforeAll(async () => {
  service = await startTestService({ LOG_LEVEL: 'silent' });
  const engine = service.server.backend.gateway.engine;
  localExecute = engine.execute.bind(engine);
  engine.execute = ((...args: Call) => {
    if (args[0].trimStart().startsWith('query')) calls.push(args);
    return localExecute(...args);
  }) as OperationEngine['execute'];
}, 120_000);
afterAll(() => service?.stop());

it('gives the data and errors of the gateway plan for issue, merge request, pipeline, member and project reads', async () => {
  const api = service.api;
  const group = await createGroup(api);
  const project = await createProject(api, { namespace_id: group.id, initialize_with_readme: true });
  const user = await createUser(api);
  await addMember(api, `projects/${project.id}`, user.id, 30);
  const label = (await api.post(`/projects/${project.id}/labels`, { body: { name: 'bug', color: '#ff0000' } })).body;
  const milestone = (await api.post(`/projects/${project.id}/milestones`, { body: { title: 'v1' } })).body;
  const issue = (await api.post(`/projects/${project.id}/issues`, { body: { title: 'One', labels: label.name, milestone_id: milestone.id, assignee_ids: [user.id, 1] } })).body;
  await api.post(`/projects/${project.id}/issues`, { body: { title: 'Two' } });
  await api.post(`/projects/${project.id}/issues/${issue.iid}/notes`, { body: { body: 'a note' } });
  await api.put(`/projects/${project.id}/issues/${issue.iid}`, { body: { state_event: 'close' } });
  await commitFile(api, project.id, 'topic', { path: 'a.txt', content: 'a' }, 'main');
  const mr = await openMergeRequest(api, project.id, { source_branch: 'topic', target_branch: 'main', title: 'Topic', assignee_id: user.id, reviewer_ids: [user.id] });
  const sha = await commitFiles(api, project.id, { '.gitlab-ci.yml': 'build:\n  script: [echo hi]\n' });
  const pipeline = await pushPipelineOf(api, project.id, sha);

  const reads = [
    `/projects/${project.id}/issues`, `/projects/${project.id}/issues/${issue.iid}`, `/issues?scope=all`, `/groups/${group.id}/issues`,
    `/projects/${project.id}/issues/${issue.iid}/notes`, `/projects/${project.id}/merge_requests`, `/projects/${project.id}/merge_requests/${mr.iid}`,
    `/merge_requests?scope=all`, `/projects/${project.id}/pipelines`, `/projects/${project.id}/pipelines/${pipeline.id}`,
    `/projects/${project.id}/pipelines/${pipeline.id}/jobs`, `/projects/${project.id}/jobs`, `/projects/${project.id}/members/all`,
    `/groups/${group.id}/members`, `/projects/${project.id}`, `/projects`, `/groups/${group.id}/projects`, `/users/${user.id}`,
    `/projects/${project.id}/repository/branches`, `/projects/${project.id}/repository/commits`, `/projects/${project.id}/milestones`,
    `/projects/${project.id}/labels?with_counts=true`, `/projects/${project.id}/issues/999999`, `/projects/999999/pipelines`,
  ];
  for (const path of reads) expect([path, (await api.get(path)).status < 500]).toEqual([path, true]);
  expect(calls.length).toBeGreaterThan(reads.length);

  const apollo = service.server.backend.gateway.apollo;
  const differing: string[] = [];
  for (const [document, variables, actor, requestId] of [...calls]) {
    const local = await localExecute(document, variables, actor, requestId);
    const response = await apollo.executeOperation({ query: document, variables }, { contextValue: { actor, requestId: `${requestId}-gateway` } });
    const gateway = response.body.kind === 'single' ? response.body.singleResult : undefined;
    const errorsOf = (r: { errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }> } | undefined) =>
      (r?.errors ?? []).map((e) => ({ message: e.message, code: e.extensions?.code, body: e.extensions?.body }));
    if (!isDeepStrictEqual(comparable(local.data), comparable(gateway?.data)) || !isDeepStrictEqual(errorsOf(local), errorsOf(gateway))) {
      differing.push(`${document.slice(0, 80)} ${JSON.stringify(variables).slice(0, 120)}`);
    }
  }
  expect(differing).toEqual([]);
}, 240_000);
